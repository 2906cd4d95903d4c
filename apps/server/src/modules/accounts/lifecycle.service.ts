import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  ACTIVATION_LINK_MS,
  displayName,
  format,
  INVITES_PER_DAY,
  isValidEmail,
  LIFECYCLE_PAGES,
  normalizeLogin,
  RESET_LINK_MS,
  stripSpaces,
  TEXTS,
  type ChangePasswordBody,
  type ConfirmAnswer,
  type ConfirmBody,
  type ResetPasswordBody,
} from "@reseau/shared";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, forbidden } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { composeMail, greetingOf } from "../../platform/mailer.js";
import { hashPassword, verifyPassword } from "../../platform/passwords.js";
import { inTransaction } from "../../platform/transaction.js";
import { accountsRepository as users } from "./accounts.repository.js";
import type { AccountTokenPurpose, UserRow } from "./accounts.schema.js";
import { loadRelation, ownProfile } from "./accounts.visibility.js";
import { activationPolicy, isLabActor, labReinitPolicy } from "./lifecycle.policy.js";
import { lifecycleRepository as repo } from "./lifecycle.repository.js";

/** The SHA-256 of a mailed token, hex: what `account_tokens` keeps. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** 400 "Ce lien n'est plus valide…": one answer for every unusable link, so guessing learns nothing. */
const linkInvalid = () => new AppError(400, "invalidToken", TEXTS.lifecycle.linkInvalid);

/** True when a user has an address mail can go to: set, well formed, not marked wrong (000 §3). */
function hasValidEmail(user: UserRow): user is UserRow & { email: string } {
  const mark = user.meta.email_ok;
  return !!user.email && isValidEmail(user.email) && mark !== 0 && mark !== "0";
}

/**
 * Stores a new single-use token for a user (only its SHA-256), retiring the unused ones of the
 * same purpose so that only the newest link works. @returns the token, for the link.
 */
async function issueToken(
  ctx: AppContext,
  user: UserRow & { email: string },
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await repo.retireTokens(tx, user.id, purpose, now);
    await repo.insertToken(tx, {
      tokenHash: hashOf(token),
      userId: user.id,
      purpose,
      email: user.email,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    });
  });
  return token;
}

type MailKind = "activation" | "reset" | "email";

/** The mail of one link kind to a user, in French, the link built on `PUBLIC_URL`. */
function linkMail(kind: MailKind, user: UserRow & { email: string }, link: string) {
  const words = TEXTS.lifecycle.mail[kind];
  return composeMail({
    to: user.email,
    subject: words.subject,
    greeting: greetingOf(user),
    paragraphs: [words.intro],
    button: { label: words.button, href: link },
    footer: [words.validity, ...(kind === "activation" ? [] : [TEXTS.lifecycle.mail.ignore])],
  });
}

/**
 * Mails a user a single-use activation link, valid 7 days, to `/activation?login=…&token=…`
 * (issue 8 §5); the page sets the password and `POST /ws/user/confirm` activates. The previous
 * unused activation link stops working. No password is ever mailed (docs/DECISIONS.md).
 * Call it after the transaction that created or changed the user has committed.
 * @returns "no-email" (nothing sent) when the user has no valid e-mail (none, malformed, or
 *   marked wrong with `meta.email_ok = 0`), else "sent".
 * @throws AppError 503 `mailUnavailable` when the mail server cannot take the mail (the token is
 *   stored but unknown to anyone; a new request makes a new one).
 */
export async function sendActivationLink(
  ctx: AppContext,
  user: UserRow,
): Promise<"sent" | "no-email"> {
  if (!hasValidEmail(user)) return "no-email";
  const token = await issueToken(ctx, user, "activation", ACTIVATION_LINK_MS);
  const link = ctx.mailer.linkTo(LIFECYCLE_PAGES.activation, { login: user.email, token });
  await ctx.mailer.send(linkMail("activation", user, link));
  return "sent";
}

/**
 * `POST /ws/user/{id}/activation` (000 §2 contact page "send an activation link").
 * @throws 404 unless a professional or establishment that may see this patient asks; 400 "Cet
 *   utilisateur n'a pas de mail valide pour le moment" without a valid e-mail; 429 past the
 *   hour's activation mails of this patient or of this sender (`ActivationThrottle`); 503 mail
 *   refused.
 */
