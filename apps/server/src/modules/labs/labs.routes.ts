import type { FastifyInstance } from "fastify";
import { HPRIM_MIME, labsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { registerUploadImporter } from "../documents/index.js";
import { importHprim, listResults, notifyResult, readReport } from "./labs.service.js";

/**
 * Laboratory results (issue 10 §1, §2): HPRIM files arriving through `POST /feed/documents`
 * (handed over by the documents module for their mime), `labsApi`'s notify, results and list.
 */
export function registerLabRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUploadImporter(HPRIM_MIME, importHprim);
  const route = routesOf(app, ctx);
  route.user(labsApi.notify, ({ actor, params, body }) =>
    notifyResult(ctx, actor, params.id, body.userid),
  );
  route.user(labsApi.report, ({ actor, params }) => readReport(ctx, actor, params.id));
  route.user(labsApi.list, ({ actor, query }) => listResults(ctx, actor, query));
}
