import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import {
  libraryDirectories,
  libraryDocuments,
  type LibraryDirectoryRow,
  type LibraryDocumentRow,
} from "./library.schema.js";

/** SQL of the library: its documents and folders, always scoped by pharmacy. */
export const libraryRepository = {
  async documentsOf(db: Executor, pharmaId: string, group: string): Promise<LibraryDocumentRow[]> {
    return db
      .select()
      .from(libraryDocuments)
      .where(and(eq(libraryDocuments.pharmaId, pharmaId), eq(libraryDocuments.group, group)))
      .orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.id));
  },
  async documentsIn(db: Executor, directoryId: string): Promise<LibraryDocumentRow[]> {
    return db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.directoryId, directoryId))
      .orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.id));
  },
  async findDocument(db: Executor, id: string): Promise<LibraryDocumentRow | null> {
    const [row] = await db.select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
    return row ?? null;
  },
  async findDocumentByFile(db: Executor, fileKey: string): Promise<LibraryDocumentRow | null> {
    const [row] = await db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.fileKey, fileKey));
    return row ?? null;
  },
  async insertDocument(
    db: Executor,
    row: typeof libraryDocuments.$inferInsert,
  ): Promise<LibraryDocumentRow> {
    const [inserted] = await db.insert(libraryDocuments).values(row).returning();
    return inserted as LibraryDocumentRow;
  },
  async updateDocument(
    db: Executor,
    id: string,
    fields: Partial<typeof libraryDocuments.$inferInsert>,
  ): Promise<LibraryDocumentRow> {
    const [row] = await db
      .update(libraryDocuments)
      .set(fields)
      .where(eq(libraryDocuments.id, id))
      .returning();
    return row as LibraryDocumentRow;
  },
  async deleteDocument(db: Executor, id: string): Promise<void> {
    await db.delete(libraryDocuments).where(eq(libraryDocuments.id, id));
  },
  async directoriesOf(
    db: Executor,
    pharmaId: string,
    group: string,
  ): Promise<LibraryDirectoryRow[]> {
    return db
      .select()
      .from(libraryDirectories)
      .where(and(eq(libraryDirectories.pharmaId, pharmaId), eq(libraryDirectories.group, group)))
      .orderBy(asc(libraryDirectories.name), asc(libraryDirectories.id));
  },
  async findDirectory(db: Executor, id: string): Promise<LibraryDirectoryRow | null> {
    const [row] = await db.select().from(libraryDirectories).where(eq(libraryDirectories.id, id));
    return row ?? null;
  },
  async insertDirectory(
    db: Executor,
    row: typeof libraryDirectories.$inferInsert,
  ): Promise<LibraryDirectoryRow> {
    const [inserted] = await db.insert(libraryDirectories).values(row).returning();
    return inserted as LibraryDirectoryRow;
  },
  async renameDirectory(db: Executor, id: string, name: string): Promise<LibraryDirectoryRow> {
    const [row] = await db
      .update(libraryDirectories)
      .set({ name })
      .where(eq(libraryDirectories.id, id))
      .returning();
    return row as LibraryDirectoryRow;
  },
  /** Deletes a folder; its documents move to the root (the foreign key sets them null). */
  async deleteDirectory(db: Executor, id: string): Promise<void> {
    await db.delete(libraryDirectories).where(eq(libraryDirectories.id, id));
  },
};
