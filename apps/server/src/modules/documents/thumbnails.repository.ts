import { and, eq, isNull, like } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { documents } from "../../db/schema.js";

/** The SQL of thumbnails made after the fact (documents stored before thumbnails existed). */
export const thumbnailsRepository = {
  /** At most `limit` image documents without a thumbnail yet: id, storage key and mime. */
  missing(db: Executor, limit: number) {
    return db
      .select({ id: documents.id, storageKey: documents.storageKey, mime: documents.mime })
      .from(documents)
      .where(and(isNull(documents.thumbnail), like(documents.mime, "image/%")))
      .limit(limit);
  },

  /** Sets a document's thumbnail; `""` marks an image none could be made of. */
  async set(db: Executor, id: string, thumbnail: string): Promise<void> {
    await db.update(documents).set({ thumbnail }).where(eq(documents.id, id));
  },
};
