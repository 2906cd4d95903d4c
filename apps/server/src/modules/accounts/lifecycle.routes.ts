import type { FastifyInstance } from "fastify";
import { lifecycleApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  changePassword,
  confirm,
  invite,
  recoverPassword,
  ActivationThrottle,
  RecoveryThrottle,
  reinitLabPatient,
  requestEmailConfirmation,
  resetPassword,
  sendActivationFor,
} from "./lifecycle.service.js";

const HOUR_MS = 3_600_000;

/** The account lifecycle routes (issue 8 §5), from `lifecycleApi`. */
export function registerLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  const recoveryThrottle = new RecoveryThrottle();
  const activationThrottle = new ActivationThrottle();
  // per address: mails cost, and a token or a password is not guessed by the thousand
  const perHour = (max: number) => ({ rateLimit: { max, timeWindow: HOUR_MS } });

  route.user(lifecycleApi.sendActivation, ({ actor, params }) =>
    sendActivationFor(ctx, activationThrottle, actor, params.id),
  );
  route.user(
    lifecycleApi.labPatientReinit,
    ({ actor, body }) => reinitLabPatient(ctx, activationThrottle, actor, body.email),
    perHour(100),
  );
  route.user(
    lifecycleApi.requestEmailConfirmation,
    ({ actor, query }) => requestEmailConfirmation(ctx, actor, query.email),
    perHour(10),
  );
  route.open(
    lifecycleApi.confirm,
    ({ body, request, reply }) => confirm(ctx, body, request, reply),
    perHour(30),
  );
  route.user(
    lifecycleApi.changePassword,
    ({ actor, body, request }) => changePassword(ctx, actor, body, request),
    perHour(20),
  );
  route.open(
    lifecycleApi.recoverPassword,
    ({ body, request }) => recoverPassword(ctx, recoveryThrottle, body.email, request.log),
    perHour(ctx.config.recoveriesPerHour ?? 10),
  );
  route.open(lifecycleApi.resetPassword, ({ body }) => resetPassword(ctx, body), perHour(30));
  route.user(lifecycleApi.invite, ({ actor, body }) => invite(ctx, actor, body.email));
}
