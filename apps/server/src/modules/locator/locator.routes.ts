import type { FastifyInstance } from "fastify";
import { locatorApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { groupMap } from "./locator.service.js";

/** Maps a visitor may ask for per address per minute: a page's worth, not a crawl. */
const MAPS_PER_MINUTE = 60;

/** `GET /ws/map` (issue 19 §3): public, a visitor sees the map too; held to a rate per address. */
export function registerLocatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app, ctx).open(locatorApi.map, ({ query }) => groupMap(ctx, query.grp), {
    rateLimit: { max: MAPS_PER_MINUTE, timeWindow: 60_000 },
  });
}
