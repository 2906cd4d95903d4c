import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
  (t) => [
    primaryKey({ columns: [t.idowner, t.idcontact] }),
    // who has this user in their book: a patient folder finds the patients who added the
    // pharmacy (issue 8 §4), the contact colour's reverse look-ups
    index("contacts_contact_idx").on(t.idcontact),
  ],
);