export async function sendActivationFor(
  ctx: AppContext,
  throttle: ActivationThrottle,
  actor: Actor,
  id: string,
) {
  const relation = await loadRelation(ctx, actor, id);
  authorize(activationPolicy, "sendActivation", actor, relation);
  if (!hasValidEmail(relation.target)) throw badRequest(TEXTS.lifecycle.noValidEmail);
  throttle.take(actor.id, relation.target.id);
  if ((await sendActivationLink(ctx, relation.target)) === "no-email") {
    throw badRequest(TEXTS.lifecycle.noValidEmail);
  }
  return { message: TEXTS.lifecycle.activationSent };
}

/**
 * `POST /ws/lab/patient/reinit {email}`: a laboratory mails a new activation link to one of the
 * patients it may see.
 * @throws 403 for anyone but a laboratory; 404 "Aucun patient de votre laboratoire…" for an
 *   address of no patient it may see; 400 no valid e-mail; 429 past the hour's activation mails
 *   (`ActivationThrottle`, shared with `sendActivationFor`); 503 mail refused.
 */
export async function reinitLabPatient(
  ctx: AppContext,
  throttle: ActivationThrottle,
  actor: Actor,
  email: string,
) {
  if (!isLabActor(actor)) throw forbidden(TEXTS.lifecycle.labOnly);
  const found = await users.findByEmail(ctx.db, normalizeLogin(email));
  const relation = found ? await loadRelation(ctx, actor, found.id) : null;
  authorize(labReinitPolicy, "reinit", actor, relation);
  if (!hasValidEmail(relation.target)) throw badRequest(TEXTS.lifecycle.noValidEmail);
  throttle.take(actor.id, relation.target.id);
  if ((await sendActivationLink(ctx, relation.target)) === "no-email") {
    throw badRequest(TEXTS.lifecycle.noValidEmail);
  }
  return { message: TEXTS.lifecycle.activationSent };
}

/**
 * `GET /ws/user/email-confirmation?email=`: mails the signed-in user a link confirming her own
 * address (7 days, single use) to `/confirmation-email?login=…&token=…`.
 * @throws 400 when `email` is not her account's address; 503 mail refused.
 */
export async function requestEmailConfirmation(ctx: AppContext, actor: Actor, email: string) {
  const { user } = actor;
  if (!user.email || normalizeLogin(email) !== normalizeLogin(user.email)) {
    throw badRequest(TEXTS.lifecycle.emailNotYours);
  }
  const target = { ...user, email: user.email };
  const token = await issueToken(ctx, target, "email", ACTIVATION_LINK_MS);
  const link = ctx.mailer.linkTo(LIFECYCLE_PAGES.email, { login: target.email, token });
  await ctx.mailer.send(linkMail("email", target, link));
  return { message: format(TEXTS.lifecycle.emailConfirmationSent, { email: target.email }) };
}

/**
 * The unused, unexpired token of `purpose` behind a mailed token, with its user; the stored hash
 * compared in constant time. @throws 400 "Ce lien n'est plus valide…" otherwise.
 */
