import { isDeepStrictEqual } from "node:util";
import {
  format,
  isDocumentStatus,
  MANAGER_TYPES,
  managerPublishSchema,
  MAX_FILE_BYTES,
  sniffMime,
  TEXTS,
  typeOnUpload,
  uploadDocumentSchema,
  type DocumentDto,
  type DocumentStatus,
} from "@reseau/shared";
import type { z } from "zod";
import type { Executor } from "../../db/client.js";
import type { DocumentRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, zodMessage } from "../../platform/errors.js";
import { isRefusedText } from "../../platform/db-errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { loadVisibleUser } from "../accounts/index.js";
import { areContacts, managerIdsOfAny } from "../relations/index.js";
import { recordRead } from "../audit/index.js";
import { changeTime } from "./documents.clock.js";
import { importerFor } from "./documents.importers.js";
import {
  documentAudience,
  documentMetaPolicy,
  documentOwnerPolicy,
  documentPolicy,
  documentSharePolicy,
  operationDirectoryPolicy,
  groupItemPolicy,
  uploadMetaPolicy,
  auditedReadOf,
} from "./documents.policy.js";
import {
  documentsRepository as repo,
  type DocumentAccess,
  type NewDocument,
} from "./documents.repository.js";
import { toDocumentDto, toUserSummary } from "./documents.serialize.js";
import { publicationPolicy } from "./publications.policy.js";
import { makeThumbnail } from "./documents.thumbnail.js";
import { checkDirectoryUse } from "./directories.access.js";
import { thumbnailsRepository } from "./thumbnails.repository.js";

/** A parsed `POST /feed/documents` body. */
export type UploadBody = z.output<typeof uploadDocumentSchema>;

/** 400 "Utilisez le format PDF ou image (JPEG,PNG,GIF)" with its title (docs/DECISIONS.md "Documents"). */
const badFormat = () =>
  new AppError(400, "badFormat", TEXTS.documents.badFormat, TEXTS.documents.badFormatTitle);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Decodes standard base64 strictly: line breaks and a `data:…;base64,` prefix are tolerated,
 * anything else that is not base64 with its padding is refused. @returns the bytes, or null.
 */
function decodeBase64(text: string): Buffer | null {
  const clean = text.replace(/^data:[\w.+/-]+;base64,/, "").replace(/\s+/g, "");
  return clean.length > 0 && BASE64.test(clean) ? Buffer.from(clean, "base64") : null;
}

/**
 * The bytes of an uploaded file (base64 `data`), at most MAX_FILE_BYTES (153600).
 * @throws 400 badFormat when it is not base64, 413 tooLarge past the limit.
 */
function fileOf(data: string): Buffer {
  const bytes = decodeBase64(data);
  if (!bytes) throw badFormat();
  if (bytes.length > MAX_FILE_BYTES) throw new AppError(413, "tooLarge", TEXTS.http.tooLarge);
  return bytes;
}

/**
 * Reads a `POST /feed/documents` body (docs/DECISIONS.md "Documents"). A missing or refused mime, or
 * missing data, is the upload's own 400 `badFormat`; other fields answer the schema's message.
 */
export function parseUploadBody(input: unknown): UploadBody {
  const result = uploadDocumentSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  if (field === "mime" || field === "data") throw badFormat();
  throw badRequest(zodMessage(result.error));
}

/**
 * Adds a document (`POST /feed/documents`, docs/DECISIONS.md "Documents", 000 §4 Document-add flow).
 * The file is decoded, checked (at most 153600 bytes, bytes matching the declared mime), stored,
 * then the row is inserted with `meta.status` NEW. A laboratory's prescription becomes an
 * analysis result. An image gets its thumbnail (`makeThumbnail`). When the insert fails the
 * stored file is removed: nothing half-stored. With `idgroup` (issue 21 §2) it is posted to a
 * sharing group the caller is a member of: its current members read it and hear `newDoc`.
 * @throws 400 badFormat (bad base64, mime refused or not matching), 413 tooLarge, 404 "Le dossier
 *   n'existe pas." for an `iddirectory` that is not the caller's; 404 « Groupe introuvable. » for
 *   a group the caller is not a member of, 400 for `idgroup` with `idowner` or `iddirectory`.
 *   A marketing operation's OPMARKET directory (issue 21 §4) takes the documents of its manager
 *   and of the pharmacies that accepted it (another receiver 403, anyone else 404 « Le dossier
 *   n'existe pas. »; with `idowner` 400): they are read by the operation's sides only.
 */
