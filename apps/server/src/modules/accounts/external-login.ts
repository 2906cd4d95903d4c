import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.js";
import type { UserRow } from "./accounts.schema.js";
import { accountsRepository as repo } from "./accounts.repository.js";

/**
 * The one professional account holding `rpps` (11 digits), for a login vouched for by an identity
 * provider (issue 24 §4, Pro Santé Connect); null when none does, or when several do (the RPPS
 * typed at sign-up is not checked against the national directory, so an ambiguous number opens
 * nobody's account).
 */
export async function professionalOfRpps(ctx: AppContext, rpps: string): Promise<UserRow | null> {
  const found = await repo.findProfessionalsByRpps(ctx.db, rpps);
  return found.length === 1 ? found[0]! : null;
}

/**
 * Opens `user`'s session on `reply` exactly as `POST /ws/login` does (docs/DECISIONS.md
 * "Wire contract", "Login"): the browser's previous session ends, the `sid` cookie (12 hours, renewed
 * on use) and a new `XSRF-TOKEN` cookie are set. For logins that do not go through the password
 * form (Pro Santé Connect, issue 24 §4).
 */
export async function openLoginSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, "id">,
): Promise<void> {
  await ctx.sessions.open(reply, request, user.id, false);
}
