import type { FastifyInstance } from "fastify";
import { twoFactorApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  twoFactorStatus,
} from "./two-factor.service.js";

/**
 * The signed-in user's second factor (issue 24 §1): status, TOTP enrolment and its confirmation,
 * TOTP off. The login's second step is a route of `accounts` (it opens the session).
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(twoFactorApi.status, ({ actor }) => twoFactorStatus(ctx, actor.user));
  route.user(twoFactorApi.enrolTotp, ({ actor }) => beginTotpEnrolment(ctx, actor.user), {
    rateLimit: { max: 20, timeWindow: 600_000 },
  });
  route.user(twoFactorApi.confirmTotp, ({ actor, body }) =>
    confirmTotpEnrolment(ctx, actor.user, body.code),
  );
  route.user(twoFactorApi.disableTotp, ({ actor, body }) =>
    disableTotp(ctx, actor.user, body.password),
  );
}
