import { ACCOUNTS_TEXTS, INFO_TEXTS } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { HomePage } from "./HomePage";

describe("the visitor's home menu (000 §2, issue 19 §4)", () => {
  it("offers the catalogue, login, account creation, info and about, in that order", () => {
    renderWithProviders(<HomePage />, { user: null });
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
