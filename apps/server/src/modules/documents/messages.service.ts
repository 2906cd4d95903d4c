import {
  MANAGER_TYPES,
  TEXTS,
  type MessageDto,
  type sendMessageSchema,
  type UserType,
} from "@reseau/shared";
import type { z } from "zod";
import type { UserRow } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, forbidden, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { accountsRepository } from "../accounts/accounts.repository.js";
import { changeTime } from "./documents.clock.js";
import { documentsRepository as repo, type MessageWithPeople } from "./documents.repository.js";
import { toMessageDto, toUserSummary } from "./documents.serialize.js";
import { loadReadable } from "./documents.service.js";

/** A parsed `POST /feed/messages` body. */
export type SendMessage = z.output<typeof sendMessageSchema>;

/** Meta fields of a payment request (000 §4 AWAITING_PAYMENT): only the sender changes them. */
const SENDER_ONLY_META = ["price", "needToPay", "iddocument"];

/** The wire form of a loaded message. */
export function messageToDto(row: MessageWithPeople): MessageDto {
  return toMessageDto(row.message, {
    recipients: row.recipients,
    senderInfo: toUserSummary(row.sender),
  });
}

/** The ids whose messages `user` sees: themself, and for a group manager the users it manages. */
export async function feedOwners(ctx: AppContext, user: UserRow): Promise<string[]> {
  if (!MANAGER_TYPES.includes(user.type as UserType)) return [user.id];
  return [user.id, ...(await accountsRepository.managedIdsOf(ctx.db, user.id))];
}

/**
 * `POST /feed/messages` (000 §3 Message, §7): sends a message to existing users, about a
 * document the sender can read when `iddocument` is given. After commit the recipients and the
 * sender's own sessions get `newMsg`.
 * @throws 400 "Erreur dans l'envoie du message" when a recipient is unknown or none is left;
 *   404 when the document or the parent message is not the sender's to read.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: UserRow,
  body: SendMessage,
): Promise<MessageDto> {
  const recipients = [...new Set(body.recipients)].filter((id) => id !== sender.id);
  const message = await ctx.db.transaction(async (tx) => {
    const known = await repo.userSummaries(tx, recipients);
    if (recipients.length === 0 || known.length !== recipients.length) {
      throw badRequest(TEXTS.messages.sendError, "badRequest");
    }
    if (body.iddocument) await loadReadable(tx, sender, body.iddocument);
    if (body.idparent) {
      const parent = await repo.findMessage(tx, body.idparent);
      if (
        !parent ||
        (parent.message.sender !== sender.id && !parent.recipients.includes(sender.id))
      ) {
        throw notFound();
      }
    }
    const at = changeTime();
    const row = await repo.insertMessage(
      tx,
      {
        id: newId(),
        sender: sender.id,
        content: body.content,
        iddocument: body.iddocument ?? null,
        idparent: body.idparent ?? null,
        notify: body.notify ?? false,
        meta: { ...body.meta, ...(body.iddocument ? { iddocument: body.iddocument } : {}) },
        date: at,
        lastUpdate: at,
      },
      recipients,
    );
    return toMessageDto(row, {
      recipients: [...recipients].sort(),
      senderInfo: toUserSummary(sender),
    });
  });
  ctx.events.emit("messageSent", { message, recipients });
  return message;
}

/**
 * `PUT /feed/messages/{id}/meta` (000 §7): the sender or a recipient merges `patch` into the
 * message's meta; the payment fields (price, needToPay, iddocument) stay the sender's.
 * @throws 404 when the message is not theirs, 403 for a payment field changed by a recipient.
 */
export async function updateMessageMeta(
  ctx: AppContext,
  user: UserRow,
  id: string,
  patch: Record<string, unknown>,
): Promise<MessageDto> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findMessage(tx, id, { lock: true });
    if (!found || (found.message.sender !== user.id && !found.recipients.includes(user.id)))
      throw notFound();
    const current = found.message.meta;
    const changesPayment = SENDER_ONLY_META.some(
      (key) => key in patch && patch[key] !== current[key],
    );
    if (changesPayment && found.message.sender !== user.id) throw forbidden();
    const row = await repo.updateMessage(tx, id, {
      meta: { ...current, ...patch },
      lastUpdate: changeTime(),
    });
    return messageToDto({ ...found, message: row });
  });
}

/**
 * `GET /api/documents/{id}/linked_messages` (000 §7): the messages about a document that the
 * caller (or, for a group manager, a user it manages) sent or received, oldest first.
 * @throws 404 when the caller cannot read the document.
 */
export async function linkedMessages(
  ctx: AppContext,
  user: UserRow,
  iddocument: string,
): Promise<MessageDto[]> {
  await loadReadable(ctx.db, user, iddocument);
  const rows = await repo.linkedMessages(ctx.db, iddocument, await feedOwners(ctx, user));
  return rows.map(messageToDto);
}
