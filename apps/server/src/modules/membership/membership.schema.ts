import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { InvitationStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";

/**
 * A groupement's invitations to establishments (issue 21 §1): `idmanager` the groupement
 * (grp_pharm, grp_lab), `iduser` the establishment of its kind; PENDING, then ACCEPTED or REFUSED
 * by the invitee or WITHDRAWN by the groupement (`answeredAt` set then). At most one PENDING
 * invitation per pair (the partial unique index); answered ones stay as the record.
 */
export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: text("id").primaryKey(),
    idmanager: text("idmanager")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<InvitationStatus>().notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("group_invitations_one_pending")
      .on(t.idmanager, t.iduser)
      .where(sql`status = 'PENDING'`),
    index("group_invitations_user_idx").on(t.iduser, t.createdAt),
    check(
      "group_invitations_status_check",
      sql`status IN ('PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN')`,
    ),
  ],
);

/** An invitation row. */
export type InvitationRow = typeof groupInvitations.$inferSelect;
