import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { HprimReport } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";
import { documents } from "../documents/documents.schema.js";

/** What is kept of a parsed report: everything but its source lines (the document's file). */
export type StoredReport = Omit<HprimReport, "source">;

/**
 * The structured results of an HPRIM document (issue 10 §1, 000 §3 "HPRIM document"): one row
 * per document, the patient it was matched to (or created for) and when the laboratory notified.
 */
export const labReports = pgTable(
  "lab_reports",
  {
    iddocument: text("iddocument")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The laboratory (or lab group) that imported it: the document's creator. */
    idlab: text("idlab")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The patient found among the laboratory's patients, or created AUTO for it. */
    idpatient: text("idpatient").references(() => users.id, { onDelete: "set null" }),
    /** The prescribing doctor, when the file names one of the laboratory's contacts. */
    idprescriber: text("idprescriber").references(() => users.id, { onDelete: "set null" }),
    report: jsonb("report").$type<StoredReport>().notNull(),
    /** Last `POST /api/documents/{id}/notify`; null: not yet notified. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lab_reports_lab_idx").on(t.idlab),
    index("lab_reports_patient_idx").on(t.idpatient),
  ],
);

export type LabReportRow = typeof labReports.$inferSelect;
