import { TEXTS, type MessageDto, type sendMessageSchema } from "@reseau/shared";
import type { z } from "zod";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import type { Executor } from "../../db/client.js";
import { managerIdsOfAny } from "../relations/index.js";
import { changeTime } from "./documents.clock.js";
import { documentsRepository as repo, type MessageWithPeople } from "./documents.repository.js";
import { toMessageDto, toUserSummary } from "./documents.serialize.js";
import { loadReadable } from "./documents.service.js";
import { documentAudience, groupItemPolicy } from "./documents.policy.js";
import {
  changesPaymentFields,
  mayWriteTo,
  metaRefusal,
  messageAudience,
  messageMetaPolicy,
  messageParticipants,
  messagePolicy,
} from "./messages.policy.js";

/** A parsed `POST /feed/messages` body. */
export type SendMessage = z.output<typeof sendMessageSchema>;

/** The wire form of a loaded message. */
function messageToDto(row: MessageWithPeople): MessageDto {
  return toMessageDto(row.message, {
    recipients: row.recipients,
    senderInfo: toUserSummary(row.sender),
  });
}

/**
 * `POST /feed/messages` (000 §3 Message, §7): sends a message to existing users, about a
 * document the sender can read when `iddocument` is given, in reply to a message of theirs when
 * `idparent` is. After commit everyone who sees it (messages policy `messageAudience`: sender,
 * recipients, their managers) gets `newMsg`. With `idgroup`, to a sharing group instead
 * (`sendGroupMessage`, issue 21 §2).
 * @throws 400 "Erreur dans l'envoie du message" when a recipient is unknown or none is left,
 *   400 when `meta` asks for a payment or names a status (the status-change action's only);
 *   404 when the document or the parent message is not the sender's to read.
 */
