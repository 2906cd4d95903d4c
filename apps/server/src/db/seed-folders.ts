import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../platform/context.js";
import { makeThumbnail } from "../modules/documents/documents.thumbnail.js";
import { directories, users, type documents } from "./schema.js";

/** A stable id for a demo directory (the UUID layout of the other demo ids). */
function folderId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-folders:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Gives each demo image document its thumbnail (issue 9 §2), from the demo files, before the
 * documents are inserted, as an upload would.
 */
export async function addDemoThumbnails(rows: {
  documents: (typeof documents.$inferInsert)[];
  files: Map<string, Buffer>;
}): Promise<void> {
  for (const document of rows.documents) {
    const bytes = rows.files.get(document.storageKey);
    if (bytes && document.thumbnail === undefined) {
      document.thumbnail = await makeThumbnail(bytes, document.mime);
    }
  }
}

/**
 * The demo directories (issue 9 §1): patient@demo.fr has « Bilan annuel » beside the fixed
 * folders of « Mes dossiers »; pharmacie@demo.fr a PUBLIC « Vitrine » for its publications (out
 * of the main feed, 000 §9). Idempotent: fixed ids; does nothing for an absent account.
 */
export async function seedFolders(ctx: Pick<AppContext, "db">): Promise<void> {
  const wanted = [
    { email: "patient@demo.fr", name: "Bilan annuel", type: "NORMAL" as const },
    { email: "pharmacie@demo.fr", name: "Vitrine", type: "PUBLIC" as const },
  ];
  for (const folder of wanted) {
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, folder.email))
      .limit(1);
    if (!owner) continue;
    await ctx.db
      .insert(directories)
      .values({
        id: folderId(`${folder.email}:${folder.name}`),
        idowner: owner.id,
        name: folder.name,
        type: folder.type,
      })
      .onConflictDoNothing();
  }
}
