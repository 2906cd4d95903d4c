import {
  addDays,
  daysBetween,
  format,
  parisDay,
  percentile,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  TEXTS,
  type Stats,
  type StatsDay,
  type StatsQuery,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import { badRequest } from "../../platform/errors.js";
import type { AppContext } from "../../platform/context.js";
import { pharmaciesCounted, statsPolicy } from "./stats.policy.js";
import { statsRepository as repo, type Window } from "./stats.repository.js";

/** The order statuses whose total counts as revenue: paid, ready, collected, or paid at the counter. */
const REVENUE_STATUSES = new Set(["PAYED", "READY", "DELIVRED", "RESERVATION_ONLY"]);
/** Orders that never happened: canceled or refunded, or whose payment did not go through. */
const NOT_ORDERS = new Set(["CANCELED", "REFUNDED", "ERROR_PAYMENT"]);

/** The instants that surely hold the Paris days `from`…`to`: a day of margin each side, in UTC. */
function windowOf(from: string, to: string): Window {
  return {
    start: new Date(`${addDays(from, -1)}T00:00:00Z`),
    end: new Date(`${addDays(to, 2)}T00:00:00Z`),
  };
}

const MINUTE_MS = 60_000;

/**
 * `GET /api/stats` (issue 21 §4 "Pharmacy statistics"): the activity of the caller's pharmacy —
 * or, for a group manager, of its members (all, or the one named) — over the Paris days `from`
 * to `to` (by default the last 30 days): per day the prescriptions received and processed, the
 * renewal orders and marketplace orders placed, the revenue in cents; the processing time of the
 * prescriptions processed in the period (minutes, median and 90th percentile); the surveys answered.
 * @throws 400 « Choisissez une période d'au plus 366 jours. » for a start alone over a year ago.
 * @throws 403 « …seuls la pharmacie et son groupement… » for anyone but a pharmacy or a manager;
 *   403 « Cette pharmacie n'est pas l'une des vôtres. » for a pharmacy that is not the caller's.
 */
export async function pharmacyStats(
  ctx: AppContext,
  actor: Actor,
  query: StatsQuery,
): Promise<Stats> {
  const facts = { pharmacy: query.pharmacy ?? null };
  authorize(statsPolicy, "read", actor, facts);
  authorize(statsPolicy, "name", actor, facts);
  // a missing end is today (or the start, if later); a missing start 30 days before the end
  const today = parisDay(ctx.clock.now());
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (daysBetween(from, to).length > STATS_MAX_DAYS) {
    throw badRequest(format(TEXTS.stats.rangeTooLong, { max: STATS_MAX_DAYS }));
  }
  const pharmacies = pharmaciesCounted(actor, facts.pharmacy);
  const days = new Map<string, StatsDay>(
    daysBetween(from, to).map((date) => [
      date,
      { date, received: 0, processed: 0, renewals: 0, orders: 0, revenue: 0 },
    ]),
  );
  const window = windowOf(from, to);
  const dayOf = (at: Date) => days.get(parisDay(at));
  const [received, processed, renewals, orders, answers] = pharmacies.length
    ? await Promise.all([
        repo.prescriptionsReceived(ctx.db, pharmacies, window),
        repo.prescriptionsProcessed(ctx.db, pharmacies, window),
        repo.renewalsPlaced(ctx.db, pharmacies, window),
        repo.ordersPlaced(ctx.db, pharmacies, window),
        repo.surveysAnswered(ctx.db, pharmacies, window),
      ])
    : [[], [], [], [], []];
  for (const at of received) {
    const day = dayOf(at);
    if (day) day.received++;
  }
  const minutes: number[] = [];
  for (const { at, receivedAt } of processed) {
    const day = dayOf(at);
    if (!day) continue;
    day.processed++;
    minutes.push(Math.max(0, Math.round((at.getTime() - receivedAt.getTime()) / MINUTE_MS)));
  }
  for (const at of renewals) {
    const day = dayOf(at);
    if (day) day.renewals++;
  }
  for (const order of orders) {
    const day = dayOf(order.at);
    if (!day || NOT_ORDERS.has(order.status)) continue;
    day.orders++;
    if (REVENUE_STATUSES.has(order.status)) day.revenue += order.totalFinal;
  }
  const rows = [...days.values()];
  const sum = (key: Exclude<keyof StatsDay, "date">) => rows.reduce((n, row) => n + row[key], 0);
  return {
    from,
    to,
    pharmacies,
    days: rows,
    processing: {
      count: minutes.length,
      medianMinutes: percentile(minutes, 50),
      p90Minutes: percentile(minutes, 90),
    },
    surveysAnswered: answers.filter((at) => dayOf(at)).length,
    totals: {
      received: sum("received"),
      processed: sum("processed"),
      renewals: sum("renewals"),
      orders: sum("orders"),
      revenue: sum("revenue"),
    },
  };
}
