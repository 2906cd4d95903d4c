import type { FastifyInstance } from "fastify";
import { appConfigOf, configApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";

/**
 * `GET /ws/config` (issue 19 §1): the running variant, its modes, features and map centre, the
 * same document for everyone, computed once; public and cacheable for a minute (a new VARIANT
 * means a restart).
 */
export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = appConfigOf(ctx.config.variant ?? null, {
    groupMode: ctx.config.groupMode ?? false,
    networkMode: ctx.config.networkMode ?? false,
    mapTilesUrl: ctx.config.mapTilesUrl,
    mapTilesAttribution: ctx.config.mapTilesAttribution,
  });
  routesOf(app, ctx).open(configApi.get, async ({ reply }) => {
    reply.header("cache-control", "public, max-age=60");
    return config;
  });
}
