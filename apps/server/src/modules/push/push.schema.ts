import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/**
 * The web push subscriptions of users (000 §3 "Push registration is stored on the user", §7
 * `POST /ws/device`): one row per browser, the endpoint unique (the same endpoint twice is one
 * device; a browser registered by a new user moves to them). `p256dh` and `auth` are the
 * browser's keys (base64url) the payload is encrypted for.
 */
export const pushDevices = pgTable(
  "push_devices",
  {
    id: text("id").primaryKey(),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_devices_endpoint_key"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    appName: text("app_name"),
    appVersion: text("app_version"),
    regType: text("reg_type"),
    topic: text("topic"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_devices_user_idx").on(t.iduser, t.updatedAt)],
);
/** A stored push device. */
export type PushDeviceRow = typeof pushDevices.$inferSelect;