export async function uploadDocument(
  ctx: AppContext,
  actor: Actor,
  body: UploadBody,
): Promise<DocumentDto> {
  const { user } = actor;
  authorize(uploadMetaPolicy, "write", actor, body.meta ?? {});
  const { idgroup } = body;
  if (idgroup) {
    // a group's document is the poster's own, in no folder (issue 21 §2)
    authorize(groupItemPolicy, "post", actor, await repo.groupMembers(ctx.db, idgroup));
    if (body.idowner || body.iddirectory) throw badRequest(TEXTS.http.invalidInput);
  }
  const owner = await ownerOfUpload(ctx, actor, body.idowner);
  const bytes = fileOf(body.data);
  // a format another module reads (HPRIM lab results: the labs module, issue 10 §1)
  const importer = importerFor(body.mime);
  if (importer) return importer(ctx, actor, body, bytes);
  if (sniffMime(bytes) !== body.mime) throw badFormat();
  // a marketing operation's directory: its manager or an accepting pharmacy posts, as itself;
  // else a directory of the owner's side, or a fixed folder (404 "Le dossier n'existe pas.")
  const operation = body.iddirectory
    ? await repo.operationOfDirectory(ctx.db, body.iddirectory)
    : null;
  if (operation) {
    authorize(operationDirectoryPolicy, "read", actor, operation);
    authorize(operationDirectoryPolicy, "post", actor, operation);
    if (body.idowner) throw badRequest(TEXTS.http.invalidInput);
  } else if (body.iddirectory) await checkDirectoryUse(ctx.db, actor, body.iddirectory);
  const thumbnail = await makeThumbnail(bytes, body.mime);

  const id = newId();
  const now = changeTime();
  // staged and synced first, committed only once its row is: a crash leaves a staged file that
  // the start-up sweep settles (`sweepFiles`), never a row without its file
  await ctx.storage.stage(id, bytes);
  let row: DocumentRow;
  try {
    row = await inTransaction(ctx, async (tx, events) => {
      const inserted = await repo.insertDocument(tx, {
        id,
        // on behalf of a family member: the document is hers, her manager its sharer
        idcreator: owner.id,
        idsharer: owner.id === user.id ? null : user.id,
        iddirectory: body.iddirectory ?? null,
        idgroup: idgroup ?? null,
        type: typeOnUpload(user.type, body.type),
        name: body.name,
        mime: body.mime,
        size: bytes.length,
        storageKey: id,
        thumbnail,
        meta: { ...body.meta, status: "NEW" },
        status: "NEW",
        date: now,
        lastUpdate: now,
      });
      if (idgroup) {
        // the group's members at this moment hear of it (`newDoc`), the poster aside
        const members = await repo.groupMembers(tx, idgroup);
        const document = toDocumentDto(inserted, { sharers: [], creator: toUserSummary(owner) });
        const audience = members.filter((id) => id !== user.id);
        if (audience.length > 0) events.emit("documentShared", { document, audience });
      }
      if (operation) {
        // the operation's other sides hear of it (`newDoc`), read again in the transaction
        const now = await repo.operationOfDirectory(tx, inserted.iddirectory ?? "");
        const readers = now ? [now.idcreator, ...now.receivers.map((r) => r.id)] : [];
        const document = toDocumentDto(inserted, { sharers: [], creator: toUserSummary(owner) });
        const audience = [...new Set(readers)].filter((id) => id !== user.id);
        if (audience.length > 0) events.emit("documentShared", { document, audience });
      }
      return inserted;
    });
  } catch (error) {
    await ctx.storage.discard(id);
    if (isRefusedText(error)) throw badRequest(TEXTS.http.invalidInput);
    throw error;
  }
  await ctx.storage.commit(id);
  return toDocumentDto(row, { sharers: [], creator: toUserSummary(owner) });
}

/**
 * `POST /api/manager/publish` (issue 21 §1): a group manager's document, PUBLISHED at once, goes
 * to the member establishments it names in `pharmacies` (all its members when absent), each
 * live with `newDoc`. The file is checked as an upload's; the row and its shares are written in
 * one transaction, the file committed once they are.
 * @throws 403 for anyone but a group manager; 400 when `pharmacies` names a non-member (nothing
 *   stored, nothing sent) or the group has no member; the upload's 400 badFormat and 413.
 */
