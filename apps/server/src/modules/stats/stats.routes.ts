import type { FastifyInstance } from "fastify";
import { statsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { pharmacyStats } from "./stats.service.js";

/** The pharmacy statistics (issue 21 §4), from `statsApi`. */
export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(statsApi.get, ({ actor, query }) => pharmacyStats(ctx, actor, query));
}
