import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OrderStatus } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { activeDiscountPrice, productVisible } from "../market/index.js";
import {
  managers,
  marketOrderLines,
  marketOrders,
  marketProducts,
  marketStocks,
  users,
  type MarketOrderLineRow,
  type MarketOrderRow,
} from "../../db/schema.js";

/** The columns of a user the orders show: who, which kind, their names, where. */
export interface PartyRow {
  id: string;
  type: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  idpharma: string | null;
  /** A pharmacy's setting: it accepts payment at the counter (issue 20 §1). */
  counterPayment: boolean;
}

/**
 * A product as a pharmacy sells it now: its stock price and quantity (cents, units), the
 * lowest active discount price (cents) or null, and its categories (for the 1I rule).
 */
export interface OfferRow {
  productId: string;
  name: string;
  medication: boolean;
  category1: string | null;
  category2: string | null;
  category3: string | null;
  unitPrice: number;
  available: number;
  discountPrice: number | null;
  /** The storage key of the product's thumbnail, or null. */
  thumb: string | null;
}

/** A line of an order with its product's thumbnail key now (null: no picture, or product gone). */
type OrderLineWithThumb = MarketOrderLineRow & { thumb: string | null };

/** An order with its lines and both parties. */
export interface OrderWithLines {
  order: MarketOrderRow;
  lines: OrderLineWithThumb[];
  client: PartyRow;
  vendor: PartyRow;
}

const clientUser = alias(users, "client_user");
const vendorUser = alias(users, "vendor_user");
const party = (table: typeof users | typeof clientUser | typeof vendorUser) => ({
  id: table.id,
  type: table.type,
  name: table.name,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  latitude: table.latitude,
  longitude: table.longitude,
  idpharma: table.idpharma,
  counterPayment: table.counterPayment,
});

const offerColumns = (now: Date) => ({
  productId: marketProducts.id,
  name: marketProducts.name,
  medication: marketProducts.medication,
  category1: marketProducts.category1,
  category2: marketProducts.category2,
  category3: marketProducts.category3,
  unitPrice: marketStocks.price,
  available: marketStocks.quantity,
  discountPrice: activeDiscountPrice(marketStocks.pharmaId, marketStocks.productId, now),
  thumb: marketProducts.thumb,
});

