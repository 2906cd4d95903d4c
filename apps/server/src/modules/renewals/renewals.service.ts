import {
  format,
  frenchDay,
  intervalWords,
  parisDay,
  parisMidnight,
  renewalDates,
  TEXTS,
  type DocumentStatus,
  type placeOrderSchema,
  type RenewalOrderDto,
  type RenewalOrderStatus,
} from "@reseau/shared";
import type { z } from "zod";
import type { Tx } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict } from "../../platform/errors.js";
import type { EventQueue } from "../../platform/events.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  readRenewableDocument,
  sendRenewalMessage,
  setRenewalDocumentStatus,
} from "../documents/index.js";
import {
  defaultKind,
  onPatientSide,
  renewalOrderPolicy,
  renewalPlacePolicy,
  renewingEstablishment,
} from "./renewals.policy.js";
import { renewalsRepository as repo } from "./renewals.repository.js";
import type { RenewalOrderRow } from "./renewals.schema.js";
import { personSummary, toOrderDto } from "./renewals.serialize.js";

/** The queue whose jobs fire the due renewal days (docs/ARCHITECTURE.md "Jobs and the clock"). */
export const RENEWALS_DUE_QUEUE = "renewals-due";
/** How many orders one sweep transaction takes at most. */
const SWEEP_BATCH = 20;

/** A parsed `POST /api/documents/{id}/order` body. */
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** Document statuses a renewal sets; leaving the order puts back the one before, only over these. */
const RENEWING: readonly DocumentStatus[] = ["RENEWING_STANDBY", "RENEWING_ACTIVE"];

async function orderDto(ctx: AppContext, tx: Tx, id: string): Promise<RenewalOrderDto> {
  const found = await repo.findOrder(tx, id);
  if (!found) throw new Error(`order ${id} vanished`);
  return toOrderDto(found, ctx.clock.now());
}

async function senderOf(tx: Tx, id: string) {
  const row = await repo.person(tx, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return personSummary(row);
}

/**
 * The document's latest order, checked for `actor`: the document must be readable (404), the
 * order exist (404 "Aucun renouvellement…") and the actor be on one of its sides (404).
 */
async function loadOrder(
  tx: Tx,
  actor: Actor,
  iddocument: string,
  lock: boolean,
): Promise<RenewalOrderRow> {
  await readRenewableDocument(tx, actor, iddocument, lock);
  const order = await repo.latestOfDocument(tx, iddocument, { lock });
  authorize(renewalOrderPolicy, "view", actor, order);
  return order;
}

/**
 * `POST /api/documents/{id}/order` (issue 10 §3): the patient (or her manager) orders `renewal`
 * renewals every `step` days from `dtstart` (a Paris day, not before today). The order is
 * SUBMITTED to the first pharmacy (MEDIC) or optician (LENS) the document is shared with; the
 * document becomes RENEWING_STANDBY and the establishment gets a message, live.
 * @throws 404 unreadable document; 403 not the patient's side; 400 "Partagez d’abord…" when no
 *   pharmacy or optician has it, a day in the past; 409 when an order already runs.
 */
export async function placeOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
  input: PlaceOrder,
): Promise<RenewalOrderDto> {
  return inTransaction(ctx, async (tx, events) => {
    const document = await readRenewableDocument(tx, actor, iddocument, true);
    authorize(renewalPlacePolicy, "place", actor, document);
    const kind = input.kind ?? defaultKind(document.type);
    const profiles = await repo.profilesOf(
      tx,
      document.recipients.map((r) => r.id),
    );
    // in sharing order
    const ordered = document.recipients
      .map((r) => profiles.find((p) => p.id === r.id))
      .filter((p): p is NonNullable<typeof p> => p !== undefined);
    const idpharmacy = renewingEstablishment(kind, ordered);
    if (!idpharmacy) {
      throw badRequest(
        kind === "MEDIC" ? TEXTS.renewals.notSharedMedic : TEXTS.renewals.notSharedLens,
      );
    }
    if (input.dtstart < parisDay(ctx.clock.now())) throw badRequest(TEXTS.renewals.dtstartPast);
    const running = await repo.latestOfDocument(tx, iddocument, { lock: true });
    if (running && (running.status === "SUBMITTED" || running.status === "CONFIRMED")) {
      throw conflict(TEXTS.renewals.alreadyOrdered);
    }
    const id = newId();
    const now = ctx.clock.now();
    await repo.insertOrder(tx, {
      id,
      iddocument,
      idpatient: document.idcreator,
      idpharmacy,
      kind,
      status: "SUBMITTED",
      dtstart: input.dtstart,
      renewal: input.renewal,
      step: input.step,
      documentStatusBefore: RENEWING.includes(document.status) ? "NEW" : document.status,
      createdAt: now,
      updatedAt: now,
    });
    await setRenewalDocumentStatus(tx, events, iddocument, "RENEWING_STANDBY");
    await sendRenewalMessage(tx, events, {
      sender: await senderOf(tx, document.idcreator),
      recipient: idpharmacy,
      iddocument,
      content: format(TEXTS.renewals.orderedMessage, {
        renewal: String(input.renewal),
        interval: intervalWords(input.step),
        date: frenchDay(input.dtstart),
      }),
      notify: true,
      meta: { renewal: { id, status: "SUBMITTED" } },
    });
    return orderDto(ctx, tx, id);
  });
}

