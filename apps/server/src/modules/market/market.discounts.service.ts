/** Discounts (001 §3 Discount, issue 11 §3, issue 17 §2): « Promotions », create, change, delete. */
import {
  discountPriceError,
  format,
  formatParisDateTime,
  TEXTS,
  type Discount,
  type DiscountWithProduct,
} from "@reseau/shared";
import type { z } from "zod";
import type { createDiscountSchema, updateDiscountSchema } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { discountPolicy, visibleCreators } from "./market.policy.js";
import { marketRepository as repo, type ProductWithBrand } from "./market.repository.js";
import type { MarketDiscountRow } from "./market.schema.js";
import { toDiscountDto, toProductDto } from "./market.serialize.js";
import { pharmacyToEdit } from "./market.products.service.js";

/** Discounts with their products, for a listing of discounts. */
async function withProducts(
  ctx: AppContext,
  actor: Actor,
  rows: MarketDiscountRow[],
): Promise<DiscountWithProduct[]> {
  const creators = [...new Set([...visibleCreators(actor), ...rows.map((r) => r.pharmaId)])];
  const result: DiscountWithProduct[] = [];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const stocks = await repo.stocksOf(ctx.db, productIds);
  for (const row of rows) {
    const found = await repo.findProduct(ctx.db, { id: row.productId }, creators);
    if (!found) continue;
    const own = stocks.filter((s) => s.pharmaId === row.pharmaId);
    result.push({ ...toDiscountDto(row), product: toProductDto(found, own, [row]) });
  }
  return result;
}

/**
 * The discounts a caller sees under a group (001 §6): a pharmacy its own, all of them (to edit
 * them); anyone else the group's running discounts.
 */
async function discountsOfGroup(ctx: AppContext, actor: Actor, group: string) {
  if (actor.type === "pharmacy") return repo.discounts(ctx.db, { pharmaId: actor.id });
  return repo.discounts(ctx.db, { grp: group, activeAt: ctx.clock.now() });
}

/** `GET /market/discounts/{group}`. */
export async function listDiscounts(ctx: AppContext, actor: Actor, group: string) {
  return (await discountsOfGroup(ctx, actor, group)).map(toDiscountDto);
}

/** `GET /market/discounts-products/{group}`. */
export async function listDiscountsProducts(ctx: AppContext, actor: Actor, group: string) {
  return withProducts(ctx, actor, await discountsOfGroup(ctx, actor, group));
}

/**
 * `GET /market/discounts-products/{group}/pharma/{id}`: one pharmacy's running discounts with
 * their products (every one of them, to the pharmacy itself and its managers). The group of the
 * path is not a filter: a pharmacy's discounts are of its own group.
 */
export async function listPharmacyDiscounts(ctx: AppContext, actor: Actor, pharmaId: string) {
  const own = actor.actsFor.includes(pharmaId);
  const rows = await repo.discounts(ctx.db, {
    pharmaId,
    ...(own ? {} : { activeAt: ctx.clock.now() }),
  });
  return withProducts(ctx, actor, rows);
}

/**
 * The checks of a discount's price on a product at a pharmacy (issue 11 §3): a para product it
 * sees and stocks, a price strictly below its stock price.
 * @throws 404 for an unknown product; 400 for a medication, a product not in stock, a price at
 *   or above the normal price.
 */
async function checkDiscountPrice(
  db: Executor,
  pharmaId: string,
  productId: string,
  price: number,
): Promise<void> {
  const found = await repo.findProduct(db, { id: productId }, [pharmaId]);
  if (!found) throw notFound(TEXTS.market.productNotFound);
  if (found.product.medication) throw badRequest(TEXTS.discounts.paraOnly);
  const stock = await repo.stockOf(db, found.product.id, pharmaId);
  if (!stock) throw badRequest(TEXTS.discounts.notInStock);
  const refusal = discountPriceError(price, stock.price);
  if (refusal) throw badRequest(refusal);
}

/**
 * Refuses a period meeting another discount of the pharmacy on the product (issue 17 §2: one
 * discount at a time, so the price shown is the price charged). Call it in the transaction that
 * writes the discount: it locks the product's row.
 * @throws 400 « Une remise existe déjà du … au … sur ce produit. » naming the other period.
 */
async function checkNoOverlap(
  db: Executor,
  d: { pharmaId: string; productId: string; start: Date; end: Date; exceptId?: string },
): Promise<void> {
  // the product's row locked until the commit: two requests for one product cannot both find
  // no other period and both insert (PostgreSQL reads committed rows only)
  await repo.productById(db, d.productId, true);
  const other = await repo.overlappingDiscount(db, d);
  if (other)
    throw badRequest(
      format(TEXTS.discounts.overlaps, {
        start: formatParisDateTime(other.start),
        end: formatParisDateTime(other.end),
      }),
    );
}

/**
 * `POST /market/discount` (001 §3 Discount, issue 11 §3): a pharmacy's discount on a para
 * product it stocks; the group is the pharmacy's.
 * @throws 403 for another pharmacy or a non-pharmacy; 404 unknown product; 400 see
 *   `checkDiscountPrice`, a period meeting another discount of the product (an end before the
 *   start, a date outside 2000–2100 are the schema's 400).
 */
export async function createDiscount(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof createDiscountSchema>,
): Promise<Discount> {
  const pharmacy = await pharmacyToEdit(ctx.db, actor, body.pharmaId);
  await checkDiscountPrice(ctx.db, pharmacy.id, body.productId, body.price);
  const found = await repo.findProduct(ctx.db, { id: body.productId }, [pharmacy.id]);
  const productId = (found as ProductWithBrand).product.id;
  const period = { start: new Date(body.start), end: new Date(body.end) };
  const row = await inTransaction(ctx, async (tx) => {
    await checkNoOverlap(tx, { pharmaId: pharmacy.id, productId, ...period });
    return repo.insertDiscount(tx, {
      id: newId(),
      pharmaId: pharmacy.id,
      productId,
      price: body.price,
      grp: pharmacy.grp,
      ...period,
    });
  });
  return toDiscountDto(row);
}

/**
 * `PUT /market/discount`: a pharmacy changes the price and dates of one of its discounts.
 * @throws 404 for an unknown discount or another pharmacy's; 400 as `createDiscount`.
 */
export async function updateDiscount(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof updateDiscountSchema>,
): Promise<Discount> {
  const discount = await repo.discountById(ctx.db, body.id);
  authorize(discountPolicy, "edit", actor, discount);
  await checkDiscountPrice(ctx.db, discount.pharmaId, discount.productId, body.price);
  const period = { start: new Date(body.start), end: new Date(body.end) };
  const row = await inTransaction(ctx, async (tx) => {
    await checkNoOverlap(tx, {
      pharmaId: discount.pharmaId,
      productId: discount.productId,
      ...period,
      exceptId: discount.id,
    });
    return repo.updateDiscount(tx, discount.id, { price: body.price, ...period });
  });
  return toDiscountDto(row);
}

/** `DELETE /market/discount/{id}`. @throws 404 for an unknown discount or another pharmacy's. */
export async function deleteDiscount(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const discount = await repo.discountById(ctx.db, id);
  authorize(discountPolicy, "edit", actor, discount);
  await inTransaction(ctx, (tx) => repo.deleteDiscount(tx, discount.id));
}
