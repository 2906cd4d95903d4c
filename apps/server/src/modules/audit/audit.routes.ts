import type { FastifyInstance } from "fastify";
import { auditApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { listFolderReads, listMemberReads, listMyReads } from "./audit.service.js";

/** Who read my documents (issue 24 §2), from `auditApi`. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(auditApi.mine, ({ actor, query }) => listMyReads(ctx, actor, query));
  route.user(auditApi.member, ({ actor, params, query }) =>
    listMemberReads(ctx, actor, params.id, query),
  );
  route.user(auditApi.patient, ({ actor, params, query }) =>
    listFolderReads(ctx, actor, params.id, query),
  );
}