export async function publishToMembers(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof managerPublishSchema>,
): Promise<DocumentDto> {
  const texts = TEXTS.publications;
  if (!MANAGER_TYPES.includes(actor.type)) throw new AppError(403, "forbidden", texts.managersOnly);
  const members = new Set(actor.managed);
  const wanted = [...new Set(body.pharmacies ?? actor.managed)];
  const outsiders = wanted.filter((id) => !members.has(id));
  if (outsiders.length > 0) {
    const known = await repo.userSummaries(ctx.db, outsiders);
    const names = outsiders.map((id) => known.find((k) => k.id === id)?.name ?? id);
    throw badRequest(format(texts.notMembers, { names: names.join(", ") }));
  }
  if (wanted.length === 0) throw badRequest(texts.noMembers);
  const bytes = fileOf(body.data);
  if (sniffMime(bytes) !== body.mime) throw badFormat();
  const thumbnail = await makeThumbnail(bytes, body.mime);
  const id = newId();
  const now = changeTime();
  await ctx.storage.stage(id, bytes);
  let document: DocumentDto;
  try {
    document = await inTransaction(ctx, async (tx, events) => {
      const row = await repo.insertDocument(tx, {
        id,
        idcreator: actor.id,
        idsharer: actor.id,
        iddirectory: null,
        type: body.type,
        name: body.name,
        mime: body.mime,
        size: bytes.length,
        storageKey: id,
        thumbnail,
        meta: { ...body.meta, status: "PUBLISHED" },
        status: "PUBLISHED",
        date: now,
        lastUpdate: now,
      });
      const added = await repo.addShares(tx, {
        iddocument: id,
        idsharer: actor.id,
        iduser: wanted,
        lastUpdate: now,
      });
      const dto = toDocumentDto(row, { sharers: added, creator: toUserSummary(actor.user) });
      events.emit("documentShared", { document: dto, audience: added });
      return dto;
    });
  } catch (error) {
    await ctx.storage.discard(id);
    if (isRefusedText(error)) throw badRequest(TEXTS.http.invalidInput);
    throw error;
  }
  await ctx.storage.commit(id);
  return document;
}

/**
 * Stores new documents (rows and files) at once, for a module that makes several from one upload
 * (issue 10 §1: one per patient of an HPRIM file). The files are staged first; `write` inserts
 * the rows with `insert`, and the module's own rows, in one transaction; the files are committed
 * once it is, discarded when it fails: nothing half-stored.
 * @returns what `write` returns.
 */
export async function storeNewDocuments<T>(
  ctx: AppContext,
  files: { id: string; bytes: Buffer }[],
  write: (tx: Executor, insert: (row: NewDocument) => Promise<DocumentRow>) => Promise<T>,
): Promise<T> {
  for (const file of files) await ctx.storage.stage(file.id, file.bytes);
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => write(tx, (row) => repo.insertDocument(tx, row)));
  } catch (error) {
    for (const file of files) await ctx.storage.discard(file.id);
    if (isRefusedText(error)) throw badRequest(TEXTS.http.invalidInput);
    throw error;
  }
  for (const file of files) await ctx.storage.commit(file.id);
  return result;
}

/**
 * Moves a document from status `from` to `to` without a message (000 §4: RESULTS_OPENED sends
 * none), when it is still in `from`; everyone who reads it gets `updateDoc`, so the laboratory
 * sees it live. The caller's module decides who may (the documents policy only checks reading).
 * @returns the document, changed or not. @throws 404 when `actor` cannot read it.
 */
export async function moveStatusQuietly(
  ctx: AppContext,
  actor: Actor,
  id: string,
  from: DocumentStatus,
  to: DocumentStatus,
): Promise<DocumentDto> {
  return inTransaction(ctx, async (tx, events) => {
    const access = await loadReadable(tx, actor, id, true);
    if (access.document.status !== from) return accessToDto(access);
    const row = await repo.updateDocument(tx, id, {
      meta: { ...access.document.meta, status: to },
      status: to,
      lastUpdate: changeTime(),
    });
    const document = accessToDto(access, row);
    events.emit("documentUpdated", { document, audience: documentAudience(access) });
    return document;
  });
}

/**
 * Whose document an upload is (000 §4 step 4, issue 8 §6): the actor's, or a family member's she
 * manages (`idowner`). @throws 404 for a user the actor does not manage.
 */
async function ownerOfUpload(ctx: AppContext, actor: Actor, idowner: string | undefined) {
  if (!idowner || idowner === actor.id) return actor.user;
  authorize(documentOwnerPolicy, "uploadFor", actor, idowner);
  return loadVisibleUser(ctx, actor, idowner);
}

/**
 * Settles the files a crash left (run at start): a staged file whose row was committed becomes
 * the document's file; a staged file without a row, and a stored file no row points to (its
 * deletion was cut short), are removed. @returns how many files were committed and removed.
 */
