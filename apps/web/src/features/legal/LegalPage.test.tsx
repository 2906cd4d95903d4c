import { appConfigOf, TEXTS, type VariantCode } from "@reseau/shared";
import { fireEvent, screen } from "@testing-library/react";
import { Link, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LegalPage, SalesTermsPage } from "./LegalPage";

afterEach(() => vi.unstubAllGlobals());

/** The server's configuration of `variant` for `/ws/config`. */
function runVariant(variant: VariantCode | null) {
  const config = appConfigOf(variant, { groupMode: false, networkMode: false });
  mockFetch(() => ({ status: 200, body: config }));
}

describe("the legal texts per variant (issue 19 §4)", () => {
  it("names the running brand in the terms of sale, and its group as the publisher", async () => {
    runVariant("well");
    renderWithProviders(<LegalPage kind="mentions-legales" />, { user: null });
    expect(await screen.findByText(/^L’application Well Pharma est éditée par/)).toBeTruthy();
    expect(
      screen.getByText(
        "L’application Well Pharma est éditée par le groupement de pharmacies Well Pharma.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.info.noticeTitle })).toBeTruthy();
    // the four other legal texts, one link each
    const nav = screen.getByRole("navigation", { name: TEXTS.info.legalNav });
    expect(nav.querySelectorAll("a")).toHaveLength(4);
  });

  it("is the generic app's own text without a variant", async () => {
    runVariant(null);
    renderWithProviders(<SalesTermsPage />, { user: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: TEXTS.info.salesTitle }),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        /^Ces conditions s’appliquent aux commandes passées dans le catalogue de Réseau Santé/,
      ),
    ).toBeTruthy();
  });
});

describe("the close button of a « modal » page", () => {
  it("goes back to the page it was opened from", async () => {
    runVariant(null);
    renderWithProviders(
      <Routes>
        <Route path="/apropos" element={<Link to="/modal-cgv">cgv</Link>} />
        <Route path="/modal-cgv" element={<SalesTermsPage />} />
      </Routes>,
      { route: "/apropos", user: null },
    );
    fireEvent.click(screen.getByRole("link", { name: "cgv" }));
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.actions.close }));
    expect(await screen.findByRole("link", { name: "cgv" })).toBeTruthy();
  });

  it("goes home when the page was opened directly without a session", async () => {
    runVariant(null);
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>accueil</p>} />
        <Route path="/modal-cgv" element={<SalesTermsPage />} />
      </Routes>,
      { route: "/modal-cgv", user: null },
    );
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.actions.close }));
    expect(await screen.findByText("accueil")).toBeTruthy();
  });
});
