import { lt } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { clientLogs } from "./logs.schema.js";

/** A client error to store (000 §7 `POST /logs`). */
export type NewClientLog = typeof clientLogs.$inferInsert;

/** SQL of the client error log. */
export const logsRepository = {
  async insert(db: Executor, log: NewClientLog): Promise<void> {
    await db.insert(clientLogs).values(log);
  },

  /** Deletes the reports stored before `date`. */
  async deleteOlderThan(db: Executor, date: Date): Promise<void> {
    await db.delete(clientLogs).where(lt(clientLogs.createdAt, date));
  },
};
