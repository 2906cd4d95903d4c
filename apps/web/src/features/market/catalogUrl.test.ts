import type { CategoryNode } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { catalogSearchOf, filtersFromSearch, searchOfFilters } from "./catalogUrl";
import type { CatalogFilters } from "./queries";

const node = (code: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  code,
  name,
  order: 0,
  parent: null,
  type: "parapharmacy",
  level: 1,
  children,
});
const TREE = [node("6", "Solaire", [node("6A", "Protection visage", [node("6A1", "SPF 50")])])];

/** A patient with a default pharmacy: the stock filter on, 24 a page. */
const PATIENT: CatalogFilters = { page: 1, pharmaIdStockOnly: "ph1" };
const read = (search: string, defaults = PATIENT, tree: CategoryNode[] = []) =>
  filtersFromSearch(new URLSearchParams(search), defaults, tree);
const write = (filters: CatalogFilters, defaults = PATIENT) =>
  searchOfFilters(filters, defaults).toString();

describe("the catalogue's filters in the address (issue 11 §1)", () => {
  it("reads every filter and the page", () => {
    expect(
      read(
        "category1=6&category2=6A&category3=6A1&brand=b1&name=%C3%A9cran&type=para&withPriceOnly=true&page=3",
      ),
    ).toEqual({
      page: 3,
      pharmaIdStockOnly: "ph1",
      category1: "6",
      category2: "6A",
      category3: "6A1",
      brand: "b1",
      name: "écran",
      type: "para",
      withPriceOnly: true,
    });
  });

  it("gives the defaults for an empty address, and writes nothing for them", () => {
    expect(read("")).toEqual(PATIENT);
    expect(write(PATIENT)).toBe("");
    expect(write({ page: 1, max: 50 }, { page: 1, max: 50 })).toBe("");
  });

  it("writes what differs from the defaults, and reads it back", () => {
    const filters: CatalogFilters = {
      page: 2,
      category1: "6",
      category2: "6A",
      name: "crème solaire",
      type: "medi",
      withPriceOnly: true,
    };
    const search = write(filters);
    expect(search).toBe(
      "category1=6&category2=6A&name=cr%C3%A8me+solaire&type=medi&withPriceOnly=true&stock=0&page=2",
    );
    expect(read(search)).toEqual(filters);
  });

  it("turns the stock filter off with stock=0, and ignores stock for a reader without pharmacy", () => {
    expect(read("stock=0").pharmaIdStockOnly).toBeUndefined();
    expect(read("stock=1").pharmaIdStockOnly).toBe("ph1");
    expect(read("stock=1", { page: 1 })).toEqual({ page: 1 });
    expect(read("stock=ph9").pharmaIdStockOnly).toBe("ph1");
  });

  it("falls back to the defaults for values that are none, never throwing", () => {
    for (const page of ["-3", "0", "abc", "2.5", "1e3", "", "99999999"])
      expect(read(`page=${page}`).page).toBe(1);
    expect(read("page=9999").page).toBe(500);
    expect(read("type=x&withPriceOnly=maybe&name=%20%20&brand=")).toEqual(PATIENT);
    expect(read("category1=%3Cscript%3E")).toEqual(PATIENT);
    expect(read(`name=${"a".repeat(300)}`).name).toHaveLength(100);
  });

  it("keeps a category path only from level 1 down", () => {
    expect(read("category2=6A&category3=6A1")).toEqual(PATIENT);
    expect(read("category1=6&category3=6A1")).toEqual({ ...PATIENT, category1: "6" });
  });

  it("drops a category the loaded tree lacks, and what is under it", () => {
    expect(read("category1=99", PATIENT, TREE)).toEqual(PATIENT);
    expect(read("category1=6&category2=ZZ&category3=6A1", PATIENT, TREE)).toEqual({
      ...PATIENT,
      category1: "6",
    });
    expect(read("category1=6&category2=6A&category3=6A1", PATIENT, TREE)).toMatchObject({
      category3: "6A1",
    });
    // the tree not loaded yet: the codes are kept as they are
    expect(read("category1=99")).toEqual({ ...PATIENT, category1: "99" });
  });
});

describe("« Retour au catalogue » from a product page", () => {
  it("returns to the search the product was opened from, else to the bare catalogue", () => {
    expect(catalogSearchOf({ catalogSearch: "?category1=6&page=2" })).toBe("?category1=6&page=2");
    expect(catalogSearchOf({ catalogSearch: "" })).toBe("");
    expect(catalogSearchOf({ catalogSearch: "//evil.example" })).toBe("");
    expect(catalogSearchOf({ catalogSearch: 3 })).toBe("");
    expect(catalogSearchOf(null)).toBe("");
    expect(catalogSearchOf("?page=2")).toBe("");
  });
});
