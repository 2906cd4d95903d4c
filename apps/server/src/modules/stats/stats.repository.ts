import { and, eq, gte, inArray, lt, min, sql } from "drizzle-orm";
import { PRESCRIPTION_TYPES, PROCESSED_STATUSES } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  documents,
  documentShares,
  marketOrders,
  messages,
  renewalOrders,
  surveyAnswers,
} from "../../db/schema.js";

/** An instant window `[start, end)`; the service widens a Paris period to it and buckets by day. */
export interface Window {
  start: Date;
  end: Date;
}

/** The SQL of the pharmacy statistics (issue 21 §4): raw facts of `pharmacies` in a window. */
export const statsRepository = {
  /** When each prescription was shared with one of `pharmacies` (its reception), in the window. */
  async prescriptionsReceived(db: Executor, pharmacies: string[], w: Window): Promise<Date[]> {
    const rows = await db
      .select({ at: documentShares.createdAt })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.iddocument))
      .where(
        and(
          inArray(documentShares.iduser, pharmacies),
          inArray(documents.type, [...PRESCRIPTION_TYPES]),
          gte(documentShares.createdAt, w.start),
          lt(documentShares.createdAt, w.end),
        ),
      );
    return rows.map((row) => row.at);
  },

  /**
   * Each prescription one of `pharmacies` processed: the first status message it sent about it
   * with a processed status (000 §4's group: READY, CANCELED, DELIVERY, DELIVERED), and when it
   * had received it; those whose first processing falls in the window.
   */
  async prescriptionsProcessed(
    db: Executor,
    pharmacies: string[],
    w: Window,
  ): Promise<{ at: Date; receivedAt: Date }[]> {
    const first = min(messages.date);
    const rows = await db
      .select({ at: first, receivedAt: documentShares.createdAt })
      .from(messages)
      .innerJoin(
        documentShares,
        and(
          eq(documentShares.iddocument, messages.iddocument),
          eq(documentShares.iduser, messages.sender),
        ),
      )
      .innerJoin(documents, eq(documents.id, messages.iddocument))
      .where(
        and(
          inArray(messages.sender, pharmacies),
          inArray(documents.type, [...PRESCRIPTION_TYPES]),
          inArray(sql<string>`${messages.meta}->>'status'`, [...PROCESSED_STATUSES]),
        ),
      )
      .groupBy(messages.iddocument, messages.sender, documentShares.createdAt)
      .having(and(gte(first, w.start), lt(first, w.end)));
    return rows.flatMap((row) => (row.at ? [{ at: row.at, receivedAt: row.receivedAt }] : []));
  },

  /** When each renewal order placed with one of `pharmacies` in the window was placed. */
  async renewalsPlaced(db: Executor, pharmacies: string[], w: Window): Promise<Date[]> {
    const rows = await db
      .select({ at: renewalOrders.createdAt })
      .from(renewalOrders)
      .where(
        and(
          inArray(renewalOrders.idpharmacy, pharmacies),
          gte(renewalOrders.createdAt, w.start),
          lt(renewalOrders.createdAt, w.end),
        ),
      );
    return rows.map((row) => row.at);
  },

  /** The marketplace orders placed with one of `pharmacies` in the window: when, status, total in cents. */
  async ordersPlaced(
    db: Executor,
    pharmacies: string[],
    w: Window,
  ): Promise<{ at: Date; status: string; totalFinal: number }[]> {
    return db
      .select({
        at: marketOrders.createdAt,
        status: marketOrders.status,
        totalFinal: marketOrders.totalFinal,
      })
      .from(marketOrders)
      .where(
        and(
          inArray(marketOrders.vendor, pharmacies),
          gte(marketOrders.createdAt, w.start),
          lt(marketOrders.createdAt, w.end),
        ),
      );
  },

  /** When each survey answer of one of `pharmacies` in the window was given. */
  async surveysAnswered(db: Executor, pharmacies: string[], w: Window): Promise<Date[]> {
    const rows = await db
      .select({ at: surveyAnswers.date })
      .from(surveyAnswers)
      .where(
        and(
          inArray(surveyAnswers.idpharma, pharmacies),
          gte(surveyAnswers.date, w.start),
          lt(surveyAnswers.date, w.end),
        ),
      );
    return rows.map((row) => row.at);
  },
};
