import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/** The kinds of picture a user keeps (000 §7 Pictures): a portrait, the carte Vitale, the insurance card. */
export type PictureType = "avatar" | "vitale" | "insurance";

/**
 * A user's pictures, one per type (000 §7 Pictures); the bytes live in the storage under
 * `storageKey`. A carte Vitale or insurance card is health data (issue 8 §7).
 */
export const pictures = pgTable(
  "pictures",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<PictureType>().notNull(),
    mime: text("mime").notNull(),
    /** Size of the stored bytes, in bytes. */
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pictures_user_type_key").on(t.userId, t.type)],
);
