import type { FastifyInstance } from "fastify";
import { accountsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { toPublicUser } from "./accounts.serialize.js";
import {
  logIn,
  ownProfile,
  readUserCard,
  searchDirectory,
  signUp,
  updateProfile,
  updateUserProfile,
  userTypeOf,
} from "./accounts.service.js";

/** Session and user routes (000 §7 "Session and users"), from `accountsApi`. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);

  route.open(
    accountsApi.signUp,
    async ({ params, body, request, reply }) =>
      toPublicUser(await signUp(ctx, userTypeOf(params.type), body, request, reply)),
    // accounts are not made by the hundred from one address (issue 6 §2)
    { rateLimit: { max: ctx.config.signupsPerHour ?? 50, timeWindow: 3_600_000 } },
  );
  route.open(accountsApi.logIn, async ({ body, request, reply }) =>
    ownProfile(ctx, await logIn(ctx, body, request, reply)),
  );
  route.open(accountsApi.logOut, async ({ request, reply }) => {
    await ctx.sessions.close(request, reply);
  });
  route.open(accountsApi.health, () => ({ ok: true as const }));

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
  route.user(accountsApi.search, ({ actor, params, query }) =>
    searchDirectory(ctx, actor, params.type, query),
  );
}
