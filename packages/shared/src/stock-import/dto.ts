import { z } from "zod";
import { STOCK_IMPORT_STATUSES } from "./schemas.js";

/** One refused line of the CSV: its number in the file (the header is line 1) and why. */
export const stockImportRefusalSchema = z.object({ line: z.number().int(), reason: z.string() });
/** See `stockImportRefusalSchema`. */
export type StockImportRefusal = z.infer<typeof stockImportRefusalSchema>;

/**
 * A stock import and its result (issue 11 §4): lines `read` (without the header), stocks
 * `updated` (price or quantity changed), `created` (a stock the pharmacy did not have),
 * `unchanged`, `refused` (the exact count) with the first refusals (`STOCK_IMPORT_MAX_REFUSALS`),
 * `productsCreated` (codes absent from the catalogue, added as the pharmacy's own products);
 * `error` the reason of a FAILED import (nothing was stored). Instants in ISO 8601.
 */
export const stockImportDtoSchema = z.object({
  id: z.string(),
  pharmaId: z.string(),
  fileName: z.string(),
  name: z.string().nullable(),
  grp: z.string().nullable(),
  status: z.enum(STOCK_IMPORT_STATUSES),
  read: z.number().int(),
  updated: z.number().int(),
  created: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  productsCreated: z.number().int(),
  refusals: z.array(stockImportRefusalSchema),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** See `stockImportDtoSchema`. */
export type StockImportDto = z.infer<typeof stockImportDtoSchema>;

/** `POST /pro-api/upload`'s answer: the stored file's name for `import-csv`, its size in bytes. */
export const stockUploadDtoSchema = z.object({ fileName: z.string(), size: z.number().int() });
/** See `stockUploadDtoSchema`. */
export type StockUploadDto = z.infer<typeof stockUploadDtoSchema>;
