import { z } from "zod";
import { idParam } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";

const T = TEXTS.stockImport;

/** Largest CSV the pro API accepts, in bytes (50 MB: far above a pharmacy's whole stock). */
export const STOCK_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** 001 §9: an import running longer is stopped and rolled back, in ms. */
export const STOCK_IMPORT_TIMEOUT_MS = 3_600_000;
/** How many refusals an import keeps with their line and reason (the count is always exact). */
export const STOCK_IMPORT_MAX_REFUSALS = 500;
/** Longest product name a stock CSV line may carry, in characters (a longer line is refused). */
export const STOCK_PRODUCT_NAME_MAX = 200;

/** Statuses of an import: queued, running, ended with a result, ended without storing anything. */
export const STOCK_IMPORT_STATUSES = ["PENDING", "RUNNING", "DONE", "FAILED"] as const;
/** See `STOCK_IMPORT_STATUSES`. */
export type StockImportStatus = (typeof STOCK_IMPORT_STATUSES)[number];

/**
 * `POST /pro-api/import-csv` (001 §3 "Stock import": fileName, pharmaId, name, grp): `fileName`
 * the name `POST /pro-api/upload` answered; `pharmaId` the pharmacy (the caller when left out);
 * `name` a label of the import; `grp` still accepted from the old client but ignored: the stocks go
 * under the pharmacy's own group (issue 17 §6).
 */
export const startStockImportSchema = z.object({
  fileName: z
    .string({ error: T.fileNameRequired })
    .trim()
    .min(1, T.fileNameRequired)
    .max(64, T.fileNameRequired),
  pharmaId: idParam.optional(),
  name: z.string({ error: T.nameInvalid }).trim().max(200, T.nameInvalid).optional(),
  grp: z.string({ error: T.grpInvalid }).trim().max(100, T.grpInvalid).nullish(),
});
/** See `startStockImportSchema`. */
export type StartStockImportInput = z.input<typeof startStockImportSchema>;

/** `GET /pro-api/import-csv-result?id=`: one import; without id, the caller's latest. */
export const stockImportResultQuerySchema = z.object({
  id: z.string({ error: T.idInvalid }).min(1, T.idInvalid).max(64, T.idInvalid).optional(),
});
