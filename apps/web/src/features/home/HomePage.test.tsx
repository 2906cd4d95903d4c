import { ACCOUNTS_TEXTS, appConfigOf, INFO_TEXTS } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { HomePage } from "./HomePage";

afterEach(() => vi.unstubAllGlobals());

describe("the visitor's home menu (000 §2, issue 19 §4)", () => {
  it("offers the catalogue, login, account creation, info and about, in that order, under the brand", async () => {
    const config = appConfigOf("well", { groupMode: false, networkMode: false });
    mockFetch(() => ({ status: 200, body: config }));
    renderWithProviders(<HomePage />, { user: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Well Pharma" })).toBeTruthy();
    const names = screen.getAllByRole("link").map((link) => link.textContent);
    expect(names).toEqual([
      INFO_TEXTS.info.catalog,
      ACCOUNTS_TEXTS.login.submit,
      ACCOUNTS_TEXTS.login.createAccount,
      ACCOUNTS_TEXTS.home.info,
      ACCOUNTS_TEXTS.home.about,
    ]);
    expect(screen.getByRole("link", { name: INFO_TEXTS.info.catalog }).getAttribute("href")).toBe(
      "/catalogue-pharmacie",
    );
  });
});
