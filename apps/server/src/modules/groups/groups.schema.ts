import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/**
 * Sharing groups (001 §4 "Sharing groups", issue 21 §2): a user's (`idcreator`) group of contacts
 * and family; its messages and documents carry its id (`messages.idgroup`, `documents.idgroup`).
 * Deleting it deletes them.
 */
export const sharingGroups = pgTable(
  "sharing_groups",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    idcreator: text("idcreator")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sharing_groups_creator_idx").on(t.idcreator)],
);

/** A sharing group row. */
export type SharingGroupRow = typeof sharingGroups.$inferSelect;

/**
 * The current members of a sharing group, its creator included: who reads its items, now (a
 * removed member's row is gone, and with it her access).
 */
export const sharingGroupMembers = pgTable(
  "sharing_group_members",
  {
    idgroup: text("idgroup")
      .notNull()
      .references(() => sharingGroups.id, { onDelete: "cascade" }),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idgroup, t.iduser] }),
    index("sharing_group_members_user_idx").on(t.iduser),
  ],
);
