import { ROUTE_TABLE_SEGMENTS as SEGMENTS, TEXTS } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { matchRoutes, Route, Routes } from "react-router";
import { mockFetch } from "../test/fetchMock";
import { renderWithProviders } from "../test/render";
import { ComingSoonPage, NotFoundPage } from "../features/shell/ShellPages";
import { ROUTES } from "./routes";
import { SHELL_ROUTES } from "./shellRoutes";

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
        <Route
          path="/gestion-contact-optique"
          element={<ComingSoonPage segment="gestion-contact-optique" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: "/gestion-contact-optique" },
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Gestion des contacts optique" }),
    ).toBeTruthy();
    expect(screen.getByText(TEXTS.shell.soon)).toBeTruthy();
  });
});
