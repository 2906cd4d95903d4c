import type { FastifyInstance } from "fastify";
import { devicesApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { registerDevice, unregisterDevice, vapidPublicKey } from "./push.service.js";
import { startPushSender } from "./push.sender.js";

/**
 * Web push routes (000 §7 `POST /ws/device`, issue 9 §5) from `devicesApi`, and the sender that
 * follows the domain events.
 */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(devicesApi.vapid, () => vapidPublicKey(ctx));
  route.user(devicesApi.register, ({ actor, body }) => registerDevice(ctx, actor, body));
  route.user(devicesApi.unregister, ({ actor, query }) =>
    unregisterDevice(ctx, actor, query.endpoint),
  );
  startPushSender(ctx, app.log);
}