export async function sendMessage(
  ctx: AppContext,
  actor: Actor,
  body: SendMessage,
): Promise<MessageDto> {
  if (body.idgroup !== undefined)
    return sendGroupMessage(ctx, actor, { ...body, idgroup: body.idgroup });
  const recipients = [...new Set(body.recipients)].filter((id) => id !== actor.id);
  return inTransaction(ctx, async (tx, events) => {
    const refusal = metaRefusal({}, body.meta);
    if (refusal) throw badRequest(refusal);
    const known = await repo.userSummaries(tx, recipients);
    if (recipients.length === 0 || known.length !== recipients.length) {
      throw badRequest(TEXTS.messages.sendError, "badRequest");
    }
    const about = body.iddocument ? await loadReadable(tx, actor, body.iddocument) : null;
    // only to people one has a relation with; an unrelated id reads as an unknown one
    const readers = about ? documentAudience(about) : [];
    const strangers = recipients.filter((id) => !readers.includes(id));
    const related = await repo.relatedAmong(tx, [...actor.actsFor], strangers);
    if (!mayWriteTo(strangers, related)) throw badRequest(TEXTS.messages.sendError, "badRequest");
    if (body.idparent) {
      authorize(messagePolicy, "reply", actor, await repo.findMessage(tx, body.idparent));
    }
    const at = changeTime();
    const row = await repo.insertMessage(
      tx,
      {
        id: newId(),
        sender: actor.id,
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
    const message = toMessageDto(row, {
      recipients: [...recipients].sort(),
      senderInfo: toUserSummary(actor.user),
    });
    const participants = [actor.id, ...recipients];
    const audience = messageAudience(participants, await managerIdsOfAny(tx, participants));
    events.emit("messageSent", { message, audience });
    return message;
  });
}

/**
 * `POST /feed/messages {content, idgroup}` (issue 21 §2): a message to a sharing group the actor
 * is a member of; no recipients are stored, the group's current members read it (and hear it
 * live, `newMsg`). Not about a document nor in reply to one: a group's feed is flat.
 * @throws 404 "Groupe introuvable." when the actor is not a member; 400 for `iddocument`,
 *   `idparent` or a meta the status action alone writes.
 */
async function sendGroupMessage(
  ctx: AppContext,
  actor: Actor,
  body: SendMessage & { idgroup: string },
): Promise<MessageDto> {
  return inTransaction(ctx, async (tx, events) => {
    const members = await repo.groupMembers(tx, body.idgroup);
    authorize(groupItemPolicy, "post", actor, members);
    const refusal = metaRefusal({}, body.meta);
    if (refusal) throw badRequest(refusal);
    if (body.iddocument || body.idparent) throw badRequest(TEXTS.http.invalidInput);
    const at = changeTime();
    const row = await repo.insertMessage(
      tx,
      {
        id: newId(),
        sender: actor.id,
        content: body.content,
        idgroup: body.idgroup,
        notify: body.notify ?? false,
        meta: body.meta ?? {},
        date: at,
        lastUpdate: at,
      },
      [],
    );
    const message = toMessageDto(row, { recipients: [], senderInfo: toUserSummary(actor.user) });
    events.emit("messageSent", { message, audience: members });
    return message;
  });
}

/**
 * Lets the members of a sharing group find each other (issue 21 §2): the ids among `ids` that
 * `actor` (or a user it acts for) may write to, by the rule of messages (docs/DECISIONS.md
 * "Messages": contacts either way, documents exchanged, the same group of managers).
 */
export function addressableAmong(db: Executor, actor: Actor, ids: string[]): Promise<string[]> {
  return repo.relatedAmong(db, [...actor.actsFor], ids);
}

/**
 * `PUT /feed/messages/{id}/meta` (000 §7): the sender or a recipient merges `patch` into the
 * message's meta; the payment fields (price, needToPay, iddocument) and `status` stay the sender's,
 * and no one turns a message into a payment request or a status step (`metaRefusal`). After
 * commit everyone who sees the message gets `updateMsg`.
 * @throws 404 when the message is not theirs, 400 (French) for `price`/`needToPay` or `status`
 *   added to a message without them, 403 for a payment field changed by a recipient.
 */
export async function updateMessageMeta(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: Record<string, unknown>,
): Promise<MessageDto> {
  return inTransaction(ctx, async (tx, events) => {
    const found = await repo.findMessage(tx, id, { lock: true });
    authorize(messagePolicy, "writeMeta", actor, found);
    // a sharing group's message is its current members' only (issue 21 §2): not a removed sender's
    const { idgroup } = found.message;
    if (idgroup) authorize(groupItemPolicy, "post", actor, await repo.groupMembers(tx, idgroup));
    const current = found.message.meta;
    const refusal = metaRefusal(current, patch);
    if (refusal) throw badRequest(refusal);
    const changesPayment = changesPaymentFields(current, patch);
    authorize(messageMetaPolicy, "write", actor, { found, changesPayment });
    const row = await repo.updateMessage(tx, id, {
      meta: { ...current, ...patch },
      lastUpdate: changeTime(),
    });
    const message = messageToDto({ ...found, message: row });
    const participants = messageParticipants(found);
    const audience = messageAudience(participants, await managerIdsOfAny(tx, participants));
    events.emit("messageUpdated", { message, audience });
    return message;
  });
}

/**
 * `GET /api/documents/{id}/linked_messages` (000 §7): the messages about a document that the
 * actor, or a user they manage, sent or received, oldest first.
 * @throws 404 when the actor cannot read the document.
 */
export async function linkedMessages(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<MessageDto[]> {
  await loadReadable(ctx.db, actor, iddocument);
  const rows = await repo.linkedMessages(ctx.db, iddocument, [...actor.actsFor]);
  return rows.map(messageToDto);
}

/**
 * `POST /api/documents/{id}/messages/read` (our addition, docs/DECISIONS.md "Messages"): the
 * messages about a document received by the actor or a user they act for are read from now on
 * (a pharmacist opened the document), so the dashboard's unread count goes back to 0.
 * @returns how many were unread.
 * @throws 404 when the actor may not read the document.
 */
export async function markMessagesRead(
  ctx: AppContext,
  actor: Actor,
  iddocument: string,
): Promise<{ read: number }> {
  await loadReadable(ctx.db, actor, iddocument);
  const read = await repo.markMessagesRead(ctx.db, iddocument, [...actor.actsFor], ctx.clock.now());
  return { read };
}
