import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { directories, documents, type DirectoryRow, type DocumentRow } from "../../db/schema.js";

/** The SQL of directories (000 §3, §7): the `directories` table and a document's `iddirectory`. */
export const directoriesRepository = {
  /** The directories `idowner` owns, oldest first. */
  ownedBy(db: Executor, idowner: string): Promise<DirectoryRow[]> {
    return db
      .select()
      .from(directories)
      .where(eq(directories.idowner, idowner))
      .orderBy(asc(directories.createdAt), asc(directories.id));
  },

  /** One directory, or null; `lock` holds it for a change. */
  async byId(db: Executor, id: string, lock = false): Promise<DirectoryRow | null> {
    const query = db.select().from(directories).where(eq(directories.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ?? null;
  },

  /** Inserts a directory. */
  async insert(db: Executor, row: typeof directories.$inferInsert): Promise<DirectoryRow> {
    const [inserted] = await db.insert(directories).values(row).returning();
    if (!inserted) throw new Error("directory insert returned nothing");
    return inserted;
  },

  /** Deletes a directory; its documents stay, with no directory. */
  async delete(db: Executor, id: string): Promise<void> {
    await db.update(documents).set({ iddirectory: null }).where(eq(documents.iddirectory, id));
    await db.delete(directories).where(eq(directories.id, id));
  },

  /** Files a document in a directory or fixed folder (null: none); its `lastUpdate` stays. */
  async fileDocument(
    db: Executor,
    iddocument: string,
    iddirectory: string | null,
  ): Promise<DocumentRow> {
    const [row] = await db
      .update(documents)
      .set({ iddirectory })
      .where(and(eq(documents.id, iddocument)))
      .returning();
    if (!row) throw new Error(`filing of missing document ${iddocument}`);
    return row;
  },
};
