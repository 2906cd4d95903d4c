import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountsApi, isTwoFactorChallenge, twoFactorApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { newId } from "../../platform/ids.js";
import { routesOf } from "../../platform/routes.js";
import { findPublicPharmacies, searchDirectory } from "./accounts.search.js";
import { toPublicUser } from "./accounts.serialize.js";
import {
  logIn,
  signUp,
  updateProfile,
  updateUserProfile,
  userOfPassedStep,
  userTypeOf,
} from "./accounts.service.js";
import {
  challengeTokenOf,
  clearChallengeCookie,
  mailNewCode,
  passSecondStep,
  secondStepFor,
  setChallengeCookie,
  setTrustedCookie,
  trustedTokenOf,
} from "../two-factor/index.js";
import { ownProfile, readUserCard } from "./accounts.visibility.js";

/** The browser's device cookie: a random id it keeps a year, to be known to the login throttle. */
const DEVICE_COOKIE = "did";
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/** The excel app's cookie naming the patient's pharmacy (000 §5; read by `signUp`). */
const PHARMACY_COOKIE = "idpharma";

/** The device id of this browser, set now when it has none (HttpOnly, SameSite=Lax). */
function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[DEVICE_COOKIE];
  if (known && /^[\w-]{16,64}$/.test(known)) return known;
  const device = newId();
  reply.setCookie(DEVICE_COOKIE, device, {
    path: "/ws/login",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: DEVICE_MAX_AGE_S,
  });
  return device;
}

/** Session and user routes (000 §7 "Session and users"), from `accountsApi`. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);

  route.open(
    accountsApi.signUp,
    async ({ params, body, request, reply }) => {
      const user = await signUp(ctx, userTypeOf(params.type), body, {
        pharmacyCookie: request.cookies[PHARMACY_COOKIE],
      });
      await ctx.sessions.open(reply, request, user.id, false);
      return toPublicUser(user);
    },
    // accounts are not made by the hundred from one address (issue 6 §2)
    { rateLimit: { max: ctx.config.signupsPerHour ?? 50, timeWindow: 3_600_000 } },
  );
  route.open(
    accountsApi.logIn,
    async ({ body, request, reply }) => {
      const client = { ip: request.ip, device: deviceOf(request, reply) };
      const { user, login } = await logIn(ctx, body, client);
      const stayConnected = body.stayConnected === true;
      // issue 24 §1: TOTP on, or a type that requires it → 202 and the pending step, no session
      const pending = await secondStepFor(ctx, user, {
        login,
        stayConnected,
        trustedToken: trustedTokenOf(request),
      });
      if (pending) {
        setChallengeCookie(request, reply, pending.token);
        return pending.challenge;
      }
      await ctx.loginThrottle.succeed(login, client.ip, client.device);
      await ctx.sessions.open(reply, request, user.id, stayConnected);
      return ownProfile(ctx, user);
    },
    { statusOf: (answer) => (isTwoFactorChallenge(answer) ? 202 : 200) },
  );
  route.open(twoFactorApi.secondStep, async ({ body, request, reply }) => {
    const client = { ip: request.ip, device: deviceOf(request, reply) };
    const passed = await passSecondStep(ctx, challengeTokenOf(request), body, client);
    clearChallengeCookie(reply);
    if (passed.trustedToken) setTrustedCookie(request, reply, passed.trustedToken);
    const user = await userOfPassedStep(ctx, passed.userId);
    await ctx.sessions.open(reply, request, user.id, passed.stayConnected);
    return ownProfile(ctx, user);
  });
  // each call mails a code: held to a rate per address
  route.open(twoFactorApi.emailCode, ({ request }) => mailNewCode(ctx, challengeTokenOf(request)), {
    rateLimit: { max: 10, timeWindow: 600_000 },
  });
  route.open(accountsApi.logOut, async ({ request, reply }) => {
    await ctx.sessions.close(request, reply);
  });

  route.user(accountsApi.me, ({ actor }) => ownProfile(ctx, actor.user));
  route.user(accountsApi.updateMe, async ({ actor, body }) =>
    ownProfile(ctx, await updateProfile(ctx, actor.user, body)),
  );
  route.user(accountsApi.updateUser, ({ actor, params, body }) =>
    updateUserProfile(ctx, actor, params.id, body),
  );
  route.user(accountsApi.user, ({ actor, params }) => readUserCard(ctx, actor, params.id, "read"));
  route.user(accountsApi.establishment, ({ actor, params }) =>
    readUserCard(ctx, actor, params.id, "readEstablishment"),
  );
  route.user(accountsApi.professional, ({ actor, params }) =>
    readUserCard(ctx, actor, params.id, "readProfessional"),
  );
  // a visitor's finder: public, so held to a rate per address
  route.open(accountsApi.publicPharmacies, ({ query }) => findPublicPharmacies(ctx, query), {
    rateLimit: { max: 60, timeWindow: 60_000 },
  });
  route.user(accountsApi.search, ({ actor, params, query }) =>
    searchDirectory(ctx, actor, params.type, query),
  );
}
