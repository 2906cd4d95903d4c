import { describe, expect, it } from "vitest";
import { contentWidthOf } from "./contentWidth";

describe("a page's content width (001 §2)", () => {
  it("gives the home, login, loading and embedded pages the whole width", () => {
    for (const path of ["/", "/home", "/login", "/app", "/iframe/maiia/redirection/open"]) {
      expect(contentWidthOf(path)).toBe("100%");
    }
  });

  it("gives the catalogue and a product 1280 px", () => {
    expect(contentWidthOf("/catalogue-pharmacie")).toBe(1280);
    expect(contentWidthOf("/page-product/42")).toBe(1280);
  });

  it("gives the pro app's pages the extra-large width and the others the medium one", () => {
    expect(contentWidthOf("/dossiers-patients")).toBe("xl");
    expect(contentWidthOf("/profil")).toBe("md");
    expect(contentWidthOf("/feed")).toBe("md");
  });
});
