import type { FastifyInstance } from "fastify";
import { drugsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { getDrug, searchDrugs } from "./drugs.service.js";

/**
 * The drug guide's routes (issue 19 §4), public: `GET /api/drugs/search?name=` and
 * `GET /api/drugs/{id}`. The base changes only with an import: answers may be cached a minute.
 */
export function registerDrugRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.open(drugsApi.search, ({ query, reply }) => {
    reply.header("cache-control", "public, max-age=60");
    return searchDrugs(ctx, query.name);
  });
  route.open(drugsApi.get, ({ params, reply }) => {
    reply.header("cache-control", "public, max-age=60");
    return getDrug(ctx, params.id);
  });
}
