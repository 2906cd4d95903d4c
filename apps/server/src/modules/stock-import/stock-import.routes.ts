import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { STOCK_IMPORT_MAX_BYTES, stockImportApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { importResult, startImport, uploadCsv } from "./stock-import.service.js";

/** Content types a CSV upload may carry: left unread by Fastify, streamed by the handler. */
const CSV_TYPES = ["text/csv", "application/csv", "application/vnd.ms-excel"];
/** The form field a multipart upload carries its file in (a browser form, the old client). */
const FILE_FIELD = "file";

/**
 * The CSV a `POST /pro-api/upload` carries, as a stream (never whole in memory): the raw body
 * of a `text/csv` request, or the part named `file` of a `multipart/form-data` one; null when
 * there is neither (the service's 400).
 */
async function uploadedStream(request: FastifyRequest): Promise<Readable | null> {
  if (request.isMultipart()) {
    // the first file part; any other field or part before it is skipped
    const part = await request.file({ limits: { files: 1 } });
    if (!part) return null;
    if (part.fieldname === FILE_FIELD) return part.file;
    part.file.resume();
    return null;
  }
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim();
  return request.body === undefined && CSV_TYPES.includes(type ?? "") ? request.raw : null;
}

/** Stock import routes of the pro API (001 §7, issue 11 §4), from `stockImportApi`. */
export function registerStockImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // the upload in a scope of its own: its body parsers (raw CSV, multipart) change no other route
  void app.register(async (scope) => {
    // the busboy limit one byte above ours: `uploadCsv`'s count answers the French 413 first
    await scope.register(multipart, { limits: { fileSize: STOCK_IMPORT_MAX_BYTES + 1 } });
    // the CSV body is not parsed here: `uploadCsv` streams it to the storage
    scope.addContentTypeParser(CSV_TYPES, (_request, _payload, done) => done(null, undefined));
    routesOf(scope, ctx).user(stockImportApi.upload, ({ actor, request }) =>
      uploadCsv(ctx, actor, () => uploadedStream(request)),
    );
  });
  const route = routesOf(app, ctx);
  route.user(stockImportApi.start, ({ actor, body }) => startImport(ctx, actor, body));
  route.user(stockImportApi.result, ({ actor, query }) => importResult(ctx, actor, query.id));
}