async function usableToken(ctx: AppContext, token: string, purposes: AccountTokenPurpose[]) {
  const hash = hashOf(token);
  const row = await repo.findToken(ctx.db, hash);
  const same =
    row !== null && timingSafeEqual(Buffer.from(row.tokenHash, "hex"), Buffer.from(hash, "hex"));
  if (!row || !same || !purposes.includes(row.purpose)) throw linkInvalid();
  if (row.usedAt || row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw linkInvalid();
  const user = await users.findById(ctx.db, row.userId);
  // the link was mailed to an address the account no longer has
  if (!user?.email || normalizeLogin(user.email) !== normalizeLogin(row.email ?? "")) {
    throw linkInvalid();
  }
  return { row, user };
}

/** `meta` with the e-mail marked good (000 §3 `email_ok`): the user has just proved it. */
const confirmedMeta = (user: UserRow, at: Date) => ({
  ...user.meta,
  email_ok: 1,
  emailConfirmedAt: at.toISOString(),
});

/**
 * `POST /ws/user/confirm {login, token, password?}` (000 §7). With a password, an activation link:
 * the password is set (sign-up rules), the account becomes ACTIVE with a confirmed e-mail, its
 * other sessions end, and this browser is logged in; answers the profile. Without, an e-mail
 * confirmation link: the address is marked confirmed.
 * @throws 400 "Ce lien n'est plus valide…" for an unknown, used, expired or foreign link (the
 *   login is not the link's); 400 "Veuillez renseigner votre mot de passe" for an activation link
 *   without a password.
 */
export async function confirm(
  ctx: AppContext,
  body: ConfirmBody,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ConfirmAnswer> {
  const { row, user } = await usableToken(ctx, body.token, ["activation", "email"]);
  if (normalizeLogin(body.login) !== normalizeLogin(user.email ?? "")) throw linkInvalid();
  if (row.purpose === "email") {
    await inTransaction(ctx, async (tx) => {
      if (!(await repo.useToken(tx, row.tokenHash, ctx.clock.now()))) throw linkInvalid();
      await users.update(tx, user.id, { meta: confirmedMeta(user, ctx.clock.now()) });
    });
    return { emailConfirmed: true, message: TEXTS.lifecycle.emailConfirmed };
  }
  if (body.password === undefined) throw badRequest(TEXTS.signupChecks.passwordMissing);
  const passwordHash = await hashPassword(stripSpaces(body.password));
  const activated = await inTransaction(ctx, async (tx) => {
    if (!(await repo.useToken(tx, row.tokenHash, ctx.clock.now()))) throw linkInvalid();
    return users.update(tx, user.id, {
      passwordHash,
      status: "ACTIVE",
      meta: confirmedMeta(user, ctx.clock.now()),
    });
  });
  await ctx.sessions.endAllOf(user.id);
  await ctx.sessions.open(reply, request, user.id, false);
  return ownProfile(ctx, activated);
}

/**
 * `PUT /ws/user/password {"old-password", password}` (000 §7): the new password follows the
 * sign-up rules (checked by the schema); the user's other sessions end, this one stays.
 * @throws 400 "L'ancien mot de passe n'est pas le bon." when the current password is wrong.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  body: ChangePasswordBody,
  request: FastifyRequest,
): Promise<void> {
  const valid = await verifyPassword(actor.user.passwordHash, stripSpaces(body["old-password"]));
  if (!valid) throw badRequest(TEXTS.lifecycle.oldPasswordWrong);
  const passwordHash = await hashPassword(stripSpaces(body.password));
  await users.update(ctx.db, actor.id, { passwordHash });
  await ctx.sessions.endAllOf(actor.id, request);
}

/** Recovery mails one address may receive per hour. */
const RECOVERY_MAILS_PER_HOUR = 3;
/** Activation mails one user may receive per hour, whoever asks (issue 17 §6). */
const ACTIVATIONS_PER_RECIPIENT_PER_HOUR = 3;
/** Activation mails one professional or establishment may have sent per hour (issue 17 §6). */
const ACTIVATIONS_PER_SENDER_PER_HOUR = 30;
const HOUR_MS = 3600 * 1000;

/**
 * Counts the mails of each key (an address, a user id) in the last hour, at most `perHour` each
 * (in memory, one server process, like the login throttle), so that nobody can flood a mailbox
 * through the recovery form or the « send an activation link » button.
 */
class MailThrottle {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly perHour: number) {}

  /** True when `key` already had its `perHour` mails in the last hour. */
  full(key: string, now = Date.now()): boolean {
    const recent = (this.sent.get(key) ?? []).filter((at) => now - at < HOUR_MS);
    this.sent.set(key, recent);
    return recent.length >= this.perHour;
  }

  /** Counts one mail to `key` now. */
  count(key: string, now = Date.now()): void {
    this.sent.set(key, [...(this.sent.get(key) ?? []), now]);
    if (this.sent.size > 10_000) this.sent.clear();
  }

  /** True when one more mail may go to `key` now; counts it. */
  allow(key: string, now = Date.now()): boolean {
    if (this.full(key, now)) return false;
    this.count(key, now);
    return true;
  }
}

/** The recovery form's throttle: `RECOVERY_MAILS_PER_HOUR` mails per address. */
export class RecoveryThrottle extends MailThrottle {
  constructor() {
    super(RECOVERY_MAILS_PER_HOUR);
  }
}

/**
 * The activation links' throttles (issue 17 §6): per recipient (her user id) and per sender (the
 * signed-in user asking), as recovery mails are per address and invitations per sender.
 */
export class ActivationThrottle {
  private readonly recipients = new MailThrottle(ACTIVATIONS_PER_RECIPIENT_PER_HOUR);
  private readonly senders = new MailThrottle(ACTIVATIONS_PER_SENDER_PER_HOUR);

  /**
   * Counts one activation mail from `senderId` to `recipientId`.
   * @throws AppError 429 (`TEXTS.lifecycle.activationLimit`) when either had its hour's mails.
   */
  take(senderId: string, recipientId: string, now = Date.now()): void {
    if (this.recipients.full(recipientId, now) || this.senders.full(senderId, now)) {
      throw new AppError(429, "tooManyAttempts", TEXTS.lifecycle.activationLimit);
    }
    this.recipients.count(recipientId, now);
    this.senders.count(senderId, now);
  }
}

/**
 * `POST /ws/user/password/recovery {email}` (000 §8 "Password recovery"): always the same answer,
 * at once; the account look-up and the mail of a reset link (1 hour, single use) happen after the
 * answer, so its time says nothing about whether the account exists. Failures are logged.
 */
export function recoverPassword(
  ctx: AppContext,
  throttle: RecoveryThrottle,
  email: string,
  log: FastifyBaseLogger,
): { message: string } {
  const login = normalizeLogin(email);
  setImmediate(() => {
    mailResetLink(ctx, throttle, login).catch((error: unknown) => {
      // the mailer has logged its own failure; anything else is logged here
      if (!(error instanceof AppError)) log.error({ err: error }, "password recovery failed");
    });
  });
  return { message: TEXTS.lifecycle.recoveryAnswer };
}

async function mailResetLink(ctx: AppContext, throttle: RecoveryThrottle, login: string) {
  const user = await users.findByEmail(ctx.db, login);
  if (!user || !hasValidEmail(user) || !throttle.allow(login)) return;
  const token = await issueToken(ctx, user, "reset", RESET_LINK_MS);
  const link = ctx.mailer.linkTo(LIFECYCLE_PAGES.reset, { token });
  await ctx.mailer.send(linkMail("reset", user, link));
}

/**
 * `POST /ws/user/password/reset {token, password}`: sets the new password (sign-up rules) from a
 * reset link, once; every session of the account ends. An account that was never activated
 * becomes ACTIVE: the link proved its mailbox.
 * @throws 400 "Ce lien n'est plus valide…" for an unknown, used, expired or other-purpose token.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  const { row, user } = await usableToken(ctx, body.token, ["reset"]);
  const passwordHash = await hashPassword(stripSpaces(body.password));
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.useToken(tx, row.tokenHash, ctx.clock.now()))) throw linkInvalid();
    await users.update(tx, user.id, { passwordHash, status: "ACTIVE" });
  });
  await ctx.sessions.endAllOf(user.id);
  return { message: TEXTS.lifecycle.passwordReset };
}

/**
 * `POST /ws/invite {email}` (000 §5 "Invite by email"): a French invitation to sign up, at most
 * `INVITES_PER_DAY` per sender in any 24 hours (counted under a lock on the sender's row).
 * @throws 429 past the limit; 503 mail refused (the invitation still counts).
 */
export async function invite(ctx: AppContext, actor: Actor, email: string) {
  const to = stripSpaces(email).toLowerCase();
  await inTransaction(ctx, async (tx) => {
    await repo.lockUser(tx, actor.id);
    const since = new Date(ctx.clock.now().getTime() - 24 * HOUR_MS);
    if ((await repo.invitationsSince(tx, actor.id, since)) >= INVITES_PER_DAY) {
      throw new AppError(
        429,
        "tooManyAttempts",
        format(TEXTS.lifecycle.inviteLimit, { limit: INVITES_PER_DAY }),
      );
    }
    await repo.insertInvitation(tx, { id: newId(), idsender: actor.id, email: to });
  });
  const sender = displayName(actor.user) || TEXTS.appName;
  const words = TEXTS.lifecycle.mail.invite;
  await ctx.mailer.send(
    composeMail({
      to,
      subject: format(words.subject, { sender }),
      greeting: TEXTS.lifecycle.mail.greetingAnonymous,
      paragraphs: [format(words.intro, { sender })],
      button: { label: words.button, href: ctx.mailer.linkTo(LIFECYCLE_PAGES.signup, {}) },
      footer: [TEXTS.lifecycle.mail.ignore],
    }),
  );
  return { message: format(TEXTS.lifecycle.inviteSent, { email: to }) };
}
