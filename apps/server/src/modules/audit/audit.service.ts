import { displayName, type AuditEntry, type AuditQuery, type UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { newId } from "../../platform/ids.js";
import { auditPolicy } from "./audit.policy.js";
import { auditRepository as repo, type JoinedRead } from "./audit.repository.js";

/** One opening of a health document to record (issue 24 §2). */
export interface DocumentRead {
  iddocument: string;
  /** The patients the document is about: one entry each, in each one's list. */
  idowners: string[];
  /** The establishment the reader acted for: itself, or the one of its group it read through. */
  idestablishment: string;
}

/**
 * Records that `actor` opened a health document (issue 24 §2), at `ctx.clock`'s time, once for
 * each patient it is about; every read, never merged with an earlier one. Awaited by the read
 * before it answers: one indexed INSERT (well under a millisecond beside the file's read), and
 * when it fails the read fails (500) — a document is never served without its trace
 * (docs/DECISIONS.md "Who read my documents").
 * @throws the database's error when the rows cannot be written.
 */
export async function recordRead(ctx: AppContext, actor: Actor, read: DocumentRead): Promise<void> {
  const { idowners, ...rest } = read;
  if (idowners.length === 0) return;
  const at = ctx.clock.now();
  await repo.insertReads(
    ctx.db,
    idowners.map((idowner) => ({ id: newId(), at, idactor: actor.id, idowner, ...rest })),
  );
}

/** The wire form of a read, the names joined now. */
function toEntry(read: JoinedRead): AuditEntry {
  const { actor, document } = read;
  return {
    id: read.id,
    date: read.at.toISOString(),
    actor: {
      id: actor.id,
      type: actor.type,
      name: actor.type ? displayName({ ...actor, type: actor.type as UserType }) || null : null,
    },
    document,
  };
}

/**
 * `GET /ws/user/audit` (issue 24 §2): the reads of the caller's documents, newest first, a page of
 * `query.limit` older than `query.before`.
 */
export async function listMyReads(
  ctx: AppContext,
  actor: Actor,
  query: AuditQuery,
): Promise<AuditEntry[]> {
  const reads = await repo.listReads(ctx.db, { idowner: actor.id, ...query });
  return reads.map(toEntry);
}

/**
 * `GET /ws/user/{id}/audit` (issue 24 §2): a managed member's reads, to her managers.
 * @throws 404 « Ressource introuvable. » to anyone else, the member and her readers included.
 */
export async function listMemberReads(
  ctx: AppContext,
  actor: Actor,
  idmember: string,
  query: AuditQuery,
): Promise<AuditEntry[]> {
  authorize(auditPolicy, "member", actor, idmember);
  const reads = await repo.listReads(ctx.db, { idowner: idmember, ...query });
  return reads.map(toEntry);
}

/**
 * `GET /ws/patients/{id}/audit` (issue 24 §2): a professional's own reads of a patient's
 * documents — and those through the establishments it manages — for her patient folder; never
 * another professional's. An unknown patient or one never read: an empty list.
 * @throws 404 « Ressource introuvable. » to a patient.
 */
export async function listFolderReads(
  ctx: AppContext,
  actor: Actor,
  idpatient: string,
  query: AuditQuery,
): Promise<AuditEntry[]> {
  authorize(auditPolicy, "folder", actor, idpatient);
  const reads = await repo.listReads(ctx.db, {
    idowner: idpatient,
    readers: actor.actsFor,
    ...query,
  });
  return reads.map(toEntry);
}

/**
 * Every read of `idowner`'s documents, newest first, names joined now: the audit part of her RGPD
 * export (issue 24 §3). Same shape as `GET /ws/user/audit`.
 */
export async function auditEntriesOf(db: Executor, idowner: string): Promise<AuditEntry[]> {
  const reads = await repo.listReads(db, { idowner, limit: Number.MAX_SAFE_INTEGER });
  return reads.map(toEntry);
}

/**
 * Erases every read of `idowner`'s documents (RGPD erasure, issue 24 §3): the only deletion the
 * append-only table allows. Call it before the patient's row goes.
 * @returns how many entries were deleted.
 */
export function deleteAuditOf(db: Executor, idowner: string): Promise<number> {
  return repo.deleteAuditOf(db, idowner);
}
