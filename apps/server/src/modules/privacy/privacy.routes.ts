import type { FastifyInstance } from "fastify";
import { privacyApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { downloadExport, privacyState, requestDeletion, requestExport } from "./privacy.service.js";

/** The RGPD rights' routes (issue 24 §3), from `privacyApi`. */
export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(privacyApi.state, ({ actor }) => privacyState(ctx, actor));
  // one export at a time (409 while one is prepared), and not more than a few an hour
  route.user(privacyApi.requestExport, ({ actor }) => requestExport(ctx, actor), {
    rateLimit: { max: 20, timeWindow: 3_600_000 },
  });
  route.user(privacyApi.downloadExport, async ({ actor, params, reply }) => {
    const bytes = await downloadExport(ctx, actor, params.id);
    reply.type("application/zip");
    reply.header("Content-Disposition", 'attachment; filename="mes-donnees.zip"');
    return bytes;
  });
  route.user(privacyApi.requestDeletion, ({ actor, body }) => requestDeletion(ctx, actor, body), {
    rateLimit: { max: 10, timeWindow: 3_600_000 },
  });
}
