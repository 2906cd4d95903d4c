import { z } from "zod";
import { saneInstantSchema } from "../common/sane-dates.js";
import { idParam } from "../common/endpoint.js";
import { MAX_AMOUNT_CENTS } from "../common/money.js";
import { isValidEan13 } from "./ean.js";
import { discountDatesInOrder } from "./forms.js";
import { MARKET_TEXTS } from "./texts.js";

/** The prescription-only category code (001 §5, §9 "Prescription-only category code 1I"). */
export const PRESCRIPTION_ONLY_CATEGORY = "1I";

/** True when any of the product's categories is `1I` (001 §3, §5): shown, never sold online. */
export function isPrescriptionOnly(product: {
  category1?: string | null;
  category2?: string | null;
  category3?: string | null;
}): boolean {
  return [product.category1, product.category2, product.category3].includes(
    PRESCRIPTION_ONLY_CATEGORY,
  );
}

/** The default and largest page of `GET /market/products` (products per page). */
export const PRODUCTS_PAGE_DEFAULT = 24;
export const PRODUCTS_PAGE_MAX = 100;
/** The last page one may ask for (deeper pages are a search to refine, not to walk). */
export const PRODUCTS_PAGE_LAST = 500;

/** An amount in cents, as stored and sent (docs/DECISIONS.md: money in integer cents). */
export const centsSchema = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

/** A category code of the catalogue (`1I`, `2A`…): letters, digits, dash. */
export const categoryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,16}$/, "Le code de catégorie n'a pas le format attendu.");

/** A catalogue category with its children (001 §3 Catalog category). */
export interface CategoryNode {
  code: string;
  name: string;
  order: number;
  parent: string | null;
  type: "parapharmacy" | "medication" | "brand";
  level: number;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    order: z.number().int(),
    parent: z.string().nullable(),
    type: z.enum(["parapharmacy", "medication", "brand"]),
    level: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);

