import {
  APOTICARE_REFERENCE,
  apoticareMoveText,
  apoticareStatusMessage,
  apoticareTransition,
  displayName,
  formulaPrice,
  purchasePrice,
  TEXTS,
  type apoticareOrderCreateSchema,
  type ApoticareOrderDto,
  type ApoticareReference,
  type ApoticareStatus,
} from "@reseau/shared";
import type { z } from "zod";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { sendNotice } from "../documents/index.js";
import {
  apoticareCreatePolicy,
  apoticareOrderPolicy,
  apoticarePharmacyPolicy,
  seesPurchasePrice,
} from "./apoticare.policy.js";
import { apoticareRepository as repo } from "./apoticare.repository.js";
import { toApoticareOrderDto } from "./apoticare.serialize.js";

/** A parsed `POST /api/apoticare` body: the formula checked against the reference. */
export type ApoticareOrderCreate = z.output<typeof apoticareOrderCreateSchema>;

/** `GET /api/apoticare/reference` (issue 22 §1): the wizard's bases, goals and actives. */
export function readReference(): ApoticareReference {
  return APOTICARE_REFERENCE;
}

/**
 * `POST /api/apoticare` (001 §7, issue 22 §3): a patient orders her formula from a pharmacy. The
 * order starts NEW_ORDER at the server's prices for its number of actives (`formulaPrice`,
 * `purchasePrice`); a status or price in the body was dropped by the schema. The answer is the
 * patient's view (no purchase price).
 * @throws 403 for anyone but a patient; 404 « Pharmacie introuvable. » when `idpharma` is not a
 *   pharmacy. (400s, the formula's included, come from the schema.)
 */
export async function createApoticareOrder(
  ctx: AppContext,
  actor: Actor,
  input: ApoticareOrderCreate,
): Promise<ApoticareOrderDto> {
  authorize(apoticareCreatePolicy, "create", actor, actor);
  const pharmacy = await repo.userKind(ctx.db, input.idpharma);
  authorize(apoticarePharmacyPolicy, "orderFrom", actor, pharmacy);
  const count = input.data.actives.length;
  const now = ctx.clock.now();
  const row = await repo.insertOrder(ctx.db, {
    id: newId(),
    idpatient: actor.id,
    idpharma: pharmacy.id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    status: "NEW_ORDER",
    data: input.data,
    price: formulaPrice(count),
    purchasePrice: purchasePrice(count),
    createdAt: now,
    updatedAt: now,
  });
  const names = await repo.namesOf(ctx.db, [row.idpharma]);
  return toApoticareOrderDto(row, names.get(row.idpharma) ?? "", false);
}

/**
 * `GET /api/apoticare` (issue 22 §3): the orders the caller placed (a patient, without purchase
 * price) or received (a pharmacy, with its purchase price), newest first.
 */
export async function listApoticareOrders(
  ctx: AppContext,
  actor: Actor,
): Promise<ApoticareOrderDto[]> {
  const rows = await repo.ordersOf(ctx.db, actor.id);
  const names = await repo.namesOf(
    ctx.db,
    rows.map((row) => row.idpharma),
  );
  return rows.map((row) =>
    toApoticareOrderDto(row, names.get(row.idpharma) ?? "", seesPurchasePrice(actor, row)),
  );
}

/**
 * `POST /api/apoticare/{id}/status` (001 §4, issue 22 §3): the order's pharmacy moves it
 * NEW_ORDER → PROCESSING → PAID; the patient gets the step's message in her feed, live
 * (`newMsg`), in the same transaction. Answers the pharmacy's view.
 * @throws 404 unknown or not a side of it; 403 its patient; 409 any other move (PAID is final);
 *   400 a status outside the three (also refused by the schema).
 */
export async function setApoticareStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  next: ApoticareStatus,
): Promise<ApoticareOrderDto> {
  return inTransaction(ctx, async (tx, events) => {
    const order = await repo.findOrder(tx, id, { lock: true });
    authorize(apoticareOrderPolicy, "read", actor, order);
    authorize(apoticareOrderPolicy, "setStatus", actor, order);
    const move = apoticareTransition(order.status, next);
    if ("refusal" in move) {
      if (move.refusal === "invalid") throw badRequest(TEXTS.apoticare.statusInvalid);
      throw conflict(apoticareMoveText(order.status, next));
    }
    const changed = await repo.setStatus(tx, id, next, ctx.clock.now());
    const content = apoticareStatusMessage(next);
    if (content) {
      await sendNotice(tx, events, {
        sender: { id: actor.id, type: actor.user.type, name: displayName(actor.user) },
        recipient: order.idpatient,
        content,
        notify: true,
        meta: { apoticare: { id, status: next } },
      });
    }
    const names = await repo.namesOf(tx, [changed.idpharma]);
    return toApoticareOrderDto(changed, names.get(changed.idpharma) ?? "", true);
  });
}
