import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { renewalsApi } from "@reseau/shared";
import { ManualClock } from "../../platform/clock.js";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  cancelOrder,
  confirmOrder,
  fireDueRenewals,
  getOrder,
  listOrders,
  placeOrder,
  readOrder,
  rejectOrder,
  RENEWALS_DUE_QUEUE,
} from "./renewals.service.js";

/** Renewal routes (000 §7 "Renewals", issue 10 §3), from `renewalsApi`. */
export function registerRenewalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(renewalsApi.list, ({ actor, query }) => listOrders(ctx, actor, query.status));
  route.user(renewalsApi.get, ({ actor, params }) => getOrder(ctx, actor, params.id));
  route.user(renewalsApi.place, ({ actor, params, body }) =>
    placeOrder(ctx, actor, params.id, body),
  );
  route.user(renewalsApi.confirm, ({ actor, params }) => confirmOrder(ctx, actor, params.id));
  route.user(renewalsApi.reject, ({ actor, params, body }) =>
    rejectOrder(ctx, actor, params.id, body.reason),
  );
  route.user(renewalsApi.read, ({ actor, params }) => readOrder(ctx, actor, params.id));
  route.user(renewalsApi.cancel, ({ actor, params }) => cancelOrder(ctx, actor, params.id));
  if (ctx.config.testClock) registerTestClock(app, ctx);
}

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * TEST ONLY, registered when TEST_CLOCK=1 (`config.testClock`): `POST /test/clock {now}` moves the
 * server's clock and queues a `renewals-due` job, so a browser journey sees a renewal day arrive
 * through the real queue; answers `{now, fired}` once the sweep ran. Never in production.
 */
function registerTestClock(app: FastifyInstance, ctx: AppContext): void {
  app.post("/test/clock", { schema: { hide: true } }, async (request, reply) => {
    const parsed = clockBody.safeParse(request.body);
    if (!parsed.success || !(ctx.clock instanceof ManualClock)) {
      return reply.code(400).send({ error: "validation", message: "now attendu (ISO 8601)" });
    }
    ctx.clock.set(new Date(parsed.data.now));
    // through the queue when it runs (the worker sweeps), and a direct sweep to answer when done
    await ctx.jobs?.send(RENEWALS_DUE_QUEUE, {});
    const fired = await fireDueRenewals(ctx);
    return { now: ctx.clock.now().toISOString(), fired };
  });
}
