import type { FastifyInstance } from "fastify";
import { familyApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  addFamilyMember,
  endManagement,
  groupOverview,
  listManaged,
  managersOfUser,
} from "./family.service.js";

/** Family and managed-account routes (issue 8 §6), from `familyApi`. */
export function registerFamilyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(familyApi.create, ({ actor, body }) => addFamilyMember(ctx, actor, body));
  route.user(familyApi.list, ({ actor }) => listManaged(ctx, actor));
  route.user(familyApi.overview, ({ actor }) => groupOverview(ctx, actor));
  route.user(familyApi.end, ({ actor, params }) => endManagement(ctx, actor, params.id));
  route.user(familyApi.managers, ({ actor, params }) => managersOfUser(ctx, actor, params.id));
}
