import type { PictureBody, PictureKind } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { loadUserVisibility, type Visibility } from "../accounts/index.js";
import { cleanPicture } from "./pictures.image.js";
import { mayReadPicture, picturePolicy, pictureWritePolicy } from "./pictures.policy.js";
import { picturesRepository as repo, type PictureRow } from "./pictures.repository.js";

/** A picture to answer: its row (type, mime) and its bytes. */
export interface PictureFile {
  row: PictureRow;
  bytes: Buffer;
}

/**
 * Sets a user's picture of a type (`PUT /ws/pictures/{type}` for oneself, `PUT /ws/{id}/pictures/
 * {type}` for a member one manages; issue 8 §7). The bytes are cleaned (`cleanPicture`), staged,
 * the row replaces the previous one in a transaction, then the bytes are committed and the old
 * ones removed: nothing half-stored.
 * @returns the new picture's id. @throws 404 for a user the actor does not act for; 400/413 for
 *   the image (see `cleanPicture`).
 */
export async function putPicture(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  type: PictureKind,
  body: PictureBody,
): Promise<{ id: string }> {
  authorize(pictureWritePolicy, "write", actor, userId);
  const picture = await cleanPicture(body.data, type);
  const id = newId();
  await ctx.storage.stage(id, picture.bytes);
  let previous: PictureRow | null;
  try {
    previous = await inTransaction(ctx, (tx) =>
      repo.replace(tx, {
        id,
        userId,
        type,
        mime: picture.mime,
        size: picture.bytes.length,
        storageKey: id,
      }),
    );
  } catch (error) {
    await ctx.storage.discard(id);
    throw error;
  }
  await ctx.storage.commit(id);
  if (previous) await ctx.storage.delete(previous.storageKey);
  return { id };
}

/** The bytes of a picture row. @throws when the storage lost them (a 500: never expected). */
async function bytesOf(ctx: AppContext, row: PictureRow): Promise<PictureFile> {
  const bytes = await ctx.storage.get(row.storageKey);
  if (!bytes) throw new Error(`file of picture ${row.id} is missing from the storage`);
  return { row, bytes };
}

/** How much of a picture's owner the actor may see; `none` when not at all. */
async function ownerVisibility(ctx: AppContext, actor: Actor, userId: string): Promise<Visibility> {
  try {
    return (await loadUserVisibility(ctx, actor, userId)).visibility;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return "none";
    throw error;
  }
}

/** A picture row `actor` may read (picture policy). @throws 404 when absent or not readable. */
async function loadReadable(
  ctx: AppContext,
  actor: Actor,
  row: PictureRow | null,
): Promise<PictureRow> {
  const access = row && { type: row.type, owner: await ownerVisibility(ctx, actor, row.userId) };
  authorize(picturePolicy, "read", actor, access);
  return row as PictureRow;
}

/**
 * A picture (`GET /ws/pictures/{id}`). @throws 404 when unknown or not readable (a carte Vitale
 * to anyone but its owner, her managers and the professionals she sent a document to).
 */
export async function readPicture(ctx: AppContext, actor: Actor, id: string): Promise<PictureFile> {
  const row = await loadReadable(ctx, actor, await repo.findById(ctx.db, id));
  return bytesOf(ctx, row);
}

/** A user's avatar (`GET /ws/avatar/{id}`). @throws 404 when none or the user is not visible. */
export async function readAvatar(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<PictureFile> {
  const row = await loadReadable(ctx, actor, await repo.findOfUser(ctx.db, userId, "avatar"));
  return bytesOf(ctx, row);
}

/**
 * Several pictures at once (`GET /ws/pictures/list`, 000 §7): text, one line per picture the
 * actor may read, `id mime base64`, in the order asked; unknown and hidden ids are left out.
 */
export async function listPictures(ctx: AppContext, actor: Actor, ids: string[]): Promise<string> {
  const rows = await repo.findByIds(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (
      !row ||
      !mayReadPicture({ type: row.type, owner: await ownerVisibility(ctx, actor, row.userId) })
    )
      continue;
    const { bytes } = await bytesOf(ctx, row);
    lines.push(`${row.id} ${row.mime} ${bytes.toString("base64")}`);
  }
  return lines.length > 0 ? `${lines.join("\n")}\n` : "";
}
