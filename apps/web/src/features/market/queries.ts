import {
  marketApi,
  type CreateDiscountInput,
  type CreateProductInput,
  type UpdateDiscountInput,
  type UpdateProductInput,
} from "@reseau/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Root of every catalogue query: a product, stock or discount change refreshes them all. */
const MARKET_KEY = [QUERY_ROOTS.market] as const;

/** The listing's filters as the catalogue page holds them (001 §7). */
export interface CatalogFilters {
  name?: string;
  category1?: string;
  category2?: string;
  category3?: string;
  brand?: string;
  type?: "para" | "medi";
  withPriceOnly?: boolean;
  pharmaIdStockOnly?: string;
  page: number;
  max?: number;
}

/** `GET /market/catalog`: the category tree (rarely changes: kept 10 minutes). */
export function useCatalogTree() {
  return useQuery({
    queryKey: [...MARKET_KEY, "catalog"],
    queryFn: ({ signal }) => call(marketApi.catalog, { signal }),
    staleTime: 600_000,
    meta: { context: "catalog" },
  });
}

/** `GET /market/brands`. */
export function useBrands() {
  return useQuery({
    queryKey: [...MARKET_KEY, "brands"],
    queryFn: ({ signal }) => call(marketApi.brands, { signal }),
    staleTime: 600_000,
    meta: { context: "brands" },
  });
}

/** The query string of a listing: unset filters left out, booleans as `true`. */
function productsQueryOf(filters: CatalogFilters) {
  return {
    mode: "list" as const,
    ...(filters.name?.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.category1 ? { category1: filters.category1 } : {}),
    ...(filters.category2 ? { category2: filters.category2 } : {}),
    ...(filters.category3 ? { category3: filters.category3 } : {}),
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.withPriceOnly ? { withPriceOnly: "true" as const } : {}),
    ...(filters.pharmaIdStockOnly ? { pharmaIdStockOnly: filters.pharmaIdStockOnly } : {}),
    page: filters.page,
    max: filters.max ?? 24,
  };
}

/** `GET /market/products?mode=list&…`: one page; the previous page stays shown while the next loads. */
export function useProducts(filters: CatalogFilters) {
  const query = productsQueryOf(filters);
  return useQuery({
    queryKey: [...MARKET_KEY, "products", query],
    queryFn: ({ signal }) => call(marketApi.products, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { context: "products" },
  });
}

/** `GET /market/product/{id}`. */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...MARKET_KEY, "product", id],
    queryFn: ({ signal }) => call(marketApi.product, { params: { id: id ?? "" }, signal }),
    enabled: !!id,
    meta: { context: "product" },
  });
}

/**
 * `GET /market/discounts-products/{group}/pharma/{id}`: a pharmacy's discounts with their
 * products (the running ones; all of them for the pharmacy itself).
 */
export function usePharmacyDiscounts(pharmaId: string | null | undefined, group: string | null) {
  return useQuery({
    queryKey: [...MARKET_KEY, "discounts", pharmaId],
    queryFn: ({ signal }) =>
      call(marketApi.discountsProductsOfPharmacy, {
        params: { group: group || "reseau", id: pharmaId ?? "" },
        signal,
      }),
    enabled: !!pharmaId,
    meta: { context: "discounts" },
  });
}

/** `PUT /market/product`. */
export const updateProduct = (body: UpdateProductInput) => call(marketApi.updateProduct, { body });
/** `POST /market/product`. */
export const createProduct = (body: CreateProductInput) => call(marketApi.createProduct, { body });
/** `DELETE /market/product/{id}`. */
export const deleteProduct = (id: string) => call(marketApi.deleteProduct, { params: { id } });
/** `POST /market/upload`: a base64 picture. */
export const uploadPicture = (data: string) => call(marketApi.upload, { body: { data } });
/** `POST /market/discount`. */
export const createDiscount = (body: CreateDiscountInput) =>
  call(marketApi.createDiscount, { body });
/** `PUT /market/discount`. */
export const updateDiscount = (body: UpdateDiscountInput) =>
  call(marketApi.updateDiscount, { body });
/** `DELETE /market/discount/{id}`. */
export const deleteDiscount = (id: string) => call(marketApi.deleteDiscount, { params: { id } });
