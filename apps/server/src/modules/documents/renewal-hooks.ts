import type { DocumentStatus, MessageDto, UserSummary } from "@reseau/shared";
import type { Executor, Tx } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import type { EventQueue } from "../../platform/events.js";
import { newId } from "../../platform/ids.js";
import { managerIdsOfAny } from "../relations/index.js";
import { changeTime } from "./documents.clock.js";
import { documentAudience } from "./documents.policy.js";
import { documentsRepository as repo } from "./documents.repository.js";
import { toMessageDto } from "./documents.serialize.js";
import { accessToDto, loadReadable } from "./documents.service.js";
import { messageAudience } from "./messages.policy.js";

/** What the renewals module (issue 10 §3) reads of a document the actor may read. */
export interface RenewableDocument {
  id: string;
  name: string;
  type: string;
  status: DocumentStatus;
  idcreator: string;
  creatorType: string | null;
  /** The users it is shared with, in sharing order. */
  recipients: { id: string; type: string }[];
}

/**
 * The document `actor` may read (documents policy `read`), for a renewal decision; `lock` takes
 * its row lock so an order and a status change of one document queue.
 * @throws 404 "Le document n'existe pas." when unknown or not readable.
 */
export async function readRenewableDocument(
  db: Executor,
  actor: Actor,
  id: string,
  lock = false,
): Promise<RenewableDocument> {
  const access = await loadReadable(db, actor, id, lock);
  const { document } = access;
  return {
    id: document.id,
    name: document.name,
    type: document.type,
    status: document.status,
    idcreator: document.idcreator,
    creatorType: access.creator?.type ?? null,
    recipients: access.recipients,
  };
}

/**
 * Sets a document's status for its renewal (RENEWING_STANDBY, RENEWING_ACTIVE, or back to the one
 * before), without the status-change message (000 §4: RENEWING_ACTIVE sends none); moves
 * `lastUpdate` so it rises in the feeds, and tells its readers (`updateDoc`) after commit.
 */
export async function setRenewalDocumentStatus(
  tx: Tx,
  events: EventQueue,
  id: string,
  status: DocumentStatus,
): Promise<void> {
  const access = await repo.loadAccess(tx, id, { lock: true });
  if (!access) return;
  const document = await repo.updateDocument(tx, id, {
    meta: { ...access.document.meta, status },
    status,
    lastUpdate: changeTime(),
  });
  events.emit("documentUpdated", {
    document: accessToDto(access, document),
    audience: documentAudience(access),
  });
}

/**
 * A message about a document from one side of a renewal to the other (issue 10 §3: each change is
 * a message to the other side), live (`newMsg`) to both and their managers after commit.
 */
export function sendRenewalMessage(
  tx: Tx,
  events: EventQueue,
  input: NoticeInput & { iddocument: string },
): Promise<MessageDto> {
  return sendNotice(tx, events, input);
}

/** What `sendNotice` sends: from `sender` to `recipient`, about `iddocument` when given. */
interface NoticeInput {
  sender: UserSummary;
  recipient: string;
  iddocument?: string;
  content: string;
  notify: boolean;
  meta: Record<string, unknown>;
}

/**
 * A message another module's step sends from one user to another (a renewal's change, a cosmetics
 * order's status, issue 22 §3), stored as any message (the recipient reads it in her feed), live
 * (`newMsg`) to both and their managers after commit. The caller has checked that the sender may
 * write to the recipient (they share the order or the document).
 */
export async function sendNotice(
  tx: Tx,
  events: EventQueue,
  input: NoticeInput,
): Promise<MessageDto> {
  const sentAt = changeTime();
  const about = input.iddocument ? { iddocument: input.iddocument } : {};
  const row = await repo.insertMessage(
    tx,
    {
      id: newId(),
      sender: input.sender.id,
      content: input.content,
      iddocument: input.iddocument ?? null,
      notify: input.notify,
      meta: { ...input.meta, ...about },
      date: sentAt,
      lastUpdate: sentAt,
    },
    [input.recipient],
  );
  const message = toMessageDto(row, { recipients: [input.recipient], senderInfo: input.sender });
  const participants = [input.sender.id, input.recipient];
  const audience = messageAudience(participants, await managerIdsOfAny(tx, participants));
  events.emit("messageSent", { message, audience });
  return message;
}