/** `GET /api/documents/{id}/order`: the document's latest order. @throws 404 as `loadOrder`. */
export async function getOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<RenewalOrderDto> {
  return inTransaction(ctx, async (tx) => {
    const order = await loadOrder(tx, actor, iddocument, false);
    return orderDto(ctx, tx, order.id);
  });
}

/** `GET /api/orders`: the orders of the caller and the users they act for, on either side. */
export async function listOrders(
  ctx: AppContext,
  actor: Actor,
  statuses: RenewalOrderStatus[] | undefined,
): Promise<RenewalOrderDto[]> {
  const rows = await repo.listFor(ctx.db, actor.actsFor, statuses);
  const now = ctx.clock.now();
  return rows.map((row) => toOrderDto(row, now));
}

/** Tells the other side of `order` about a change, as a message on the document. */
async function tellOtherSide(
  tx: Tx,
  events: EventQueue,
  order: RenewalOrderRow,
  fromPatient: boolean,
  content: string,
  status: RenewalOrderStatus,
): Promise<void> {
  const [from, to] = fromPatient
    ? [order.idpatient, order.idpharmacy]
    : [order.idpharmacy, order.idpatient];
  await sendRenewalMessage(tx, events, {
    sender: await senderOf(tx, from),
    recipient: to,
    iddocument: order.iddocument,
    content,
    notify: true,
    meta: { renewal: { id: order.id, status } },
  });
}

/**
 * `POST /api/documents/{id}/order/confirm`: the establishment confirms a SUBMITTED order; it is
 * CONFIRMED, the document RENEWING_ACTIVE, the patient told; one job per renewal day is queued
 * (after commit) to fire at the start of that Paris day.
 * @throws 404 as `loadOrder`; 403 for the patient's side; 409 when not SUBMITTED.
 */
export async function confirmOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<RenewalOrderDto> {
  const result = await inTransaction(ctx, async (tx, events) => {
    const order = await loadOrder(tx, actor, iddocument, true);
    authorize(renewalOrderPolicy, "confirm", actor, order);
    if (order.status !== "SUBMITTED") throw conflict(TEXTS.renewals.notToConfirm);
    const now = ctx.clock.now();
    await repo.updateOrder(tx, order.id, {
      status: "CONFIRMED",
      nextDue: order.dtstart,
      readAt: order.readAt ?? now,
      updatedAt: now,
    });
    await setRenewalDocumentStatus(tx, events, iddocument, "RENEWING_ACTIVE");
    await tellOtherSide(
      tx,
      events,
      order,
      false,
      format(TEXTS.renewals.confirmedMessage, { date: frenchDay(order.dtstart) }),
      "CONFIRMED",
    );
    return { order, dto: await orderDto(ctx, tx, order.id) };
  });
  await scheduleDays(ctx, result.order);
  return result.dto;
}

/**
 * Queues one job per renewal day of a confirmed order, each starting at the beginning of its
 * Paris day (`singletonKey` order:k, so a repeat queues nothing more), and one now when a day is
 * already due. Outside the transaction: a job must never point to an uncommitted order; should
 * the process stop in between, the quarter-hour sweep still finds the due days.
 */
async function scheduleDays(ctx: AppContext, order: RenewalOrderRow): Promise<void> {
  if (!ctx.jobs) return;
  const days = renewalDates(order.dtstart, order.renewal, order.step);
  const today = parisDay(ctx.clock.now());
  for (const [k, day] of days.entries()) {
    if (day <= today) continue;
    await ctx.jobs.send(
      RENEWALS_DUE_QUEUE,
      { order: order.id, day },
      { startAfter: parisMidnight(day), singletonKey: `${order.id}:${k}` },
    );
  }
  if (days[0] !== undefined && days[0] <= today) await ctx.jobs.send(RENEWALS_DUE_QUEUE, {});
}

/**
 * `POST /api/documents/{id}/order/reject {reason}`: the establishment refuses a SUBMITTED order;
 * REJECTED with the reason, the document back to its status before, the patient told.
 * @throws 404 as `loadOrder`; 403 for the patient's side; 409 when not SUBMITTED.
 */
