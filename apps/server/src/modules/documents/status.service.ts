import {
  awaitingPaymentOrder,
  isLaboratoryType,
  needsFirstName,
  planStatusMessage,
  TEXTS,
  type statusChangeSchema,
  type StatusChangeResult,
  type StatusMessagePlan,
} from "@reseau/shared";
import type { z } from "zod";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { managerIdsOfAny } from "../relations/index.js";
import { changeTime } from "./documents.clock.js";
import {
  actingProfessionals,
  documentAudience,
  documentPolicy,
  patientOf,
} from "./documents.policy.js";
import { messageAudience } from "./messages.policy.js";
import { documentsRepository as repo } from "./documents.repository.js";
import { toMessageDto, toUserSummary } from "./documents.serialize.js";
import { accessToDto, loadReadable } from "./documents.service.js";
import { publicationPolicy } from "./publications.policy.js";

/** A parsed `POST /api/documents/{id}/status` body; `amount` is already in cents. */
export type StatusChange = z.output<typeof statusChangeSchema>;

/** The delivery cost already on a document's order, in cents; 0 when there is none. */
function deliveryCentsOf(meta: Record<string, unknown>): number {
  const order = meta.order;
  if (!order || typeof order !== "object") return 0;
  const delivery = (order as Record<string, unknown>).totalDelivery;
  return typeof delivery === "number" && Number.isInteger(delivery) && delivery > 0 ? delivery : 0;
}

/**
 * The status-change action (000 §4, docs/DECISIONS.md "Status change"), in one transaction: checks the
 * actor (a pharmacy, laboratory or professional the document is shared with, or a group manager
 * of one), sets `meta.status` (and for AWAITING_PAYMENT `meta.order` from the amount in cents),
 * and sends the patient the message of `planStatusMessage` when it has a text. A laboratory sets
 * PROCESSING without a message; `silent` (PROCESSING only, checked by the schema) changes it
 * without a message. The message carries the status it set in `meta.status` (with `iddocument`),
 * so the patient's card can draw the steps that happened. After commit the patient gets `newMsg`.
 * `options.recipient` names who gets the message instead of the patient the policy finds.
 * @returns the document and the message (null when none was sent).
 * @throws 404 when the actor cannot read the document, 403 when they may not change its status,
 *   400 "Veuillez indiquer votre prénom." (PROCESSING) or "Veuillez indiquer un montant valide
 *   en euros." (AWAITING_PAYMENT).
 */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: StatusChange,
  options: { recipient?: string } = {},
): Promise<StatusChangeResult> {
  return inTransaction(ctx, async (tx, events) => {
    const access = await loadReadable(tx, actor, id, true);
    authorize(documentPolicy, "changeStatus", actor, access);
    if (input.status === "PUBLISHED") authorize(publicationPolicy, "publish", actor, access);
    const actingFor = actingProfessionals(actor, access);
    const firstName = isLaboratoryType(actor.type) ? undefined : input.firstName || undefined;
    if (needsFirstName(input.status, actor.type, input.silent) && !firstName) {
      throw badRequest(TEXTS.documents.firstNameRequired);
    }
    if (input.status === "AWAITING_PAYMENT" && input.amount === undefined) {
      throw badRequest(TEXTS.documents.amountRequired);
    }

    const current = access.document;
    const deliveryCents = deliveryCentsOf(current.meta);
    const meta: Record<string, unknown> = { ...current.meta, status: input.status };
    if (input.status === "AWAITING_PAYMENT") {
      meta.order = awaitingPaymentOrder(input.amount ?? 0, deliveryCents);
    }
    const document = await repo.updateDocument(tx, id, {
      meta,
      status: input.status,
      lastUpdate: changeTime(),
    });

    const plan: StatusMessagePlan = input.silent
      ? { content: null, notify: false }
      : planStatusMessage({
          status: input.status,
          firstName,
          amountCents: input.amount,
          mime: current.mime,
          deliveryCents,
        });
    const updated = accessToDto(access, document);
    events.emit("documentUpdated", { document: updated, audience: documentAudience(access) });
    // `recipient`: a laboratory notifying the user it names (`POST /api/documents/{id}/notify`)
    const patient = options.recipient ?? patientOf(access, [actor.id, ...actingFor]);
    if (plan.content === null || !patient) return { document: updated, message: null };
    // a moment after the document, so the feed never holds two items of the same instant
    const sentAt = changeTime();
    const row = await repo.insertMessage(
      tx,
      {
        id: newId(),
        sender: actor.id,
        content: plan.content,
        iddocument: id,
        notify: plan.notify,
        // the status it set: the patient's card draws its timeline from these (issue 7 §2)
        meta: { ...plan.meta, iddocument: id, status: input.status },
        date: sentAt,
        lastUpdate: sentAt,
      },
      [patient],
    );
    const message = toMessageDto(row, {
      recipients: [patient],
      senderInfo: toUserSummary(actor.user),
    });
    const participants = [actor.id, patient];
    const audience = messageAudience(participants, await managerIdsOfAny(tx, participants));
    events.emit("messageSent", { message, audience });
    return { document: updated, message };
  });
}
