import { categoryCodeSchema, PRODUCTS_PAGE_LAST, type CategoryNode } from "@reseau/shared";
import type { CatalogFilters } from "./queries";

/*
 * The catalogue's filters in the address (issue 11 §1): a patient who opens a product and comes
 * back, or who shares or bookmarks a filtered listing, finds the same listing. The keys are the
 * listing's query names (001 §7) — `category1`–`category3`, `brand`, `name`, `type`,
 * `withPriceOnly`, `page` — and `stock` for « Uniquement les produits de ma pharmacie », which
 * names no pharmacy: it is the reader's own one (a shared address shows her pharmacy's stock, not
 * the sender's). Only what differs from the page's defaults is written.
 */

const CATEGORY_KEYS = ["category1", "category2", "category3"] as const;
const NAME_MAX = 100;
const PAGE = /^[1-9][0-9]{0,5}$/;
const TRUE = new Set(["1", "true"]);
const FALSE = new Set(["0", "false"]);

const code = (value: string | null): string | undefined =>
  value !== null && categoryCodeSchema.safeParse(value).success ? value.trim() : undefined;

/**
 * The category codes asked for, level 1 first, as far as they make a path: a level without the
 * one above it is dropped, and, once `tree` is known (not empty), so is a code it lacks and
 * everything under it.
 */
function categoryCodes(params: URLSearchParams, tree: readonly CategoryNode[]): string[] {
  const codes: string[] = [];
  let level: readonly CategoryNode[] | null = tree.length > 0 ? tree : null;
  for (const key of CATEGORY_KEYS) {
    const value = code(params.get(key));
    if (!value) break;
    if (level) {
      const node = level.find((n) => n.code === value);
      if (!node) break;
      level = node.children;
    }
    codes.push(value);
  }
  return codes;
}

/**
 * The filters of the address `params` over `defaults` (what the page shows with no parameter,
 * from `initialCatalogFilters`: page 1, its page size, the stock filter on for the reader's
 * pharmacy). Never throws: a parameter that is no valid value (page=-3, page=abc, type=x, a
 * category code of the wrong shape or, with `tree` loaded, one it lacks) keeps the default.
 * `stock=0` turns the stock filter off, `stock=1` on (for `defaults`' pharmacy; without one it
 * means nothing).
 */
export function filtersFromSearch(
  params: URLSearchParams,
  defaults: CatalogFilters,
  tree: readonly CategoryNode[] = [],
): CatalogFilters {
  const filters: CatalogFilters = { ...defaults };
  const codes = categoryCodes(params, tree);
  CATEGORY_KEYS.forEach((key, i) => {
    if (codes[i]) filters[key] = codes[i];
  });

  const name = params.get("name")?.trim();
  if (name) filters.name = name.slice(0, NAME_MAX);
  const brand = params.get("brand")?.trim();
  if (brand && brand.length <= 64) filters.brand = brand;
  const type = params.get("type");
  if (type === "para" || type === "medi") filters.type = type;
  const withPrice = params.get("withPriceOnly");
  if (withPrice !== null && TRUE.has(withPrice)) filters.withPriceOnly = true;
  if (withPrice !== null && FALSE.has(withPrice)) delete filters.withPriceOnly;

  const stock = params.get("stock");
  if (stock !== null && FALSE.has(stock)) delete filters.pharmaIdStockOnly;

  const page = params.get("page");
  if (page !== null && PAGE.test(page)) filters.page = Math.min(Number(page), PRODUCTS_PAGE_LAST);
  return filters;
}

/**
 * The address parameters of `filters` over `defaults` (as `filtersFromSearch` reads them): only
 * what differs from the defaults, in a fixed order — the defaults themselves give an empty
 * search, so « /catalogue-pharmacie » stays bare. The page size is the page's, never written.
 */
export function searchOfFilters(
  filters: CatalogFilters,
  defaults: CatalogFilters,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category1) {
    params.set("category1", filters.category1);
    if (filters.category2) {
      params.set("category2", filters.category2);
      if (filters.category3) params.set("category3", filters.category3);
    }
  }
  const name = filters.name?.trim();
  if (name) params.set("name", name);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.type) params.set("type", filters.type);
  if (filters.withPriceOnly) params.set("withPriceOnly", "true");
  if ((filters.pharmaIdStockOnly ?? null) !== (defaults.pharmaIdStockOnly ?? null))
    params.set("stock", filters.pharmaIdStockOnly ? "1" : "0");
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The history state a product's link carries: the catalogue's search it was opened from. */
export interface CatalogLinkState {
  catalogSearch: string;
}

/**
 * The catalogue search (`?category1=6…`, or "") a product page was opened from, read from its
 * history state (`CatalogLinkState`); anything else (opened from elsewhere, a reloaded tab
 * without state) gives "", the bare catalogue.
 */
export function catalogSearchOf(state: unknown): string {
  if (typeof state !== "object" || state === null || !("catalogSearch" in state)) return "";
  const search = state.catalogSearch;
  return typeof search === "string" && search.startsWith("?") ? search : "";
}
