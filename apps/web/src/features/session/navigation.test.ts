import { describe, expect, it } from "vitest";
import { PAGE_PATHS, pathOfPage } from "./navigation";

describe("navigation by page key (001 §2)", () => {
  it("gives each key its address, with its id and data", () => {
    expect(pathOfPage("Profile")).toBe("/profil");
    expect(pathOfPage("Contact", { id: "u 1" })).toBe("/fiche-contact/u%201");
    expect(pathOfPage("ContactsSearch", { mode: "GP_DEFAULT" })).toBe("/recherche?mode=GP_DEFAULT");
    expect(pathOfPage("Webview", { id: "maiia" })).toBe("/webview?id=maiia");
  });

  it("refuses a page that needs an id without one", () => {
    expect(() => pathOfPage("Drug")).toThrow(/needs an id/);
  });

  it("knows every internal page key of 001 §2", () => {
    expect(Object.keys(PAGE_PATHS)).toHaveLength(43);
  });
});
