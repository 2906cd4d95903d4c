/** The catalogue read side (001 §7): the category tree, brands, product listings and pages. */
import {
  directoryKey,
  format,
  TEXTS,
  type CategoryNode,
  type PharmanitySearchQuery,
  type Product,
  type ProductPage,
  type ProductsQuery,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound, unauthorized } from "../../platform/errors.js";
import { visibleCreators } from "./market.policy.js";
import {
  marketRepository as repo,
  type ProductFilters,
  type ProductWithBrand,
} from "./market.repository.js";
import { buildTree, toProductDto } from "./market.serialize.js";

/** `GET /market/catalog`: the category tree. */
export async function catalogTree(ctx: AppContext): Promise<CategoryNode[]> {
  return buildTree(await repo.categories(ctx.db));
}

/** `GET /market/brands`: every brand, by name. */
export async function listBrands(ctx: AppContext) {
  return (await repo.brands(ctx.db)).map(({ id, name }) => ({ id, name }));
}

/**
 * The pharmacy whose stock a listing shows when none is asked: the caller's own, or her default
 * one; none for a visitor (null), who sees reference prices only (issue 19 §4).
 */
function defaultPharmacyOf(actor: Actor | null): string | undefined {
  if (!actor) return undefined;
  if (actor.type === "pharmacy") return actor.id;
  return actor.user.idpharma ?? undefined;
}

/** @throws 400 "Catégorie inconnue : X." when a code is not in the tree. */
export async function checkCategories(
  db: Executor,
  codes: (string | null | undefined)[],
): Promise<void> {
  const asked = codes.filter((code): code is string => !!code);
  const known = await repo.categoryCodes(db, asked);
  const unknown = asked.find((code) => !known.has(code));
  if (unknown) throw badRequest(format(TEXTS.market.unknownCategory, { code: unknown }));
}

/** A page of products, their stocks (of `stockPharmacy`) and active discounts. */
async function pageOf(
  ctx: AppContext,
  filters: ProductFilters,
  page: number,
  max: number,
  stockPharmacy: string | undefined,
): Promise<ProductPage> {
  const rows = await repo.listProducts(ctx.db, filters, (page - 1) * max, max + 1);
  const shown = rows.slice(0, max);
  const ids = shown.map((row) => row.product.id);
  const [stocks, discounts] = stockPharmacy
    ? await Promise.all([
        repo.stocksOf(ctx.db, ids, stockPharmacy),
        repo.activeDiscounts(ctx.db, ids, ctx.clock.now(), [stockPharmacy]),
      ])
    : [[], []];
  return {
    products: shown.map((row) => toProductDto(row, stocks, discounts)),
    page,
    max,
    hasMore: rows.length > max,
  };
}

/**
 * `GET /market/products?mode=list` (001 §7): the filters of `productsQuerySchema`, products
 * with an error never shown, a pharmacy's own products only to it and its patients; by name.
 * Each product carries the stock and active discounts of `pharmaIdStockOnly`, or of the caller's
 * pharmacy (her default one for a patient). A visitor (`actor` null, issue 19 §4) gets the
 * shared catalogue with reference prices, no stock nor discount.
 * @throws 400 for an unknown category or brand; 401 when a visitor asks for a pharmacy's stock.
 */
export async function listProducts(
  ctx: AppContext,
  actor: Actor | null,
  query: ProductsQuery,
): Promise<ProductPage> {
  // a pharmacy's stock is for members (docs/DECISIONS.md "The public catalogue")
  if (!actor && query.pharmaIdStockOnly) throw unauthorized();
  await checkCategories(ctx.db, [query.category1, query.category2, query.category3]);
  if (query.brand && !(await repo.brandById(ctx.db, query.brand)))
    throw badRequest(TEXTS.market.unknownBrand);
  const filters: ProductFilters = {
    nameWords: query.name ? directoryKey(query.name).split(" ").filter(Boolean) : [],
    withPriceOnly: query.withPriceOnly ?? false,
    grp: query.grp,
    brandId: query.brand,
    medication: query.type === undefined ? undefined : query.type === "medi",
    category1: query.category1,
    category2: query.category2,
    category3: query.category3,
    pharmaIdStockOnly: query.pharmaIdStockOnly,
    visibleCreators: actor ? visibleCreators(actor) : [],
  };
  return pageOf(
    ctx,
    filters,
    query.page,
    query.max,
    query.pharmaIdStockOnly ?? defaultPharmacyOf(actor),
  );
}

/** `GET /market/products-pharmanity?mode=search` (001 §7): name or brand words, code, type. */
export async function searchPharmanity(
  ctx: AppContext,
  actor: Actor,
  query: PharmanitySearchQuery,
): Promise<ProductPage> {
  const words = query.txt ? directoryKey(query.txt).split(" ").filter(Boolean) : [];
  const filters: ProductFilters = {
    nameWords: query.endpoint === "SEARCH" ? words : [],
    brandWords: query.endpoint === "BRAND" ? words : [],
    withPriceOnly: false,
    medication: query.type === undefined ? undefined : query.type === "medi",
    code: query.code,
    visibleCreators: visibleCreators(actor),
  };
  return pageOf(ctx, filters, query.page, 24, defaultPharmacyOf(actor));
}

/**
 * A visible product with every stock and active discount; with `withStocks` false (a visitor,
 * issue 19 §4), the product and its reference price only.
 */
export async function productDetail(
  ctx: AppContext,
  found: ProductWithBrand | null,
  withStocks = true,
): Promise<Product> {
  if (!found) throw notFound(TEXTS.market.productNotFound);
  if (!withStocks) return toProductDto(found, [], []);
  const ids = [found.product.id];
  const [stocks, discounts] = await Promise.all([
    repo.stocksOf(ctx.db, ids),
    repo.activeDiscounts(ctx.db, ids, ctx.clock.now()),
  ]);
  return toProductDto(found, stocks, discounts);
}

/**
 * `GET /market/product/{id}` (by id or uuid): the product, every pharmacy's stock and the active
 * discounts; to a visitor (`actor` null), the shared catalogue's product with its reference price
 * only (issue 19 §4). @throws 404 "Ce produit n’existe pas." when unknown, broken or not visible.
 */
export async function getProduct(
  ctx: AppContext,
  actor: Actor | null,
  id: string,
): Promise<Product> {
  const creators = actor ? visibleCreators(actor) : [];
  return productDetail(ctx, await repo.findProduct(ctx.db, { id }, creators), actor !== null);
}

/** `GET /market/product-pharmanity/{id}`: by catalogue number (pid) or by 13-digit code. */
export async function getProductPharmanity(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<Product> {
  const key = /^\d{13}$/.test(id)
    ? { code: id }
    : /^\d{1,9}$/.test(id)
      ? { pid: Number(id) }
      : { id };
  return productDetail(ctx, await repo.findProduct(ctx.db, key, visibleCreators(actor)));
}
