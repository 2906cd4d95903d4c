import { defineEndpoint } from "../common/endpoint.js";
import { stockImportDtoSchema, stockUploadDtoSchema } from "./dto.js";
import { startStockImportSchema, stockImportResultQuerySchema } from "./schemas.js";

/**
 * The stock import of the pro API (001 §7 "Pro API", issue 11 §4; docs/DECISIONS.md `/pro-api`):
 * upload a CSV, start its import as a background job, read its result. Pharmacies only
 * (000 §5: 403 "Not a pharmacy").
 */
export const stockImportApi = {
  upload: defineEndpoint({
    method: "POST",
    path: "/pro-api/upload",
    response: stockUploadDtoSchema,
    status: 201,
    summary:
      "Stores a CSV sent as the field `file` of a multipart/form-data form or as the raw body (Content-Type text/csv), at most 50 MB, streamed; answers its fileName for import-csv and its size in bytes.",
  }),
  start: defineEndpoint({
    method: "POST",
    path: "/pro-api/import-csv",
    body: startStockImportSchema,
    response: stockImportDtoSchema,
    status: 201,
    summary:
      "Starts the import of an uploaded CSV as a background job (PENDING); the import-stock event on /market tells its end.",
  }),
  result: defineEndpoint({
    method: "GET",
    path: "/pro-api/import-csv-result",
    query: stockImportResultQuerySchema,
    response: stockImportDtoSchema.nullable(),
    summary:
      "One import's result (id), or the caller's latest (null when none); another pharmacy's: 404.",
  }),
};