export async function sweepFiles(ctx: AppContext): Promise<{ committed: number; removed: number }> {
  const { stored, staged } = await ctx.storage.list();
  const known = await repo.existingStorageKeys(ctx.db, [...new Set([...stored, ...staged])]);
  let committed = 0;
  let removed = 0;
  for (const key of staged) {
    if (known.has(key) && !stored.includes(key)) {
      await ctx.storage.commit(key);
      committed += 1;
    } else {
      await ctx.storage.discard(key);
      removed += 1;
    }
  }
  for (const key of stored) {
    if (!known.has(key)) {
      await ctx.storage.delete(key);
      removed += 1;
    }
  }
  return { committed, removed };
}

/**
 * Loads a document `actor` may read (documents policy `read`); `lock` for a change.
 * @throws 404 "Le document n'existe pas." when unknown or not readable, so nothing leaks.
 */
export async function loadReadable(
  db: Executor,
  actor: Actor,
  id: string,
  lock = false,
): Promise<DocumentAccess> {
  const access = await repo.loadAccess(db, id, { lock });
  authorize(documentPolicy, "read", actor, access);
  return access;
}

/** The wire form of a loaded document, without data. */
export function accessToDto(access: DocumentAccess, document = access.document): DocumentDto {
  return toDocumentDto(document, {
    sharers: access.recipients.map((r) => r.id),
    creator: toUserSummary(access.creator),
  });
}

/**
 * `GET /api/documents/{id}` (docs/DECISIONS.md "Documents"): the document with `data` in base64.
 * A published publication (issue 9 §4) is read by any signed-in user.
 * @throws 404 unless `user` may read it.
 */
export async function getDocument(ctx: AppContext, actor: Actor, id: string): Promise<DocumentDto> {
  // a published publication is anyone's to read (issue 9 §4); anything else its readers' only
  const access = await repo.loadAccess(ctx.db, id);
  authorize(publicationPolicy, "readPublic", actor, access);
  const bytes = await ctx.storage.get(access.document.storageKey);
  if (!bytes) throw new Error(`file of document ${id} is missing from the storage`);
  await recordOpening(ctx, actor, access);
  return { ...accessToDto(access), data: bytes.toString("base64") };
}

/**
 * Records `actor`'s opening of a loaded document in the audit (issue 24 §2) unless it is its
 * patient's or her manager's own read (`auditedReadOf`); awaited before the content is answered,
 * so a failed write fails the read (docs/DECISIONS.md "Who read my documents").
 * @throws the database's error when the entry cannot be written.
 */
export async function recordOpening(
  ctx: AppContext,
  actor: Actor,
  access: DocumentAccess,
): Promise<void> {
  const audited = auditedReadOf(actor, access);
  if (audited) await recordRead(ctx, actor, { iddocument: access.document.id, ...audited });
}

/**
 * `DELETE /feed/documents/{id}` (000 §7): the creator or a manager of the creator deletes the
 * document, its shares, its messages and its file; everyone who could read it gets `deleteDoc`.
 * A patient's document a pharmacy is preparing stays (documents policy `deleteNow`).
 * @throws 404 when not readable, 403 when readable but not the creator's side, or when a
 *   pharmacy is preparing the patient's document.
 */
export async function deleteDocument(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const access = await inTransaction(ctx, async (tx, events) => {
    const loaded = await loadReadable(tx, actor, id, true);
    authorize(documentPolicy, "delete", actor, loaded);
    authorize(documentPolicy, "deleteNow", actor, loaded);
    await repo.deleteDocument(tx, id);
    events.emit("documentDeleted", { id, audience: documentAudience(loaded) });
    return loaded;
  });
  await ctx.storage.delete(access.document.storageKey);
}

/**
 * `PUT /feed/documents/{id}/share` (docs/DECISIONS.md "Documents", 000 §9 share limit): shares with up
 * to 5 users. Those who already have it are skipped; the caller becomes the document's sharer
 * when it had none; the document moves to the top of the feeds (new lastUpdate). After commit,
 * the new recipients and their managers get `newDoc`.
 * @throws 404 when the caller cannot read it; 400 "Erreur partage" when a recipient is unknown.
 */
