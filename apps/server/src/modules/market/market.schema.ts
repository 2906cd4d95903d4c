import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "../accounts/accounts.schema.js";

/** The kinds of catalogue category (001 §3 Catalog category). */
export type CategoryType = "parapharmacy" | "medication" | "brand";

/**
 * The catalogue's category tree (001 §3 Catalog category): `code` as the catalogue names it
 * (e.g. `1I`, prescription-only), `parent` the code of the parent (null at the root), `level`
 * 1 to 3 (the product's `category1` to `category3`), `ord` the order among siblings.
 */
export const marketCategories = pgTable(
  "market_categories",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    ord: integer("ord").notNull().default(0),
    parent: text("parent"),
    type: text("type").$type<CategoryType>().notNull(),
    level: integer("level").notNull(),
  },
  (t) => [index("market_categories_parent_idx").on(t.parent, t.ord)],
);

/** Brands of the catalogue (001 §7 `/brands`). */
export const marketBrands = pgTable("market_brands", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/**
 * A product of the catalogue (001 §3 Product). `pid` is the catalogue's number, `uuid` its
 * stable public id; `price` the reference price in cents (null when the catalogue has none);
 * `category1`–`category3` category codes; `code` the EAN13 / CIP13; `image` and `thumb` storage
 * keys of the picture and its thumbnail; `error` set when the catalogue entry is broken (such
 * products never show). `createdBy` is the pharmacy that created a product the catalogue lacked
 * (visible to its own patients only, issue 11 §4); null for the shared catalogue.
 */
export const marketProducts = pgTable(
  "market_products",
  {
    id: text("id").primaryKey(),
    pid: integer("pid").notNull().unique(),
    uuid: text("uuid").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    image: text("image"),
    thumb: text("thumb"),
    brandId: text("brand_id").references(() => marketBrands.id, { onDelete: "set null" }),
    /** Reference price, in cents. */
    price: integer("price"),
    category1: text("category1"),
    category2: text("category2"),
    category3: text("category3"),
    medication: boolean("medication").notNull().default(false),
    /** EAN13 or CIP13, 13 digits. */
    code: text("code"),
    error: text("error"),
    /**
     * The matching form of "name brand" (shared `directoryKey`: accents folded, lower case),
     * written by the market repository: what the listing's `name` filter searches by trigram.
     */
    searchName: text("search_name").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_products_code_idx").on(t.code),
    index("market_products_brand_idx").on(t.brandId, t.name),
    index("market_products_category_idx").on(t.category1, t.category2, t.category3, t.name),
    index("market_products_name_idx").on(t.name, t.id),
    // the listing's `name` filter (words of the name or brand, any position): trigram LIKE,
    // written through like the directory's (no pending list: PGlite has no autovacuum)
    index("market_products_search_trgm_idx")
      .using("gin", t.searchName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("market_products_created_by_idx").on(t.createdBy),
    check("market_products_price_check", sql`price is null or price >= 0`),
  ],
);

/**
 * One pharmacy's stock of one product (001 §3 "A stock has name, pharmaId, price, quantity,
 * grp"): its own price in cents and quantity; `grp` the pharmacy's white-label group.
 */
export const marketStocks = pgTable(
  "market_stocks",
  {
    productId: text("product_id")
      .notNull()
      .references(() => marketProducts.id, { onDelete: "cascade" }),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Price in cents. */
    price: integer("price").notNull(),
    quantity: integer("quantity").notNull().default(0),
    grp: text("grp"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.pharmaId] }),
    index("market_stocks_pharma_idx").on(t.pharmaId, t.productId),
    check("market_stocks_price_check", sql`price >= 0`),
    check("market_stocks_quantity_check", sql`quantity >= 0`),
  ],
);

/**
 * A pharmacy's discount on a product (001 §3 Discount): the discounted `price` in cents, from
 * `start` to `end` (inclusive instants); `grp` the group it belongs to.
 */
export const marketDiscounts = pgTable(
  "market_discounts",
  {
    id: text("id").primaryKey(),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => marketProducts.id, { onDelete: "cascade" }),
    /** Discounted price, in cents. */
    price: integer("price").notNull(),
    grp: text("grp"),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_discounts_pharma_idx").on(t.pharmaId, t.productId, t.end),
    index("market_discounts_grp_idx").on(t.grp, t.end),
  ],
);

/** Marketplace order statuses (001 §4). */
export type MarketOrderStatus =
  | "CREATED"
  | "AWAITING_PAYMENT"
  | "PROCESSING_PAYMENT"
  | "ERROR_PAYMENT"
  | "CANCELED"
  | "REFUNDED"
  | "PAYED"
  | "READY"
  | "RESERVATION_ONLY"
  | "DELIVRED";

/**
 * An order (001 §3 Order): `client` the patient, `vendor` the pharmacy; every amount in cents,
 * computed by the server from its own prices (issue 11 §2).
 */
export const marketOrders = pgTable(
  "market_orders",
  {
    id: text("id").primaryKey(),
    client: text("client")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendor: text("vendor")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<MarketOrderStatus>().notNull(),
    totalPara: integer("total_para").notNull(),
    totalMedi: integer("total_medi").notNull(),
    reductionPara: integer("reduction_para").notNull(),
    totalDelivery: integer("total_delivery").notNull(),
    totalWithoutDelivery: integer("total_without_delivery").notNull(),
    totalFinal: integer("total_final").notNull(),
    deliveryRef: text("delivery_ref"),
    cardReg: text("card_reg"),
    /** What the patient says at the counter (issue 18 §1, `newPickupCode`). */
    pickupCode: text("pickup_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_orders_client_idx").on(t.client, t.createdAt),
    index("market_orders_vendor_idx").on(t.vendor, t.createdAt),
  ],
);

/**
 * A line of an order (the order's `cart`): the product, its name and unit price in cents as
 * sold (after discount), the reference unit price before discount, the quantity.
 */
export const marketOrderLines = pgTable(
  "market_order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => marketOrders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => marketProducts.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    medication: boolean("medication").notNull(),
    quantity: integer("quantity").notNull(),
    /** Unit price before any discount, in cents. */
    unitPrice: integer("unit_price").notNull(),
    /** Unit price paid, in cents (the discount's when one was active). */
    paidUnitPrice: integer("paid_unit_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check("market_order_lines_quantity_check", sql`quantity > 0`),
  ],
);

export type MarketProductRow = typeof marketProducts.$inferSelect;
export type MarketStockRow = typeof marketStocks.$inferSelect;
export type MarketDiscountRow = typeof marketDiscounts.$inferSelect;
export type MarketOrderRow = typeof marketOrders.$inferSelect;
export type MarketOrderLineRow = typeof marketOrderLines.$inferSelect;
