import {
  displayName,
  type DocumentDto,
  type DocumentMeta,
  type MessageDto,
  type UserSummary,
} from "@reseau/shared";
import type { DocumentRow, MessageRow, UserRow } from "../../db/schema.js";

/** The user columns a summary needs; repositories select only those. */
export type UserSummaryRow = Pick<
  UserRow,
  "id" | "type" | "name" | "firstName" | "lastName" | "email"
>;

/** `{id, type, name}` of a user, `name` as the app shows it (shared `displayName`). */
export function toUserSummary(row: UserSummaryRow | null | undefined): UserSummary | null {
  if (!row) return null;
  return { id: row.id, type: row.type, name: displayName(row) };
}

/**
 * A document on the wire (000 §3 Document, docs/DECISIONS.md "Documents"). `meta.status` always equals
 * the `status` column. `data` (base64) is set only by `GET /api/documents/{id}`; feed items carry
 * none, an image its `thumbnail` (a small JPEG, base64) instead.
 */
export function toDocumentDto(
  row: DocumentRow,
  extra: { sharers: string[]; creator: UserSummary | null; data?: string },
): DocumentDto {
  const meta: DocumentMeta = { ...row.meta, status: row.status };
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    mime: row.mime,
    size: row.size,
    isPDF: row.mime === "application/pdf",
    meta,
    notify: row.notify,
    date: row.date.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    idcreator: row.idcreator,
    idsharer: row.idsharer,
    iddirectory: row.iddirectory,
    // `""`: an image none could be made of
    thumbnail: row.thumbnail || null,
    sharers: extra.sharers,
    creator: extra.creator,
    ...(extra.data !== undefined ? { data: extra.data } : {}),
    ...(row.idgroup ? { idgroup: row.idgroup } : {}),
  };
}

/** A message on the wire, a feed item of type MESSAGE (000 §3 Message, docs/DECISIONS.md "Documents"). */
export function toMessageDto(
  row: MessageRow,
  extra: { recipients: string[]; senderInfo: UserSummary | null },
): MessageDto {
  return {
    id: row.id,
    type: "MESSAGE",
    content: row.content,
    sender: row.sender,
    senderInfo: extra.senderInfo,
    recipients: extra.recipients,
    iddocument: row.iddocument,
    idparent: row.idparent,
    notify: row.notify,
    meta: row.meta,
    date: row.date.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    ...(row.idgroup ? { idgroup: row.idgroup } : {}),
  };
}
