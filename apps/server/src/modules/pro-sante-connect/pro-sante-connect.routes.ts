import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  PSC_CALLBACK_PATH,
  PSC_LOGIN_PATH,
  PSC_OUTCOME_PARAM,
  type PscOutcome,
} from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { serverSecret } from "../../platform/secret.js";
import { openLoginSession } from "../accounts/index.js";
import {
  openPending,
  PENDING_COOKIE,
  PENDING_MAX_AGE_S,
  sealPending,
} from "./pro-sante-connect.pending.js";
import { finishPscLogin, startPscLogin } from "./pro-sante-connect.service.js";

/**
 * PSC satisfies the second factor (PGSSI-S, issue 24 §1 and §4): a professional who logs in with
 * a CPS card or the e-CPS app has authenticated strongly, so the session it opens asks for no
 * further code. The marker of such a login, written in its log line.
 */
export const PSC_STRONG_AUTH = "psc";

/** Where a logged-in professional lands: the app's root, which sends her to her start page. */
const APP_HOME = "/";

/** The login page with the outcome of a refused PSC login (`?psc=inconnu|erreur`). */
const loginPageWith = (outcome: PscOutcome) => `/login?${PSC_OUTCOME_PARAM}=${outcome}`;

/** The pending cookie's attributes: HttpOnly, SameSite=Lax (the provider's redirect is a GET). */
const pendingCookie = (request: FastifyRequest) => ({
  path: PSC_LOGIN_PATH,
  httpOnly: true,
  sameSite: "lax" as const,
  secure: request.protocol === "https",
});

/**
 * Pro Santé Connect (issue 24 §4, docs/DECISIONS.md "Pro Santé Connect"), when PSC_ISSUER is
 * set (else both paths answer 404 like any unknown API path). Browser navigations, not JSON calls:
 * `GET /ws/login/psc` → 302 to the provider, the pending login in its cookie;
 * `GET /ws/login/psc/callback` → the session opened as `POST /ws/login` does and 302 to the app,
 * or 302 to `/login?psc=inconnu` (no professional of that RPPS) / `?psc=erreur` (the provider
 * refused, or the answer is not this browser's login).
 */
export function registerProSanteConnectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const psc = ctx.config.proSanteConnect;
  if (!psc) return;

  app.get(PSC_LOGIN_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    let started: Awaited<ReturnType<typeof startPscLogin>>;
    try {
      started = await startPscLogin(ctx, psc);
    } catch (error) {
      request.log.warn({ err: error }, "Pro Santé Connect unreachable");
      return reply.redirect(loginPageWith("erreur"), 302);
    }
    const secret = await serverSecret(ctx.config);
    reply.setCookie(PENDING_COOKIE, sealPending(started.pending, secret), {
      ...pendingCookie(request),
      maxAge: PENDING_MAX_AGE_S,
    });
    return reply.header("cache-control", "no-store").redirect(started.url, 302);
  });

  app.get(PSC_CALLBACK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = await serverSecret(ctx.config);
    const pending = openPending(request.cookies[PENDING_COOKIE], secret);
    // one answer per login: a replayed callback finds no pending login
    reply.clearCookie(PENDING_COOKIE, pendingCookie(request));
    const queryAt = request.url.indexOf("?");
    const query = queryAt >= 0 ? request.url.slice(queryAt) : "";
    const result = await finishPscLogin(ctx, psc, query, pending);
    reply.header("cache-control", "no-store");
    if ("refused" in result) {
      request.log.info({ psc: result.refused, reason: result.reason }, "PSC login refused");
      return reply.redirect(loginPageWith(result.refused), 302);
    }
    await openLoginSession(ctx, request, reply, result.user);
    request.log.info({ user: result.user.id, strongAuth: PSC_STRONG_AUTH }, "PSC login");
    return reply.redirect(APP_HOME, 302);
  });
}
