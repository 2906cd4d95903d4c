import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { pictures, type PictureType } from "./pictures.schema.js";

/** A picture's row (000 §7 Pictures). */
export type PictureRow = typeof pictures.$inferSelect;

/** SQL for pictures; the only place that queries their table. */
export const picturesRepository = {
  async findById(db: Executor, id: string): Promise<PictureRow | null> {
    const [row] = await db.select().from(pictures).where(eq(pictures.id, id)).limit(1);
    return row ?? null;
  },

  /** The pictures of these ids that exist, in no particular order. */
  async findByIds(db: Executor, ids: string[]): Promise<PictureRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(pictures).where(inArray(pictures.id, ids));
  },

  /** A user's picture of one type, or null. */
  async findOfUser(db: Executor, userId: string, type: PictureType): Promise<PictureRow | null> {
    const [row] = await db
      .select()
      .from(pictures)
      .where(and(eq(pictures.userId, userId), eq(pictures.type, type)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Puts a user's picture of a type in place of the previous one (a new id, so a cached image is
   * never stale), in the caller's transaction. @returns the previous row, whose bytes the caller
   * removes after the commit.
   */
  async replace(db: Executor, row: typeof pictures.$inferInsert): Promise<PictureRow | null> {
    const [previous] = await db
      .delete(pictures)
      .where(and(eq(pictures.userId, row.userId), eq(pictures.type, row.type)))
      .returning();
    await db.insert(pictures).values(row);
    return previous ?? null;
  },
};
