import type { EventQueue } from "../../platform/events.js";
import type { Executor } from "../../db/client.js";
import { managerIdsOfAny } from "../relations/index.js";
import { changeTime } from "./documents.clock.js";
import { documentAudience } from "./documents.policy.js";
import { documentsRepository as repo } from "./documents.repository.js";
import { toMessageDto, toUserSummary } from "./documents.serialize.js";
import { accessToDto } from "./documents.service.js";
import { messageAudience, messageParticipants } from "./messages.policy.js";

/**
 * A pharmacy's payment request (000 §3 Message meta, §4 AWAITING_PAYMENT; issue 20 §2): the
 * message, its document, who asked (`sender`) and who pays (`recipients`), the price in cents
 * the status action set, whether it is still to pay and whether it was paid.
 */
export interface PaymentRequest {
  id: string;
  iddocument: string | null;
  sender: string;
  recipients: string[];
  price: number;
  needToPay: boolean;
  paid: boolean;
}

/**
 * The payment request of message `id` (locked for update when `lock`), or null when it is no
 * payment request (no `price` and `needToPay` in its meta) or does not exist.
 */
export async function readPaymentRequest(
  db: Executor,
  id: string,
  lock = false,
): Promise<PaymentRequest | null> {
  const found = await repo.findMessage(db, id, { lock });
  if (!found) return null;
  const meta = found.message.meta as Record<string, unknown>;
  if (typeof meta.price !== "number" || typeof meta.needToPay !== "boolean") return null;
  return {
    id,
    iddocument: found.message.iddocument,
    sender: found.message.sender,
    recipients: found.recipients,
    price: meta.price,
    needToPay: meta.needToPay,
    paid: meta.paid === true,
  };
}

/**
 * Marks a payment request paid in the caller's transaction (issue 20 §2): the message's meta
 * gets `needToPay: false`, `paid: true` and the transaction's id (`updateMsg` to both sides and
 * their managers after the commit); its document keeps its status (000 §4 has no paid status)
 * while `meta.order` records `status: PAYED` and the transaction (`updateDoc`).
 */
export async function markPaymentRequestPaid(
  tx: Executor,
  events: EventQueue,
  id: string,
  idtransaction: string,
): Promise<void> {
  const found = await repo.findMessage(tx, id, { lock: true });
  if (!found) return;
  const row = await repo.updateMessage(tx, id, {
    meta: { ...found.message.meta, needToPay: false, paid: true, idtransaction },
    lastUpdate: changeTime(),
  });
  const message = toMessageDto(row, {
    recipients: found.recipients,
    senderInfo: toUserSummary(found.sender),
  });
  const participants = messageParticipants(found);
  const audience = messageAudience(participants, await managerIdsOfAny(tx, participants));
  events.emit("messageUpdated", { message, audience });
  if (!found.message.iddocument) return;
  const access = await repo.loadAccess(tx, found.message.iddocument, { lock: true });
  if (!access) return;
  const meta = access.document.meta as Record<string, unknown>;
  const order = (meta.order ?? {}) as Record<string, unknown>;
  const document = await repo.updateDocument(tx, access.document.id, {
    meta: { ...meta, order: { ...order, status: "PAYED", idtransaction } },
  });
  events.emit("documentUpdated", {
    document: accessToDto(access, document),
    audience: documentAudience(access),
  });
}
