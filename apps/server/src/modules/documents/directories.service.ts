import {
  fixedFolderDtos,
  TEXTS,
  type DirectoryDto,
  type DirectoryType,
  type DocumentDto,
  type FeedItem,
  type FeedQuery,
} from "@reseau/shared";
import type { DirectoryRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  directoryCreatePolicy,
  directoryPolicy,
  documentFilingPolicy,
} from "./directories.policy.js";
import { checkDirectoryUse } from "./directories.access.js";
import { directoriesRepository as repo } from "./directories.repository.js";
import { documentsRepository } from "./documents.repository.js";
import { accessToDto, loadReadable } from "./documents.service.js";
import { readFeed } from "./feed.service.js";

/** A directory row on the wire. */
function toDirectoryDto(row: DirectoryRow): DirectoryDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    idowner: row.idowner,
    fixed: false,
    date: row.createdAt.toISOString(),
  };
}

/** `GET /api/directories` (000 §7): the caller's own directories, oldest first. */
export async function myDirectories(ctx: AppContext, actor: Actor): Promise<DirectoryDto[]> {
  return (await repo.ownedBy(ctx.db, actor.id)).map(toDirectoryDto);
}

/**
 * `GET /api/directories/all` (000 §7, 001 §2 « Mes dossiers »): the fixed folders (Ordonnances,
 * Optique, Résultats d'analyse, Radiologie, Vaccins), then the caller's own directories.
 */
export async function allDirectories(ctx: AppContext, actor: Actor): Promise<DirectoryDto[]> {
  return [...fixedFolderDtos(), ...(await myDirectories(ctx, actor))];
}

/**
 * `POST /api/directory {name, type}` (000 §7): a new directory of the caller.
 * @throws 403 "Ce type de dossier est réservé aux établissements." to a patient creating an
 *   OPMARKET, PHARMPUB or PUBLIC directory.
 */
export async function createDirectory(
  ctx: AppContext,
  actor: Actor,
  body: { name: string; type: DirectoryType },
): Promise<DirectoryDto> {
  authorize(directoryCreatePolicy, "create", actor, body.type);
  const row = await repo.insert(ctx.db, {
    id: newId(),
    idowner: actor.id,
    name: body.name,
    type: body.type,
  });
  return toDirectoryDto(row);
}

/**
 * `DELETE /api/directory/{id}` (000 §7): deletes one of the caller's directories (or of a user she
 * manages); its documents stay, with no directory.
 * @throws 404 "Le dossier n'existe pas." for an unknown directory, a fixed folder or someone else's;
 *   400 for a marketing operation's directory (issue 21 §4).
 */
export async function deleteDirectory(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const directory = await repo.byId(tx, id, true);
    authorize(directoryPolicy, "use", actor, directory);
    // a marketing operation's directory lives as long as the operation (issue 21 §4)
    if (await documentsRepository.operationOfDirectory(tx, id)) {
      throw badRequest(TEXTS.operations.directoryFixed);
    }
    await repo.delete(tx, id);
  });
}

/**
 * `PUT /api/documents/{id}/directory {iddirectory}` (000 §7): files a document of the caller (or
 * of a user she manages) in one of her directories or fixed folders; null takes it out. Its
 * `lastUpdate` stays: filing is the owner's own order, not news for its readers.
 * @throws 404 "Le document n'existe pas." when the document is not hers; 404 "Le dossier n'existe
 *   pas." when the directory is unknown or someone else's; 400 into or out of a marketing
 *   operation's directory (issue 21 §4).
 */
export async function fileDocument(
  ctx: AppContext,
  actor: Actor,
  id: string,
  iddirectory: string | null,
): Promise<DocumentDto> {
  return inTransaction(ctx, async (tx) => {
    const access = await loadReadable(tx, actor, id, true);
    authorize(documentFilingPolicy, "file", actor, access);
    if (iddirectory !== null) await checkDirectoryUse(tx, actor, iddirectory);
    // an operation's documents are posted from its page and stay there (issue 21 §4): filing
    // into or out of its directory would open or close them to other readers
    const into = iddirectory && (await documentsRepository.operationOfDirectory(tx, iddirectory));
    if (access.operationReaders || into) throw badRequest(TEXTS.operations.directoryFixed);
    const row = await repo.fileDocument(tx, id, iddirectory);
    return accessToDto(access, row);
  });
}

/**
 * `GET /api/feed/directory/{id}` (000 §7): the documents filed in one of the caller's directories
 * or fixed folders, with the feed's parameters (`readFeed`).
 * @throws 404 "Le dossier n'existe pas." for an unknown directory or someone else's.
 */
export async function directoryFeed(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: FeedQuery,
): Promise<FeedItem[]> {
  await checkDirectoryUse(ctx.db, actor, id);
  return readFeed(ctx, actor, query, id);
}
