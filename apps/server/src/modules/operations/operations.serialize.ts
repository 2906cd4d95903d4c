import type { MarketOperationDto, SubmissionDto } from "@reseau/shared";
import type { MarketOperationRow, MarketSubmissionRow } from "./operations.schema.js";

/** The display names of the accounts a DTO names, by id (`operationsRepository.namesOf`). */
export type Names = ReadonlyMap<string, string>;

/**
 * A submission row on the wire (001 §3 "Submission"): amount in cents, dates ISO 8601, the
 * receiver's name among `names`.
 */
export function toSubmissionDto(row: MarketSubmissionRow, names: Names): SubmissionDto {
  return {
    id: row.id,
    status: row.status,
    lastUpdate: row.lastUpdate.toISOString(),
    idsubmitter: row.idsubmitter,
    idreceiver: row.idreceiver,
    receiverName: names.get(row.idreceiver) ?? "",
    remuneration: { amount: row.amount, currency: row.currency as "EUR" },
    date: row.date.toISOString(),
    idmarketop: row.idmarketop,
    iddirectory: row.iddirectory,
  };
}

/**
 * An operation on the wire with the submissions of it among `submissions` (by `idmarketop`), its
 * manager's and receivers' names among `names`.
 */
export function toOperationDto(
  row: MarketOperationRow,
  submissions: readonly MarketSubmissionRow[],
  names: Names,
): MarketOperationDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start: row.start,
    end: row.end,
    idcreator: row.idcreator,
    creatorName: names.get(row.idcreator) ?? "",
    iddirectory: row.iddirectory,
    date: row.createdAt.toISOString(),
    submissions: submissions
      .filter((s) => s.idmarketop === row.id)
      .map((s) => toSubmissionDto(s, names)),
  };
}
