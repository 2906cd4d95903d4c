import { appConfigOf, PSC_TEXTS } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LoginPage } from "./LoginPage";

afterEach(() => vi.unstubAllGlobals());

/** The server's `/ws/config`, PSC on or off; every other call answers 401 (a visitor). */
function runServer(proSanteConnect: boolean) {
  const config = appConfigOf(null, { groupMode: false, networkMode: false, proSanteConnect });
  mockFetch(({ url }) =>
    url.includes("/ws/config") ? { status: 200, body: config } : { status: 401, body: {} },
  );
}

describe("Pro Santé Connect on the login page (issue 24 §4)", () => {
  it("offers « Se connecter avec Pro Santé Connect », a link to /ws/login/psc, when PSC is on", async () => {
    runServer(true);
    renderWithProviders(<LoginPage />, { route: "/login", user: null });
    const button = await screen.findByRole("link", { name: PSC_TEXTS.button });
    expect(button.getAttribute("href")).toBe("/ws/login/psc");
  });

  it("shows no button when PSC is off", async () => {
    runServer(false);
    renderWithProviders(<LoginPage />, { route: "/login", user: null });
    expect(await screen.findByRole("button", { name: /Se connecter/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: PSC_TEXTS.button })).toBeNull();
  });

  it("says why a PSC login was refused", async () => {
    runServer(true);
    renderWithProviders(<LoginPage />, { route: "/login?psc=inconnu", user: null });
    expect((await screen.findByRole("alert")).textContent).toBe(PSC_TEXTS.outcomes.inconnu);
  });

  it("says when the provider failed", async () => {
    runServer(true);
    renderWithProviders(<LoginPage />, { route: "/login?psc=erreur", user: null });
    expect((await screen.findByRole("alert")).textContent).toBe(PSC_TEXTS.outcomes.erreur);
  });
});
