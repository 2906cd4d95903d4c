import type { MarketOperationDto, SubmissionDto } from "@reseau/shared";
import type { MarketOperationRow, MarketSubmissionRow } from "./operations.schema.js";

/** A submission row on the wire (001 §3 "Submission"): amount in cents, dates ISO 8601. */
export function toSubmissionDto(row: MarketSubmissionRow): SubmissionDto {
  return {
    id: row.id,
    status: row.status,
    lastUpdate: row.lastUpdate.toISOString(),
    idsubmitter: row.idsubmitter,
    idreceiver: row.idreceiver,
    remuneration: { amount: row.amount, currency: row.currency as "EUR" },
    date: row.date.toISOString(),
    idmarketop: row.idmarketop,
    iddirectory: row.iddirectory,
  };
}

/** An operation on the wire with the submissions of it among `submissions` (by `idmarketop`). */
export function toOperationDto(
  row: MarketOperationRow,
  submissions: readonly MarketSubmissionRow[],
): MarketOperationDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start: row.start,
    end: row.end,
    idcreator: row.idcreator,
    date: row.createdAt.toISOString(),
    submissions: submissions.filter((s) => s.idmarketop === row.id).map(toSubmissionDto),
  };
}