/** A brand (001 §7 `/brands`). */
export const brandSchema = z.object({ id: z.string(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** One pharmacy's stock of a product (001 §3): price in cents, quantity, the pharmacy's group. */
export const stockSchema = z.object({
  pharmaId: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  grp: z.string().nullable(),
});
export type Stock = z.infer<typeof stockSchema>;

/** A discount (001 §3 Discount): the discounted price in cents, from `start` to `end` (ISO). */
export const discountSchema = z.object({
  id: z.string(),
  pharmaId: z.string(),
  productId: z.string(),
  price: z.number().int(),
  group: z.string().nullable(),
  start: z.string(),
  end: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * A product (001 §3 Product) as the wire carries it: `_id` its id, `image`/`thumb` URLs (or null),
 * `brand` the brand's name, `price` the reference price in cents, `prescriptionOnly` when a
 * category is `1I`, `stocks` the pharmacies' stocks (all of them on the product page; on a
 * listing only the `pharmaIdStockOnly` pharmacy's), `discounts` the active discounts of those
 * pharmacies, `own` true when the caller's pharmacy created it.
 */
export const productSchema = z.object({
  _id: z.string(),
  pid: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  thumb: z.string().nullable(),
  brand: z.string().nullable(),
  brandId: z.string().nullable(),
  price: z.number().int().nullable(),
  category1: z.string().nullable(),
  category2: z.string().nullable(),
  category3: z.string().nullable(),
  medication: z.boolean(),
  code: z.string().nullable(),
  prescriptionOnly: z.boolean(),
  createdBy: z.string().nullable(),
  stocks: z.array(stockSchema),
  discounts: z.array(discountSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A page of products: `hasMore` when a next page exists (pages start at 1). */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int(),
  max: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const booleanFlag = z
  .enum(["true", "false", "1", "0"], "Le champ doit valoir true ou false.")
  .transform((value) => value === "true" || value === "1");

const optionalText = z.string().trim().min(1).max(100).optional();

/**
 * Query of `GET /market/products?mode=list` (001 §7): `name` (words the name contains, case and
 * accents ignored), `withPriceOnly` (only products with a price: the stock's when a pharmacy is
 * given, else the reference price), `grp` (stocked by a pharmacy of that group), `brand` (a
 * brand id), `type` (`para` or `medi`), `max` (1–100, default 24), `page` (from 1),
 * `category1`–`category3` (codes), `pharmaIdStockOnly` (only what that pharmacy stocks).
 */
export const productsQuerySchema = z.object({
  mode: z.literal("list").default("list"),
  name: optionalText,
  withPriceOnly: booleanFlag.optional(),
  grp: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, "Le groupe n'a pas le format attendu.")
    .optional(),
  brand: idParam.optional(),
  type: z.enum(["para", "medi"], MARKET_TEXTS.market.typeInvalid).optional(),
  max: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_MAX).default(PRODUCTS_PAGE_DEFAULT),
  page: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_LAST).default(1),
  category1: categoryCodeSchema.optional(),
  category2: categoryCodeSchema.optional(),
  category3: categoryCodeSchema.optional(),
  pharmaIdStockOnly: idParam.optional(),
});
export type ProductsQuery = z.output<typeof productsQuerySchema>;

/**
 * Query of `GET /market/products-pharmanity?mode=search` (001 §7, the network mode's search):
 * `type` medi or para, `txt` words of the name (`endpoint=SEARCH`, the default) or of the brand
 * (`endpoint=BRAND`), `code` an exact EAN13 / CIP13, `page` from 1 (24 per page).
 */
export const pharmanitySearchQuerySchema = z.object({
  mode: z.literal("search").default("search"),
  page: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_LAST).default(1),
  type: z.enum(["para", "medi"], MARKET_TEXTS.market.typeInvalid).optional(),
  txt: optionalText,
  code: z
    .string()
    .trim()
    .regex(/^\d{13}$/, MARKET_TEXTS.market.eanInvalid)
    .optional(),
  endpoint: z.enum(["SEARCH", "BRAND"]).default("SEARCH"),
});
export type PharmanitySearchQuery = z.output<typeof pharmanitySearchQuerySchema>;

/** A pharmacy's own stock entry of a product: price in cents, quantity (issue 11 §4). */
export const stockInputSchema = z.object({
  price: centsSchema,
  quantity: z.number().int().min(0).max(1_000_000),
});

const eanSchema = z.string().trim().refine(isValidEan13, MARKET_TEXTS.market.eanInvalid);

/** The fields of a product a pharmacy creates (issue 11 §4); `image` a key from `POST /market/upload`. */
export const productFieldsSchema = z.object({
  name: z.string().trim().min(2).max(200),
  description: z.string().trim().max(5000).nullable().optional(),
  brandId: idParam.nullable().optional(),
  price: centsSchema.nullable().optional(),
  category1: categoryCodeSchema.nullable().optional(),
  category2: categoryCodeSchema.nullable().optional(),
  category3: categoryCodeSchema.nullable().optional(),
  medication: z.boolean().default(false),
  code: eanSchema.nullable().optional(),
  image: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .nullable()
    .optional(),
});

/** Body of `POST /market/product`: a product the catalogue lacks, with the pharmacy's stock. */
export const createProductSchema = productFieldsSchema.extend({
  stock: stockInputSchema.optional(),
});
export type CreateProductInput = z.input<typeof createProductSchema>;

/**
 * Body of `PUT /market/product`: `{id, stock}` changes only the caller's own stock entry of any
 * product; the other fields change a product the caller's pharmacy created (403 otherwise).
 */
export const updateProductSchema = productFieldsSchema
  .partial()
  .extend({ id: idParam, medication: z.boolean().optional(), stock: stockInputSchema.optional() });
export type UpdateProductInput = z.input<typeof updateProductSchema>;

/** Body of `POST /market/upload`: a product picture in base64 (JPEG, PNG or WebP, read from the bytes). */
export const marketUploadSchema = z.object({ data: z.string().min(1).max(8_000_000) });
/** Answer of `POST /market/upload`: the key to give as `image`, and the URLs of both sizes. */
export const marketUploadResponseSchema = z.object({
  key: z.string(),
  image: z.string(),
  thumb: z.string(),
});

/** The fields a discount is written with (001 §3 Discount): prices in cents, ISO instants. */
const discountWriteFields = {
  pharmaId: idParam.optional(),
  price: centsSchema,
  group: z.string().max(40).nullable().optional(),
  start: saneInstantSchema("start"),
  end: saneInstantSchema("end"),
};
/** A discount ends after it starts (`discountDatesInOrder`), the error under `end`. */
const endAfterStart: [
  (d: { start: string; end: string }) => boolean,
  { message: string; path: string[] },
] = [
  (d) => discountDatesInOrder(d.start, d.end),
  { message: MARKET_TEXTS.discounts.endBeforeStart, path: ["end"] },
];

/** Body of `POST /market/discount` (001 §3 Discount); `pharmaId` defaults to the caller. */
export const createDiscountSchema = z
  .object({ ...discountWriteFields, productId: idParam })
  .refine(...endAfterStart);
export type CreateDiscountInput = z.input<typeof createDiscountSchema>;

/** Body of `PUT /market/discount`: the discount's id and its new price and dates. */
export const updateDiscountSchema = z
  .object({ id: idParam, ...discountWriteFields, productId: idParam.optional() })
  .refine(...endAfterStart);
export type UpdateDiscountInput = z.input<typeof updateDiscountSchema>;

/** A discount with its product (`/market/discounts-products/…`). */
export const discountWithProductSchema = discountSchema.extend({ product: productSchema });
export type DiscountWithProduct = z.infer<typeof discountWithProductSchema>;
