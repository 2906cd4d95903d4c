import {
  displayName,
  firstAfter,
  parisDay,
  renewalDates,
  type RenewalOrderDto,
  type UserSummary,
} from "@reseau/shared";
import type { OrderWithPeople, PersonRow } from "./renewals.repository.js";

/** `{id, type, name}` of a user, `name` as the app shows it. */
export function personSummary(row: PersonRow): UserSummary {
  return {
    id: row.id,
    type: row.type,
    name: displayName(row as Parameters<typeof displayName>[0]),
  };
}

/**
 * An order on the wire (issue 10 §3): its `nextDates` and `firstAfter` computed for `now` in
 * Paris; `toPrepare` when a reached renewal still waits for the pharmacy (document
 * RENEWING_ACTIVE).
 */
export function toOrderDto(found: OrderWithPeople, now: Date): RenewalOrderDto {
  const { order } = found;
  const nextDates = renewalDates(order.dtstart, order.renewal, order.step);
  return {
    id: order.id,
    iddocument: order.iddocument,
    documentName: found.documentName,
    documentStatus: found.documentStatus,
    kind: order.kind,
    status: order.status,
    dtstart: order.dtstart,
    renewal: order.renewal,
    step: order.step,
    nextDates,
    firstAfter: firstAfter(nextDates, parisDay(now)),
    fired: order.fired,
    lastFired: order.lastFired,
    toPrepare: order.lastFired !== null && found.documentStatus === "RENEWING_ACTIVE",
    reason: order.reason,
    readAt: order.readAt?.toISOString() ?? null,
    patient: personSummary(found.patient),
    pharmacy: personSummary(found.pharmacy),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