export async function rejectOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
  reason: string,
): Promise<RenewalOrderDto> {
  return inTransaction(ctx, async (tx, events) => {
    const order = await loadOrder(tx, actor, iddocument, true);
    authorize(renewalOrderPolicy, "reject", actor, order);
    if (order.status !== "SUBMITTED") throw conflict(TEXTS.renewals.notToConfirm);
    const now = ctx.clock.now();
    await repo.updateOrder(tx, order.id, {
      status: "REJECTED",
      reason,
      nextDue: null,
      readAt: order.readAt ?? now,
      updatedAt: now,
    });
    await setRenewalDocumentStatus(tx, events, iddocument, order.documentStatusBefore);
    await tellOtherSide(
      tx,
      events,
      order,
      false,
      format(TEXTS.renewals.rejectedMessage, { reason }),
      "REJECTED",
    );
    return orderDto(ctx, tx, order.id);
  });
}

/**
 * `POST /api/documents/{id}/order/read`: the establishment has seen the order (it leaves the
 * unread count of its renewals tab). No message. @throws 404 as `loadOrder`; 403 for the patient.
 */
export async function readOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<RenewalOrderDto> {
  return inTransaction(ctx, async (tx) => {
    const order = await loadOrder(tx, actor, iddocument, true);
    authorize(renewalOrderPolicy, "read", actor, order);
    if (!order.readAt) await repo.updateOrder(tx, order.id, { readAt: ctx.clock.now() });
    return orderDto(ctx, tx, order.id);
  });
}

/**
 * `DELETE /api/documents/{id}/order`: either side cancels a running order; CANCELLED, no day
 * fires any more, the document back to its status before (when still a renewal status), the other
 * side told. @throws 404 as `loadOrder`; 409 when the order is no longer running.
 */
export async function cancelOrder(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const order = await loadOrder(tx, actor, iddocument, true);
    authorize(renewalOrderPolicy, "cancel", actor, order);
    if (order.status !== "SUBMITTED" && order.status !== "CONFIRMED") {
      throw conflict(TEXTS.renewals.notOpen);
    }
    await repo.updateOrder(tx, order.id, {
      status: "CANCELLED",
      nextDue: null,
      updatedAt: ctx.clock.now(),
    });
    const document = await readRenewableDocument(tx, actor, iddocument);
    if (RENEWING.includes(document.status)) {
      await setRenewalDocumentStatus(tx, events, iddocument, order.documentStatusBefore);
    }
    const fromPatient = onPatientSide(actor, order);
    await tellOtherSide(
      tx,
      events,
      order,
      fromPatient,
      fromPatient
        ? TEXTS.renewals.cancelledByPatientMessage
        : TEXTS.renewals.cancelledByPharmacyMessage,
      "CANCELLED",
    );
  });
}

/**
 * Fires every renewal day reached by `now` (Paris) and not fired yet (issue 10 §3): for each
 * confirmed order due, in one transaction with its row locked (`SKIP LOCKED`), counts the days
 * reached, moves `nextDue` past them (FINISHED after the last), sets the document RENEWING_ACTIVE
 * (the pharmacy's DOCS_RENEW_ONLY tab and renewals page) and sends the establishment « Renouvellement
 * à préparer… », live. Idempotent: a second sweep, in this process or another, finds nothing left.
 * Days missed while no server ran fire together as one message naming the latest.
 * @returns how many orders fired.
 */
export async function fireDueRenewals(
  ctx: AppContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  const today = parisDay(now);
  let total = 0;
  for (;;) {
    const fired = await inTransaction(ctx, async (tx, events) => {
      const due = await repo.lockDue(tx, today, SWEEP_BATCH);
      for (const order of due) {
        const days = renewalDates(order.dtstart, order.renewal, order.step);
        const reached = days.filter((day) => day <= today);
        const lastFired = reached.at(-1) ?? null;
        const nextDue = days[reached.length] ?? null;
        await repo.updateOrder(tx, order.id, {
          fired: reached.length,
          lastFired,
          nextDue,
          status: nextDue ? "CONFIRMED" : "FINISHED",
          updatedAt: now,
        });
        await setRenewalDocumentStatus(tx, events, order.iddocument, "RENEWING_ACTIVE");
        await tellOtherSide(
          tx,
          events,
          order,
          true,
          format(TEXTS.renewals.dueMessage, {
            date: frenchDay(lastFired ?? order.dtstart),
            index: String(reached.length),
            renewal: String(order.renewal),
          }),
          nextDue ? "CONFIRMED" : "FINISHED",
        );
      }
      return due.length;
    });
    total += fired;
    if (fired < SWEEP_BATCH) return total;
  }
}

/**
 * Starts the renewals' jobs when the queue runs: the worker of `renewals-due` (each job, whatever
 * its day, sweeps every due order) and a sweep every quarter of an hour, so a day whose job was
 * lost still fires.
 */
export async function startRenewals(ctx: AppContext): Promise<void> {
  if (!ctx.jobs) return;
  await ctx.jobs.work(RENEWALS_DUE_QUEUE, async () => {
    await fireDueRenewals(ctx);
  });
  await ctx.jobs.schedule(RENEWALS_DUE_QUEUE, "*/15 * * * *");
}