/** SQL of the orders module (issue 11 §2); any table may be joined, only here. */
export const ordersRepository = {
  /** One user's columns for the orders, or undefined. */
  async party(db: Executor, id: string): Promise<PartyRow | undefined> {
    const [row] = await db.select(party(users)).from(users).where(eq(users.id, id));
    return row;
  },

  /**
   * The pharmacy's offer for these products at `now`: products it does not stock, and those
   * the caller may not see (`productVisible(creators)`, the market's one rule), are absent.
   */
  async offerOf(
    db: Executor,
    pharmaId: string,
    productIds: string[],
    now: Date,
    creators: readonly string[],
  ): Promise<OfferRow[]> {
    if (productIds.length === 0) return [];
    return db
      .select(offerColumns(now))
      .from(marketStocks)
      .innerJoin(marketProducts, eq(marketProducts.id, marketStocks.productId))
      .where(
        and(
          eq(marketStocks.pharmaId, pharmaId),
          inArray(marketStocks.productId, productIds),
          productVisible(creators),
        ),
      );
  },

  /** Up to `limit` products in stock at the pharmacy, visible to the caller, whose name contains `name`, by name. */
  async searchOffer(
    db: Executor,
    pharmaId: string,
    name: string | undefined,
    now: Date,
    limit: number,
    creators: readonly string[],
  ): Promise<OfferRow[]> {
    const escaped = name?.replace(/[\\%_]/g, (c) => `\\${c}`);
    return db
      .select(offerColumns(now))
      .from(marketStocks)
      .innerJoin(marketProducts, eq(marketProducts.id, marketStocks.productId))
      .where(
        and(
          eq(marketStocks.pharmaId, pharmaId),
          sql`${marketStocks.quantity} > 0`,
          productVisible(creators),
          escaped ? ilike(marketProducts.name, `%${escaped}%`) : undefined,
        ),
      )
      .orderBy(asc(marketProducts.name), asc(marketProducts.id))
      .limit(limit);
  },

  /**
   * Takes `quantity` units from the pharmacy's stock only if that many are left (one guarded
   * UPDATE: concurrent orders never oversell). @returns true when taken.
   */
  async reserve(
    db: Executor,
    pharmaId: string,
    productId: string,
    quantity: number,
  ): Promise<boolean> {
    const taken = await db
      .update(marketStocks)
      .set({ quantity: sql`${marketStocks.quantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(marketStocks.pharmaId, pharmaId),
          eq(marketStocks.productId, productId),
          gte(marketStocks.quantity, quantity),
        ),
      )
      .returning({ quantity: marketStocks.quantity });
    return taken.length === 1;
  },

  /** Gives `quantity` units back to the pharmacy's stock (a canceled order). */
  async release(
    db: Executor,
    pharmaId: string,
    productId: string,
    quantity: number,
  ): Promise<void> {
    await db
      .update(marketStocks)
      .set({ quantity: sql`${marketStocks.quantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(marketStocks.pharmaId, pharmaId), eq(marketStocks.productId, productId)));
  },

  async insertOrder(
    db: Executor,
    order: typeof marketOrders.$inferInsert,
    lines: (typeof marketOrderLines.$inferInsert)[],
  ): Promise<void> {
    await db.insert(marketOrders).values(order);
    if (lines.length > 0) await db.insert(marketOrderLines).values(lines);
  },

  /** The users who manage any of `ids` (000 §6 managers). */
  async managersOf(db: Executor, ids: string[]): Promise<string[]> {
    const rows = await db
      .select({ idmanager: managers.idmanager })
      .from(managers)
      .where(inArray(managers.iduser, ids));
    return rows.map((r) => r.idmanager);
  },

  /** An order row, locked for update when `lock`. */
  async findOrder(db: Executor, id: string, lock = false): Promise<MarketOrderRow | undefined> {
    const query = db.select().from(marketOrders).where(eq(marketOrders.id, id));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  },

  /** Sets a pharmacy's counter payment setting (issue 20 §1). */
  async setCounterPayment(db: Executor, id: string, counterPayment: boolean): Promise<void> {
    await db.update(users).set({ counterPayment }).where(eq(users.id, id));
  },

  async setStatus(db: Executor, id: string, status: OrderStatus, now: Date): Promise<void> {
    await db.update(marketOrders).set({ status, updatedAt: now }).where(eq(marketOrders.id, id));
  },

  /** Orders with their lines and parties: by id, by client or by vendor; newest first. */
  async ordersWith(
    db: Executor,
    where: { ids?: string[]; client?: string; vendor?: string },
  ): Promise<OrderWithLines[]> {
    // never an unfiltered list
    if (!where.ids?.length && !where.client && !where.vendor) return [];
    const rows = await db
      .select({ order: marketOrders, client: party(clientUser), vendor: party(vendorUser) })
      .from(marketOrders)
      .innerJoin(clientUser, eq(clientUser.id, marketOrders.client))
      .innerJoin(vendorUser, eq(vendorUser.id, marketOrders.vendor))
      .where(
        or(
          where.ids ? inArray(marketOrders.id, where.ids) : undefined,
          where.client ? eq(marketOrders.client, where.client) : undefined,
          where.vendor ? eq(marketOrders.vendor, where.vendor) : undefined,
        ),
      )
      .orderBy(desc(marketOrders.createdAt), desc(marketOrders.id))
      .limit(200);
    if (rows.length === 0) return [];
    const lineRows = await db
      .select({ line: marketOrderLines, thumb: marketProducts.thumb })
      .from(marketOrderLines)
      .leftJoin(marketProducts, eq(marketProducts.id, marketOrderLines.productId))
      .where(
        inArray(
          marketOrderLines.orderId,
          rows.map((r) => r.order.id),
        ),
      )
      .orderBy(asc(marketOrderLines.name));
    const lines = lineRows.map(({ line, thumb }) => ({ ...line, thumb }));
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.orderId === row.order.id),
    }));
  },
};