export async function shareDocument(
  ctx: AppContext,
  actor: Actor,
  id: string,
  sharers: string[],
): Promise<DocumentDto> {
  const { user } = actor;
  const wanted = [...new Set(sharers)].filter((sharer) => sharer !== user.id);
  return inTransaction(ctx, async (tx, events) => {
    const access = await repo.loadAccess(tx, id, { lock: true });
    authorize(documentPolicy, "share", actor, access);
    const known = await repo.userSummaries(tx, wanted);
    if (known.length !== wanted.length) {
      throw badRequest(TEXTS.share.cannotShare, "badRequest", TEXTS.share.errorTitle);
    }
    const links = await repo.managerLinksOf(tx, [...wanted, user.id]);
    const managersOf = (id: string) => links.filter((l) => l.iduser === id).map((l) => l.idmanager);
    // a doctor's or an optician's patients are its contacts (issue 9 §3): asked only then
    const targets = [];
    for (const k of known) {
      const isContact =
        actor.type === "professional" && k.type === "patient"
          ? await areContacts(tx, user.id, k.id)
          : false;
      targets.push({ id: k.id, type: k.type, managers: managersOf(k.id), isContact });
    }
    const request = { access, targets, actorManagers: managersOf(user.id) };
    authorize(documentSharePolicy, "stayInGroup", actor, request);
    authorize(documentSharePolicy, "stayInOperation", actor, request);
    authorize(documentSharePolicy, "shareWith", actor, request);
    authorize(documentSharePolicy, "sendToPatients", actor, request);
    const holders = new Set([access.document.idcreator, ...access.recipients.map((r) => r.id)]);
    const fresh = wanted.filter((sharer) => !holders.has(sharer));
    if (fresh.length === 0) return accessToDto(access);
    const lastUpdate = changeTime();
    const added = await repo.addShares(tx, {
      iddocument: id,
      idsharer: user.id,
      iduser: fresh,
      lastUpdate,
    });
    const row = await repo.updateDocument(tx, id, {
      lastUpdate,
      ...(access.document.idsharer ? {} : { idsharer: user.id }),
    });
    const managerIds = await managerIdsOfAny(tx, added);
    const document = toDocumentDto(row, {
      sharers: [...access.recipients.map((r) => r.id), ...added],
      creator: toUserSummary(access.creator),
    });
    const audience = [...added, ...managerIds].filter((u) => u !== user.id);
    if (audience.length > 0) events.emit("documentShared", { document, audience });
    return document;
  });
}

/**
 * `PUT /feed/documents/{id}/meta` (000 §7): merges `patch` into the document's meta. The creator
 * and the professionals allowed to change its status may; only the latter may change
 * `status` or `order` (money). `meta.status` stays one of 000 §4 and in step with the column.
 * @throws 404 when not readable, 403 when not allowed, 400 for an unknown status.
 */
export async function updateDocumentMeta(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: Record<string, unknown>,
): Promise<DocumentDto> {
  return inTransaction(ctx, async (tx, events) => {
    const access = await loadReadable(tx, actor, id, true);
    const current = access.document;
    const meta = { ...current.meta, ...patch };
    const status = meta.status ?? current.status;
    const touchesProfessionalFields =
      status !== current.status || !isDeepStrictEqual(meta.order, current.meta.order);
    const change = { access, touchesProfessionalFields };
    authorize(documentMetaPolicy, "write", actor, change);
    if (!isDocumentStatus(status)) throw badRequest(TEXTS.http.invalidInput);
    // publishing says what may be published (issue 9 §4), before the generic refusal
    if (status === "PUBLISHED" && current.status !== "PUBLISHED") {
      authorize(publicationPolicy, "publish", actor, access);
    }
    authorize(documentMetaPolicy, "writeProfessionalFields", actor, change);
    const row = await repo.updateDocument(tx, id, {
      meta: { ...meta, status },
      status,
      lastUpdate: changeTime(),
    });
    const document = accessToDto(access, row);
    events.emit("documentUpdated", { document, audience: documentAudience(access) });
    return document;
  });
}

/**
 * Makes the thumbnails of the image documents stored before thumbnails existed (run at start):
 * 100 at a time, from their stored files; an image none can be made of (or whose file is
 * missing) is marked `""` so that it is not tried again. @returns how many were made.
 */
export async function fillMissingThumbnails(
  ctx: Pick<AppContext, "db" | "storage">,
): Promise<number> {
  let made = 0;
  for (;;) {
    const batch = await thumbnailsRepository.missing(ctx.db, 100);
    if (batch.length === 0) return made;
    for (const document of batch) {
      const bytes = await ctx.storage.get(document.storageKey);
      const thumbnail = bytes ? await makeThumbnail(bytes, document.mime) : null;
      await thumbnailsRepository.set(ctx.db, document.id, thumbnail ?? "");
      if (thumbnail) made += 1;
    }
  }
}
