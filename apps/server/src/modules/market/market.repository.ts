import { and, asc, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { users } from "../../db/schema.js";
import {
  marketBrands,
  marketCategories,
  marketDiscounts,
  marketProducts,
  marketStocks,
  type MarketDiscountRow,
  type MarketProductRow,
} from "./market.schema.js";
import { discountActiveAt, productVisible } from "./market-rules.repository.js";

/** A category row of the tree. */
export type CategoryRow = typeof marketCategories.$inferSelect;
/** A brand row. */
export type BrandRow = typeof marketBrands.$inferSelect;

/** A product with its brand's name. */
export interface ProductWithBrand {
  product: MarketProductRow;
  brand: string | null;
}

/** A stock entry with its pharmacy's name (001 §3 "A stock has name, pharmaId, price, quantity, grp"). */
export interface StockWithName {
  productId: string;
  pharmaId: string;
  name: string;
  price: number;
  quantity: number;
  grp: string | null;
}

/**
 * The listing's filters once resolved by the service (001 §7): `nameWords` already in the
 * matching form, `visibleCreators` the pharmacies whose own products the caller may see.
 */
export interface ProductFilters {
  nameWords: string[];
  withPriceOnly: boolean;
  grp?: string;
  brandId?: string;
  medication?: boolean;
  category1?: string;
  category2?: string;
  category3?: string;
  pharmaIdStockOnly?: string;
  /** An exact EAN13 / CIP13. */
  code?: string;
  /** Words of the brand's name (the network search's `endpoint=BRAND`). */
  brandWords?: string[];
  visibleCreators: readonly string[];
}

const productColumns = { product: marketProducts, brand: marketBrands.name };

/** SQL for the catalogue, products, stocks and discounts; the only place that queries them. */
export const marketRepository = {
  async categories(db: Executor): Promise<CategoryRow[]> {
    return db
      .select()
      .from(marketCategories)
      .orderBy(asc(marketCategories.level), asc(marketCategories.ord), asc(marketCategories.code));
  },

  async categoryCodes(db: Executor, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await db
      .select({ code: marketCategories.code })
      .from(marketCategories)
      .where(inArray(marketCategories.code, codes));
    return new Set(rows.map((row) => row.code));
  },

  async brands(db: Executor): Promise<BrandRow[]> {
    return db.select().from(marketBrands).orderBy(asc(marketBrands.name));
  },

  async brandById(db: Executor, id: string): Promise<BrandRow | null> {
    const [row] = await db.select().from(marketBrands).where(eq(marketBrands.id, id)).limit(1);
    return row ?? null;
  },

  /** A visible product by id, uuid, pid (digits) or code (13 digits); null when none. */
  async findProduct(
    db: Executor,
    key: { id?: string; pid?: number; code?: string },
    creators: readonly string[],
  ): Promise<ProductWithBrand | null> {
    const match = key.id
      ? or(eq(marketProducts.id, key.id), eq(marketProducts.uuid, key.id))
      : key.pid !== undefined
        ? eq(marketProducts.pid, key.pid)
        : eq(marketProducts.code, key.code ?? "");
    const [row] = await db
      .select(productColumns)
      .from(marketProducts)
      .leftJoin(marketBrands, eq(marketBrands.id, marketProducts.brandId))
      .where(and(match, productVisible(creators)))
      .orderBy(asc(marketProducts.pid))
      .limit(1);
    return row ?? null;
  },

  /** A product by id whatever its visibility (for the pharmacy's edits); `lock` for a change. */
  async productById(db: Executor, id: string, lock = false): Promise<MarketProductRow | null> {
    const query = db.select().from(marketProducts).where(eq(marketProducts.id, id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /**
   * One page of the listing, by name then id: `limit` rows from `offset`. With no name words the
   * plan walks `market_products_name_idx` in order and probes each row's stock by its primary
   * key (an index walk that stops at the page's end; docs/ARCHITECTURE.md "The product listing").
   */
  listingStatement(db: Executor, filters: ProductFilters, offset: number, limit: number) {
    const where: (SQL | undefined)[] = [productVisible(filters.visibleCreators)];
    for (const word of filters.nameWords)
      where.push(sql`${marketProducts.searchName} like ${`%${word}%`}`);
    if (filters.brandId) where.push(eq(marketProducts.brandId, filters.brandId));
    if (filters.medication !== undefined)
      where.push(eq(marketProducts.medication, filters.medication));
    if (filters.category1) where.push(eq(marketProducts.category1, filters.category1));
    if (filters.category2) where.push(eq(marketProducts.category2, filters.category2));
    if (filters.category3) where.push(eq(marketProducts.category3, filters.category3));
    if (filters.code) where.push(eq(marketProducts.code, filters.code));
    for (const word of filters.brandWords ?? [])
      where.push(sql`${marketBrands.name} ilike ${`%${word}%`}`);
    if (filters.pharmaIdStockOnly) {
      where.push(
        sql`exists (select 1 from ${marketStocks} s where s.product_id = ${marketProducts.id} and s.pharma_id = ${filters.pharmaIdStockOnly}${filters.withPriceOnly ? sql` and s.price > 0` : sql``})`,
      );
    } else if (filters.withPriceOnly) {
      where.push(sql`${marketProducts.price} is not null`);
    }
    if (filters.grp) {
      where.push(
        sql`exists (select 1 from ${marketStocks} s where s.product_id = ${marketProducts.id} and s.grp = ${filters.grp})`,
      );
    }
    return db
      .select(productColumns)
      .from(marketProducts)
      .leftJoin(marketBrands, eq(marketBrands.id, marketProducts.brandId))
      .where(and(...where))
      .orderBy(asc(marketProducts.name), asc(marketProducts.id))
      .offset(offset)
      .limit(limit);
  },

  /** See `listingStatement`: the rows of one page. */
  async listProducts(
    db: Executor,
    filters: ProductFilters,
    offset: number,
    limit: number,
  ): Promise<ProductWithBrand[]> {
    return this.listingStatement(db, filters, offset, limit);
  },

  /** The stocks of these products, with the pharmacies' names; only `pharmaId`'s when given. */
  async stocksOf(db: Executor, productIds: string[], pharmaId?: string): Promise<StockWithName[]> {
    if (productIds.length === 0) return [];
    return db
      .select({
        productId: marketStocks.productId,
        pharmaId: marketStocks.pharmaId,
        name: sql<string>`coalesce(${users.name}, '')`,
        price: marketStocks.price,
        quantity: marketStocks.quantity,
        grp: marketStocks.grp,
      })
      .from(marketStocks)
      .innerJoin(users, eq(users.id, marketStocks.pharmaId))
      .where(
        and(
          inArray(marketStocks.productId, productIds),
          pharmaId ? eq(marketStocks.pharmaId, pharmaId) : undefined,
        ),
      )
      .orderBy(asc(users.name));
  },

  /** One pharmacy's stock entry of a product, or null. */
  async stockOf(db: Executor, productId: string, pharmaId: string) {
    const [row] = await db
      .select()
      .from(marketStocks)
      .where(and(eq(marketStocks.productId, productId), eq(marketStocks.pharmaId, pharmaId)))
      .limit(1);
    return row ?? null;
  },

  /** Sets a pharmacy's price and quantity of a product (creates the entry when absent). */
  async upsertStock(
    db: Executor,
    entry: {
      productId: string;
      pharmaId: string;
      price: number;
      quantity: number;
      grp: string | null;
    },
  ): Promise<void> {
    await db
      .insert(marketStocks)
      .values({ ...entry, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [marketStocks.productId, marketStocks.pharmaId],
        set: {
          price: entry.price,
          quantity: entry.quantity,
          grp: entry.grp,
          updatedAt: new Date(),
        },
      });
  },

  async deleteStock(db: Executor, productId: string, pharmaId: string): Promise<boolean> {
    const rows = await db
      .delete(marketStocks)
      .where(and(eq(marketStocks.productId, productId), eq(marketStocks.pharmaId, pharmaId)))
      .returning({ id: marketStocks.productId });
    return rows.length > 0;
  },

  async nextPid(db: Executor): Promise<number> {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${marketProducts.pid}), 0)::int` })
      .from(marketProducts);
    return (row?.max ?? 0) + 1;
  },

  async insertProduct(db: Executor, row: typeof marketProducts.$inferInsert): Promise<void> {
    await db.insert(marketProducts).values(row);
  },

  async updateProduct(
    db: Executor,
    id: string,
    fields: Partial<typeof marketProducts.$inferInsert>,
  ): Promise<void> {
    await db
      .update(marketProducts)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(marketProducts.id, id));
  },

  async deleteProduct(db: Executor, id: string): Promise<void> {
    await db.delete(marketProducts).where(eq(marketProducts.id, id));
  },

  /** How many products use a storage key as picture or thumbnail. */
  async productsUsingImage(db: Executor, key: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketProducts)
      .where(or(eq(marketProducts.image, key), eq(marketProducts.thumb, key)));
    return row?.n ?? 0;
  },

  /** Of these storage keys, those a product uses (the storage sweep keeps them). */
  async usedImageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ image: marketProducts.image, thumb: marketProducts.thumb })
      .from(marketProducts)
      .where(or(inArray(marketProducts.image, keys), inArray(marketProducts.thumb, keys)));
    const used = new Set<string>();
    for (const row of rows) {
      if (row.image) used.add(row.image);
      if (row.thumb) used.add(row.thumb);
    }
    return used;
  },

  /** Discounts active at `at` of these products, of these pharmacies (all when `pharmaIds` is absent). */
  async activeDiscounts(
    db: Executor,
    productIds: string[],
    at: Date,
    pharmaIds?: string[],
  ): Promise<MarketDiscountRow[]> {
    if (productIds.length === 0) return [];
    if (pharmaIds && pharmaIds.length === 0) return [];
    return db
      .select()
      .from(marketDiscounts)
      .where(
        and(
          inArray(marketDiscounts.productId, productIds),
          pharmaIds ? inArray(marketDiscounts.pharmaId, pharmaIds) : undefined,
          discountActiveAt(at),
        ),
      )
      .orderBy(asc(marketDiscounts.price));
  },

  /**
   * Discounts by who sees them: one pharmacy's (`pharmaId`), or a group's (`grp`); `activeAt`
   * keeps only those running then. Latest start first.
   */
  async discounts(
    db: Executor,
    where: { pharmaId?: string; grp?: string; activeAt?: Date },
  ): Promise<MarketDiscountRow[]> {
    return db
      .select()
      .from(marketDiscounts)
      .where(
        and(
          where.pharmaId ? eq(marketDiscounts.pharmaId, where.pharmaId) : undefined,
          where.grp ? eq(marketDiscounts.grp, where.grp) : undefined,
          where.activeAt ? discountActiveAt(where.activeAt) : undefined,
        ),
      )
      .orderBy(sql`${marketDiscounts.start} desc`, asc(marketDiscounts.id))
      .limit(500);
  },

  async discountById(db: Executor, id: string): Promise<MarketDiscountRow | null> {
    const [row] = await db
      .select()
      .from(marketDiscounts)
      .where(eq(marketDiscounts.id, id))
      .limit(1);
    return row ?? null;
  },

  async insertDiscount(
    db: Executor,
    row: typeof marketDiscounts.$inferInsert,
  ): Promise<MarketDiscountRow> {
    const [saved] = await db.insert(marketDiscounts).values(row).returning();
    return saved as MarketDiscountRow;
  },

  async updateDiscount(
    db: Executor,
    id: string,
    fields: Partial<typeof marketDiscounts.$inferInsert>,
  ): Promise<MarketDiscountRow> {
    const [saved] = await db
      .update(marketDiscounts)
      .set(fields)
      .where(eq(marketDiscounts.id, id))
      .returning();
    return saved as MarketDiscountRow;
  },

  /**
   * A discount of `pharmaId` on `productId` whose period meets [start, end] (inclusive), other
   * than `exceptId`; null when none (issue 17 §2: overlapping discounts are refused).
   */
  async overlappingDiscount(
    db: Executor,
    d: { pharmaId: string; productId: string; start: Date; end: Date; exceptId?: string },
  ): Promise<MarketDiscountRow | null> {
    const [row] = await db
      .select()
      .from(marketDiscounts)
      .where(
        and(
          eq(marketDiscounts.pharmaId, d.pharmaId),
          eq(marketDiscounts.productId, d.productId),
          lte(marketDiscounts.start, d.end),
          gte(marketDiscounts.end, d.start),
          d.exceptId ? ne(marketDiscounts.id, d.exceptId) : undefined,
        ),
      )
      .orderBy(asc(marketDiscounts.start))
      .limit(1);
    return row ?? null;
  },

  async deleteDiscount(db: Executor, id: string): Promise<void> {
    await db.delete(marketDiscounts).where(eq(marketDiscounts.id, id));
  },

  /** A user's type, group and name (the pharmacy of a stock or a discount). */
  async userById(db: Executor, id: string) {
    const [row] = await db
      .select({ id: users.id, type: users.type, grp: users.grp, name: users.name })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row ?? null;
  },
};
