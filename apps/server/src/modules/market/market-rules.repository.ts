import { and, gte, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { directoryKeySql } from "../../db/schema.js";
import { marketDiscounts, marketProducts } from "./market.schema.js";

/**
 * THE product visibility rule (issue 11 §4, issue 17 §6), for every path that reads products
 * (listing, product page, the cart's offer, quote and order): no error, and either from the
 * shared catalogue or created by a pharmacy in `creators` (`visibleCreators(actor)`).
 */
export function productVisible(creators: readonly string[]): SQL {
  const shared = isNull(marketProducts.createdBy);
  const mine = creators.length > 0 ? inArray(marketProducts.createdBy, [...creators]) : undefined;
  return and(isNull(marketProducts.error), mine ? or(shared, mine) : shared) as SQL;
}

/** A discount row active at `at` (start ≤ at ≤ end, both inclusive). */
export function discountActiveAt(at: Date): SQL {
  return and(lte(marketDiscounts.start, at), gte(marketDiscounts.end, at)) as SQL;
}

/**
 * THE active discount price (cents) of `pharmaId` on `productId` at `at`, or null: one per
 * pharmacy and product at any time, as overlapping discounts are refused (issue 17 §2).
 * `min` only guards the scalar subquery.
 */
export function activeDiscountPrice(pharmaId: AnyColumn, productId: AnyColumn, at: Date) {
  return sql<number | null>`(select min(${marketDiscounts.price}) from ${marketDiscounts}
    where ${marketDiscounts.pharmaId} = ${pharmaId}
      and ${marketDiscounts.productId} = ${productId}
      and ${discountActiveAt(at)})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  );
}

/**
 * THE `search_name` of a product (what the listing's `name` filter searches) from SQL
 * expressions of its name and brand: the shared `directoryKey` of "name brand", in SQL for the
 * products written in bulk (the stock import, issue 17 §4).
 */
export function productSearchNameSql(name: SQL, brand: SQL = sql`''`): SQL {
  return sql`btrim(${directoryKeySql(sql`${name} || ' ' || coalesce(${brand}, '')`)})`;
}
