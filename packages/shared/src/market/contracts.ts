import { z } from "zod";
import { byIdParams, defineEndpoint, idParam, noContent } from "../common/endpoint.js";
import {
  brandSchema,
  categoryNodeSchema,
  createDiscountSchema,
  createProductSchema,
  discountSchema,
  discountWithProductSchema,
  marketUploadResponseSchema,
  marketUploadSchema,
  pharmanitySearchQuerySchema,
  productPageSchema,
  productSchema,
  productsQuerySchema,
  updateDiscountSchema,
  updateProductSchema,
} from "./schemas.js";

/** Image bytes answered as they are (`Content-Type` the picture's), not JSON. */
const imageBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

const groupParams = z.object({ group: z.string().regex(/^[a-z0-9_-]{1,40}$/i) });
const groupPharmaParams = groupParams.extend({ id: idParam });
const imageKeyParams = z.object({ key: z.string().regex(/^[\w-]{1,64}$/) });

/**
 * The marketplace's catalogue, products, stocks and discounts (001 §7 "Marketplace", under the
 * `/market` prefix of DECISIONS.md; issue 11 §1, §3, §4). Every amount is in cents.
 */
export const marketApi = {
  catalog: defineEndpoint({
    method: "GET",
    path: "/market/catalog",
    response: z.array(categoryNodeSchema),
    access: "public",
    summary:
      "The catalogue's category tree, roots first by order (001 §3 Catalog category); public (issue 19 §4).",
  }),
  wawCatalog: defineEndpoint({
    method: "GET",
    path: "/market/waw/catalog",
    response: z.array(categoryNodeSchema),
    summary: "The category tree of the network mode (the same tree here).",
  }),
  brands: defineEndpoint({
    method: "GET",
    path: "/market/brands",
    response: z.array(brandSchema),
    access: "public",
    summary: "The catalogue's brands, by name; public (issue 19 §4).",
  }),
  product: defineEndpoint({
    method: "GET",
    path: "/market/product/{id}",
    params: byIdParams,
    response: productSchema,
    summary:
      "A product (by id or uuid) with every pharmacy's stock and active discounts; 404 when unknown, broken or another pharmacy's own product. Public: a visitor gets the product and its reference price, no stock nor discount (issue 19 §4).",
    access: "public",
  }),
  productPharmanity: defineEndpoint({
    method: "GET",
    path: "/market/product-pharmanity/{id}",
    params: byIdParams,
    response: productSchema,
    summary: "A product by its catalogue number (pid) or its EAN13 / CIP13 code.",
  }),
  products: defineEndpoint({
    method: "GET",
    path: "/market/products",
    query: productsQuerySchema,
    response: productPageSchema,
    summary:
      "The product listing with the filters of 001 §7 (name, withPriceOnly, grp, brand, type, max, page, category1–3, pharmaIdStockOnly), by name. Public: a visitor gets the shared catalogue with reference prices, no stock nor discount, and 401 for pharmaIdStockOnly (issue 19 §4).",
    access: "public",
  }),
  productsPharmanity: defineEndpoint({
    method: "GET",
    path: "/market/products-pharmanity",
    query: pharmanitySearchQuerySchema,
    response: productPageSchema,
    summary: "The network mode's product search: type, txt (name or brand), code, page.",
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/market/upload",
    body: marketUploadSchema,
    response: marketUploadResponseSchema,
    status: 201,
    summary:
      "A pharmacy uploads a product picture (JPEG, PNG or WebP read from the bytes), reduced with its thumbnail.",
  }),
  image: defineEndpoint({
    method: "GET",
    path: "/market/images/{key}",
    params: imageKeyParams,
    response: imageBytes,
    access: "public",
    summary: "A product picture or thumbnail (WebP); public, as the catalogue (issue 19 §4).",
  }),
  createProduct: defineEndpoint({
    method: "POST",
    path: "/market/product",
    body: createProductSchema,
    response: productSchema,
    status: 201,
    summary:
      "A pharmacy creates a product the catalogue lacks (visible to its own patients), with its stock.",
  }),
  updateProduct: defineEndpoint({
    method: "PUT",
    path: "/market/product",
    body: updateProductSchema,
    response: productSchema,
    summary:
      "A pharmacy sets its own price and stock of a product; the other fields only on a product it created (403 otherwise).",
  }),
  deleteProduct: defineEndpoint({
    method: "DELETE",
    path: "/market/product/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary:
      "A pharmacy removes a product from its catalogue: its stock entry, or the product itself when it created it.",
  }),
  discounts: defineEndpoint({
    method: "GET",
    path: "/market/discounts/{group}",
    params: groupParams,
    response: z.array(discountSchema),
    summary: "A pharmacy: its own discounts; anyone else: the group's active discounts (001 §6).",
  }),
  discountsProducts: defineEndpoint({
    method: "GET",
    path: "/market/discounts-products/{group}",
    params: groupParams,
    response: z.array(discountWithProductSchema),
    summary: "As /market/discounts/{group}, each with its product.",
  }),
  discountsProductsOfPharmacy: defineEndpoint({
    method: "GET",
    path: "/market/discounts-products/{group}/pharma/{id}",
    params: groupPharmaParams,
    response: z.array(discountWithProductSchema),
    summary:
      "One pharmacy's discounts with their products: the active ones, or all of them for the pharmacy itself.",
  }),
  createDiscount: defineEndpoint({
    method: "POST",
    path: "/market/discount",
    body: createDiscountSchema,
    response: discountSchema,
    status: 201,
    summary:
      "A pharmacy creates a discount on a para product it stocks; 400 when above its price or ending before it starts.",
  }),
  updateDiscount: defineEndpoint({
    method: "PUT",
    path: "/market/discount",
    body: updateDiscountSchema,
    response: discountSchema,
    summary: "A pharmacy changes one of its discounts; 404 for another pharmacy's.",
  }),
  deleteDiscount: defineEndpoint({
    method: "DELETE",
    path: "/market/discount/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "A pharmacy deletes one of its discounts; 404 for another pharmacy's.",
  }),
};
