import {
  MAX_FILE_BYTES,
  TEXTS,
  type CreateLibraryDocumentInput,
  type LibraryDirectoryDto,
  type LibraryDocumentDto,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { libraryDirectoryPolicy, libraryPolicy } from "./library.policy.js";
import { libraryRepository as repo } from "./library.repository.js";
import type { LibraryDirectoryRow, LibraryDocumentRow } from "./library.schema.js";

const T = TEXTS.library;

/** Where a stored library file is read (`GET /pro-api/images/{name}`). */
const libraryImageUrl = (fileKey: string) => `/pro-api/images/${fileKey}`;

/** A library document as the API answers it. */
function toLibraryDocumentDto(row: LibraryDocumentRow): LibraryDocumentDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.fileKey ? libraryImageUrl(row.fileKey) : (row.url ?? ""),
    size: row.size,
    created: row.createdAt.toISOString(),
    category: row.category,
    group: row.group,
    directory: row.directoryId,
    pdfImagesUrls: [],
  };
}

function toDirectoryDto(row: LibraryDirectoryRow, documents?: LibraryDocumentRow[]) {
  const dto: LibraryDirectoryDto = {
    id: row.id,
    name: row.name,
    group: row.group,
    created: row.createdAt.toISOString(),
  };
  if (documents) dto.documents = documents.map(toLibraryDocumentDto);
  return dto;
}

/** First bytes of each accepted type: the file must be what its type says. */
const SIGNATURES: Record<string, number[]> = {
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47],
  "image/gif": [0x47, 0x49, 0x46],
  "application/pdf": [0x25, 0x50, 0x44, 0x46],
};

/**
 * Decodes and checks a library file.
 * @throws AppError 400 when it is not base64 of its type; 413 above 153600 bytes.
 */
function decodeFile(data: string, type: string): Buffer {
  if (!/^[A-Za-z0-9+/]+=*$/.test(data)) throw badRequest(T.badFile);
  const bytes = Buffer.from(data, "base64");
  if (bytes.length > MAX_FILE_BYTES) throw new AppError(413, "tooLarge", TEXTS.http.tooLarge);
  const signature = SIGNATURES[type] ?? [];
  if (bytes.length < signature.length || signature.some((b, k) => bytes[k] !== b)) {
    throw badRequest(T.badFile);
  }
  return bytes;
}

/** Checks that `directory` is a folder of the caller's, in `group`. @throws AppError 404. */
async function ownDirectory(ctx: AppContext, actor: Actor, directory: string, group?: string) {
  const row = await repo.findDirectory(ctx.db, directory);
  authorize(libraryDirectoryPolicy, "own", actor, row);
  if (group !== undefined && row.group !== group) throw badRequest(T.directoryNotFound);
  return row;
}

/** `GET /pro-api/documents/{group}`. @throws AppError 403 for a non-pharmacy. */
export async function listDocuments(ctx: AppContext, actor: Actor, group: string) {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  return (await repo.documentsOf(ctx.db, actor.id, group)).map(toLibraryDocumentDto);
}

/**
 * `POST /pro-api/document`: stores the file (staged, committed after its row) or the link.
 * @throws AppError 403 for a non-pharmacy; 400 without a name, a bad file or url; 404 for a
 *   folder not the caller's; 413 for a file above 153600 bytes.
 */
export async function createDocument(
  ctx: AppContext,
  actor: Actor,
  input: CreateLibraryDocumentInput,
): Promise<LibraryDocumentDto> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const group = input.group.trim();
  if (input.directory) await ownDirectory(ctx, actor, input.directory, group);
  const base = {
    id: newId(),
    pharmaId: actor.id,
    group,
    directoryId: input.directory ?? null,
    name: input.name.trim(),
    category: input.category?.trim() || null,
    createdAt: ctx.clock.now(),
  };
  if (input.data !== undefined && input.type !== undefined) {
    const bytes = decodeFile(input.data, input.type);
    const fileKey = `lib-${newId()}`;
    await ctx.storage.stage(fileKey, bytes);
    try {
      const row = await repo.insertDocument(ctx.db, {
        ...base,
        type: input.type,
        fileKey,
        size: bytes.length,
      });
      await ctx.storage.commit(fileKey);
      return toLibraryDocumentDto(row);
    } catch (error) {
      await ctx.storage.discard(fileKey);
      throw error;
    }
  }
  const row = await repo.insertDocument(ctx.db, { ...base, type: "link", url: input.url ?? "" });
  return toLibraryDocumentDto(row);
}

