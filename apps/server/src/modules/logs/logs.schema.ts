import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Client errors sent to `POST /logs` (000 §7, §8). */
export const clientLogs = pgTable("client_logs", {
  id: text("id").primaryKey(),
  userId: text("user_id"),
  error: text("error").notNull(),
  context: jsonb("context").$type<unknown>(),
  ip: text("ip"),
  ...timestamps,
});
