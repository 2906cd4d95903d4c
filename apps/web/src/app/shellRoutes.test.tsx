import { TEXTS } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { matchRoutes, Route, Routes } from "react-router";
import { mockFetch } from "../test/fetchMock";
import { renderWithProviders } from "../test/render";
import { ComingSoonPage, NotFoundPage } from "../features/shell/ShellPages";
import { ROUTES } from "./routes";
import { SHELL_ROUTES } from "./shellRoutes";

/** Every segment of 001 §2's route table, as the spec lists them (84). */
const SEGMENTS = [
  "compte", "modal-change-pass", "modal-help", "modal-security", "apoticare",
  "page-apoticare-login", "page-apoticare-login-pro", "start", "params", "formule", "base",
  "actifs", "resume", "commande", "page-step1-start", "page-step2-age", "page-step3-base",
  "page-step4-actif", "page-step5-type", "modal-edit-discount", "modal-edit-product",
  "import-stock", "compte-marketplace-patient", "compte-marketplace-pharmacie", "mes-commandes",
  "fiche-contact", "contacts", "recherche", "notices", "medicament", "familles",
  "modal-contacts-share", "modal-contacts-share-v2", "modal-details", "modal-directories",
  "feed-dossier", "page-images", "feed-groupe", "groupes", "apropos", "infos/cgu", "home",
  "page", "app", "modal-select-doc-library", "iframe/maiia/redirection/open", "modal-cgv",
  "modal-retrieve-password", "login-docs", "login", "dashboard", "stats", "liste-ops", "op",
  "modal-doc-details", "renouvellements", "dossiers-patients", "modal-add-user", "groupes-pro",
  "dashboard-optique", "gestion-contact-optique", "modal-publish", "profil-pro", "pro",
  "annuaire", "modal-emergency", "modal-qr-code", "modal-select-pharm", "modal-select-gp",
  "modal-tutorial", "profil", "vaccination", "questionnaire-admin", "tests-de-sante", "webview",
  "test", "page-catalog-edit", "catalogue-pharmacie", "page-product", "feed", "page-pdf",
  "analyses", "modal-cart", "modal-result-picture",
]; // prettier-ignore

const TABLE = [...ROUTES.map(({ path }) => ({ path })), ...SHELL_ROUTES];

beforeEach(() => {
  mockFetch(() => ({ status: 401, body: { code: "auth" } }));
});

describe("the route table (001 §2, issue 19 §2)", () => {
  it("gives every segment of 001 §2 an address of its own, never « Page introuvable »", () => {
    expect(SEGMENTS).toHaveLength(84);
    const unresolved = SEGMENTS.filter((segment) => {
      const matched = matchRoutes(TABLE, `/${segment}`);
      return !matched || matched[0]?.route.path === "*";
    });
    expect(unresolved).toEqual([]);
  });

  it("answers any other address with « Page introuvable »", () => {
    expect(matchRoutes(TABLE, "/nimporte-quoi")?.[0]?.route.path).toBe("*");
    expect(matchRoutes(TABLE, "/profil/plus/loin")?.[0]?.route.path).toBe("*");
  });

  it("shows a page to come with its title and « bientôt disponible », and the unknown page", () => {
    renderWithProviders(
      <Routes>
        <Route path="/stats" element={<ComingSoonPage segment="stats" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: "/stats" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Statistiques" })).toBeTruthy();
    expect(screen.getByText(TEXTS.shell.soon)).toBeTruthy();
  });
});