/** `PUT /pro-api/document`. @throws AppError 403 / 404 (not the caller's document or folder). */
export async function updateDocument(
  ctx: AppContext,
  actor: Actor,
  input: { id: string; name?: string; category?: string | null; directory?: string | null },
): Promise<LibraryDocumentDto> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await repo.findDocument(ctx.db, input.id);
  authorize(libraryPolicy, "own", actor, row);
  if (input.directory) await ownDirectory(ctx, actor, input.directory, row.group);
  const updated = await repo.updateDocument(ctx.db, row.id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.category !== undefined ? { category: input.category?.trim() || null } : {}),
    ...(input.directory !== undefined ? { directoryId: input.directory } : {}),
  });
  return toLibraryDocumentDto(updated);
}

/** `DELETE /pro-api/document/{id}`: the row, then its file. @throws AppError 403 / 404. */
export async function deleteDocument(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await repo.findDocument(ctx.db, id);
  authorize(libraryPolicy, "own", actor, row);
  await repo.deleteDocument(ctx.db, row.id);
  if (row.fileKey) await ctx.storage.delete(row.fileKey);
}

/** `GET /pro-api/directories/{group}`. @throws AppError 403. */
export async function listDirectories(ctx: AppContext, actor: Actor, group: string) {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  return (await repo.directoriesOf(ctx.db, actor.id, group)).map((row) => toDirectoryDto(row));
}

/** `POST /pro-api/directory`. @throws AppError 403; 400 without a name. */
export async function createDirectory(
  ctx: AppContext,
  actor: Actor,
  input: { name: string; group: string },
): Promise<LibraryDirectoryDto> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await repo.insertDirectory(ctx.db, {
    id: newId(),
    pharmaId: actor.id,
    group: input.group.trim(),
    name: input.name.trim(),
    createdAt: ctx.clock.now(),
  });
  return toDirectoryDto(row);
}

/** `PUT /pro-api/directory`. @throws AppError 403 / 404. */
export async function renameDirectory(
  ctx: AppContext,
  actor: Actor,
  input: { id: string; name: string },
): Promise<LibraryDirectoryDto> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await ownDirectory(ctx, actor, input.id);
  return toDirectoryDto(await repo.renameDirectory(ctx.db, row.id, input.name.trim()));
}

/** `GET /pro-api/directory/{id}`: the folder and its documents. @throws AppError 403 / 404. */
export async function getDirectory(ctx: AppContext, actor: Actor, id: string) {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await ownDirectory(ctx, actor, id);
  return toDirectoryDto(row, await repo.documentsIn(ctx.db, row.id));
}

/** `DELETE /pro-api/directory/{id}`: its documents move to the root. @throws AppError 403 / 404. */
export async function deleteDirectory(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await ownDirectory(ctx, actor, id);
  await repo.deleteDirectory(ctx.db, row.id);
}

/**
 * `GET /pro-api/images/{name}` (001 §7, a blob): the file of one of the caller's library
 * documents, with its type. @throws AppError 403 for a non-pharmacy; 404 otherwise.
 */
export async function readImage(ctx: AppContext, actor: Actor, name: string) {
  authorize(libraryPolicy, "use", actor, { pharmaId: actor.id });
  const row = await repo.findDocumentByFile(ctx.db, name);
  authorize(libraryPolicy, "own", actor, row);
  const bytes = row.fileKey ? await ctx.storage.get(row.fileKey) : null;
  authorize(libraryPolicy, "own", actor, bytes === null ? null : row);
  return { bytes: bytes as Buffer, type: row.type };
}
