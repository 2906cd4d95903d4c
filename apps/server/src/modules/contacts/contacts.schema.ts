import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A user's contact book (000 §3 User and contact). */
export const contacts = pgTable(
  "contacts",
  {
    idowner: text("idowner")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idcontact: text("idcontact")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.idowner, t.idcontact] })],
);
