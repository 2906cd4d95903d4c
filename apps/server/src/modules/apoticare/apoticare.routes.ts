import type { FastifyInstance } from "fastify";
import { apoticareApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  createApoticareOrder,
  listApoticareOrders,
  readReference,
  setApoticareStatus,
} from "./apoticare.service.js";

/** The made-to-measure skincare wizard (001 §7 "Cosmetics", issue 22 §1, §3), from `apoticareApi`. */
export function registerApoticareRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.open(apoticareApi.reference, () => readReference());
  route.user(apoticareApi.create, ({ actor, body }) => createApoticareOrder(ctx, actor, body));
  route.user(apoticareApi.list, ({ actor }) => listApoticareOrders(ctx, actor));
  route.user(apoticareApi.setStatus, ({ actor, params, body }) =>
    setApoticareStatus(ctx, actor, params.id, body.status),
  );
}
