import type { FastifyInstance } from "fastify";
import { configApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { appConfigFor } from "./app-config.js";

/**
 * `GET /ws/config` (issue 19 §1): the running variant, its modes, features and map centre, the
 * same document for everyone, computed once; public and cacheable for a minute (a new VARIANT
 * means a restart).
 */
export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = appConfigFor(ctx.config);
  routesOf(app, ctx).open(configApi.get, async ({ reply }) => {
    reply.header("cache-control", "public, max-age=60");
    return config;
  });
}
