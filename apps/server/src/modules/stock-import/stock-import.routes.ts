import type { FastifyInstance } from "fastify";
import { stockImportApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { importResult, startImport, uploadCsv } from "./stock-import.service.js";

/** Content types a CSV upload may carry: left unread by Fastify, streamed by the handler. */
const CSV_TYPES = ["text/csv", "application/csv", "application/vnd.ms-excel"];

/** Stock import routes of the pro API (001 §7, issue 11 §4), from `stockImportApi`. */
export function registerStockImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // the CSV body is not parsed here: `uploadCsv` streams it to the storage
  app.addContentTypeParser(CSV_TYPES, (_request, _payload, done) => done(null, undefined));
  const route = routesOf(app, ctx);
  route.user(stockImportApi.upload, ({ actor, request }) => {
    const type = String(request.headers["content-type"] ?? "")
      .split(";")[0]
      ?.trim();
    const streamed = request.body === undefined && CSV_TYPES.includes(type ?? "");
    return uploadCsv(ctx, actor, streamed ? request.raw : null);
  });
  route.user(stockImportApi.start, ({ actor, body }) => startImport(ctx, actor, body));
  route.user(stockImportApi.result, ({ actor, query }) => importResult(ctx, actor, query.id));
}
