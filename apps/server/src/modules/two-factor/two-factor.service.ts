import {
  format,
  stripSpaces,
  TEXTS,
  type TotpEnrolment,
  type TwoFactorChallenge,
  type TwoFactorStatus,
  type UserType,
} from "@reseau/shared";
import type { UserRow } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { DEFAULT_TWO_FACTOR_REQUIRED } from "../../platform/config.js";
import { AppError, badRequest, conflict } from "../../platform/errors.js";
import { tooManyAttempts } from "../../platform/login-throttle.js";
import { composeMail, greetingOf } from "../../platform/mailer.js";
import { verifyPassword } from "../../platform/passwords.js";
import { serverSecret } from "../../platform/secret.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  codeHashOf,
  newEmailCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  otpauthUrlOf,
  qrCodeOf,
  sameHash,
  totpStepOf,
} from "./two-factor.codes.js";
import { CHALLENGE_MS, newToken, tokenHashOf, TRUSTED_MS } from "./two-factor.cookies.js";
import { codeKindOf, isRequired, secondStepMethods } from "./two-factor.policy.js";
import { twoFactorRepository as repo } from "./two-factor.repository.js";

/** A mailed code's lifetime: 10 minutes. */
const EMAIL_CODE_MS = 10 * 60_000;

/** What a mail of the second factor needs of its user. */
type Addressee = Pick<UserRow, "email" | "type" | "name" | "firstName" | "lastName">;

/** The types `TWO_FACTOR_REQUIRED` names (see `Config.twoFactorRequired`). */
const requiredTypes = (ctx: AppContext): readonly UserType[] =>
  ctx.config.twoFactorRequired ?? DEFAULT_TWO_FACTOR_REQUIRED;

/** 401 « Ce code n’est pas valide. » (issue 24 §1: a wrong code, or no pending step). */
const invalidCode = () => new AppError(401, "unauthorized", TEXTS.twoFactor.invalidCode);

/** One of the second factor's mails to `user`: the words of `kind`, `lines` before them. */
function mailOf(
  ctx: AppContext,
  user: Addressee & { email: string },
  kind: "code" | "enrolled" | "disabled",
  lines: string[],
) {
  const words = TEXTS.twoFactor.mail[kind];
  return composeMail({
    to: user.email,
    subject: words.subject,
    greeting: greetingOf(user),
    paragraphs: lines,
    button: {
      label: words.button,
      href: ctx.mailer.linkTo(kind === "code" ? "/login" : "/compte", {}),
    },
    footer: [kind === "code" ? TEXTS.lifecycle.mail.ignore : TEXTS.twoFactor.mail.notYou],
  });
}

/** `GET /ws/user/2fa` (issue 24 §1): TOTP on, whether the type requires a second step, codes left. */
export async function twoFactorStatus(ctx: AppContext, user: UserRow): Promise<TwoFactorStatus> {
  const account = await repo.accountOf(ctx.db, user.id);
  const hasTotp = !!account?.totpSecret;
  return {
    totp: hasTotp,
    required: isRequired(
      { type: user.type, hasTotp, exempt: account?.exempt ?? false },
      requiredTypes(ctx),
    ),
    recoveryCodesLeft: hasTotp ? await repo.recoveryCodesLeft(ctx.db, user.id) : 0,
  };
}

/**
 * `POST /ws/user/2fa/totp` (issue 24 §1): a new secret kept as the enrolment under way (a
 * previous one is replaced), its otpauth URL and QR code. Nothing changes at login until confirmed.
 * @throws 409 while TOTP is on.
 */
export async function beginTotpEnrolment(ctx: AppContext, user: UserRow): Promise<TotpEnrolment> {
  const account = await repo.accountOf(ctx.db, user.id);
  if (account?.totpSecret) throw conflict(TEXTS.twoFactor.alreadyOn);
  const secret = newTotpSecret();
  await repo.setPendingSecret(ctx.db, user.id, secret);
  const otpauthUrl = otpauthUrlOf(user.email ?? user.id, secret);
  return { secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
}

/**
 * `POST /ws/user/2fa/totp/confirm {code}` (issue 24 §1): the app's code turns TOTP on, with 10
 * new recovery codes (their HMAC kept, the codes answered once); the account is told by e-mail.
 * @throws 400 `noEnrolment` without an enrolment under way; 400 « Ce code n’est pas valide. »
 *   for a wrong code (nothing changes); 409 while TOTP is on.
 */
export async function confirmTotpEnrolment(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const account = await repo.accountOf(ctx.db, user.id);
  if (account?.totpSecret) throw conflict(TEXTS.twoFactor.alreadyOn);
  const secret = account?.pendingSecret;
  if (!secret) throw badRequest(TEXTS.twoFactor.noEnrolment);
  const step = totpStepOf(secret, normalizeCode(code), Date.now());
  if (step === null) throw badRequest(TEXTS.twoFactor.invalidCode);
  const key = await serverSecret(ctx.config);
  const recoveryCodes = newRecoveryCodes();
  await inTransaction(ctx, (tx) =>
    repo.enable(
      tx,
      user.id,
      secret,
      step,
      recoveryCodes.map((c) => codeHashOf(key, c)),
    ),
  );
  if (user.email)
    await ctx.mailer.send(
      mailOf(ctx, { ...user, email: user.email }, "enrolled", [
        TEXTS.twoFactor.mail.enrolled.intro,
      ]),
    );
  return { recoveryCodes };
}

/**
 * `DELETE /ws/user/2fa/totp {password}` (issue 24 §1, the reset): TOTP off, its recovery codes and
 * remembered browsers gone; the account is told by e-mail. A new enrolment may follow.
 * @throws 400 « Le mot de passe n’est pas le bon. »; 400 `notOn` without TOTP.
 */
export async function disableTotp(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, stripSpaces(password))))
    throw badRequest(TEXTS.twoFactor.wrongPassword);
  const account = await repo.accountOf(ctx.db, user.id);
  if (!account?.totpSecret) throw badRequest(TEXTS.twoFactor.notOn);
  await inTransaction(ctx, (tx) => repo.disable(tx, user.id));
  if (user.email)
    await ctx.mailer.send(
      mailOf(ctx, { ...user, email: user.email }, "disabled", [
        TEXTS.twoFactor.mail.disabled.intro,
      ]),
    );
}

/** Where a login comes from: its address and its browser's device id (the throttle's keys). */
interface LoginClient {
  ip: string;
  device: string;
}

/**
 * After a right password (issue 24 §1): whether a second step is due — TOTP on, or the type
 * required and not exempt — unless `trustedToken` is a browser remembered for this user. When
 * due, stores the pending step and, without TOTP, mails a code at once.
 * @returns null when the session may open now; else the 202's answer and the token of the
 *   pending step's cookie.
 * @throws 503 when the code's mail cannot be sent.
 */
export async function secondStepFor(
  ctx: AppContext,
  user: UserRow,
  login: { login: string; stayConnected: boolean; trustedToken: string | undefined },
): Promise<{ challenge: TwoFactorChallenge; token: string } | null> {
  const account = await repo.accountOf(ctx.db, user.id);
  const methods = secondStepMethods(
    { type: user.type, hasTotp: !!account?.totpSecret, exempt: account?.exempt ?? false },
    requiredTypes(ctx),
  );
  if (!methods) return null;
  const now = new Date();
  if (
    login.trustedToken &&
    (await repo.isTrustedDevice(ctx.db, user.id, tokenHashOf(login.trustedToken), now))
  ) {
    return null;
  }
  await repo.purgeExpired(ctx.db, now);
  const token = newToken();
  const tokenHash = tokenHashOf(token);
  await repo.insertChallenge(ctx.db, {
    tokenHash,
    userId: user.id,
    stayConnected: login.stayConnected,
    login: login.login,
    emailCodeHash: null,
    emailCodeExpiresAt: null,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  if (!methods.includes("totp")) await mailCode(ctx, tokenHash, user);
  return { challenge: { twoFactor: true, methods }, token };
}

/** Mails a new 6-digit code for a pending step; the previous one stops working. */
async function mailCode(ctx: AppContext, tokenHash: string, user: Addressee): Promise<void> {
  if (!user.email) return;
  const code = newEmailCode();
  const key = await serverSecret(ctx.config);
  await repo.setEmailCode(
    ctx.db,
    tokenHash,
    codeHashOf(key, code),
    new Date(Date.now() + EMAIL_CODE_MS),
  );
  const words = TEXTS.twoFactor.mail.code;
  await ctx.mailer.send(
    mailOf(ctx, { ...user, email: user.email }, "code", [
      format(words.intro, { code }),
      words.validity,
    ]),
  );
}

/** `a***@exemple.fr`: an address as the answer of a mailed code shows it. */
const hiddenEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

/**
 * `POST /ws/login/2fa/email` (issue 24 §1): mails a new code for the browser's pending step.
 * @returns the French acknowledgement. @throws 401 « Ce code n’est pas valide. » without a
 *   pending step.
 */
export async function mailNewCode(
  ctx: AppContext,
  token: string | undefined,
): Promise<{ message: string }> {
  const challenge = token
    ? await repo.challengeOf(ctx.db, tokenHashOf(token), new Date())
    : undefined;
  const user = challenge ? await repo.addresseeOf(ctx.db, challenge.userId) : undefined;
  if (!challenge || !user?.email) throw invalidCode();
  await mailCode(ctx, challenge.tokenHash, user);
  return { message: format(TEXTS.twoFactor.emailCodeSent, { email: hiddenEmail(user.email) }) };
}

/** A second step passed: whose session to open, and the remembered browser's new token. */
interface PassedStep {
  userId: string;
  stayConnected: boolean;
  trustedToken?: string;
}

/**
 * `POST /ws/login/2fa {code, rememberDevice?}` (issue 24 §1): the throttle of the password's
 * login first (429 before the code is looked at), then the code: a TOTP code of a step later than
 * the last used, the mailed code (10 minutes), or an unused recovery code; each works once, and
 * the pending step ends. A failure counts as a failed login. With `rememberDevice`, this browser
 * is remembered for the user 30 days.
 * @throws 401 « Ce code n’est pas valide. » (wrong, used, expired, no pending step); 429.
 */
export async function passSecondStep(
  ctx: AppContext,
  token: string | undefined,
  body: { code: string; rememberDevice?: boolean | undefined },
  client: LoginClient,
): Promise<PassedStep> {
  const now = new Date();
  const challenge = token ? await repo.challengeOf(ctx.db, tokenHashOf(token), now) : undefined;
  if (!challenge) throw invalidCode();
  const { login, userId, tokenHash } = challenge;
  const wait = await ctx.loginThrottle.waitFor(login, client.ip, client.device);
  if (wait > 0) throw tooManyAttempts(wait);

  const code = normalizeCode(body.code);
  const key = await serverSecret(ctx.config);
  const account = await repo.accountOf(ctx.db, userId);
  let passed = false;
  if (codeKindOf(code) === "digits") {
    const step = account?.totpSecret ? totpStepOf(account.totpSecret, code, now.getTime()) : null;
    passed = step !== null && (await repo.claimStep(ctx.db, userId, step));
    if (!passed && challenge.emailCodeHash && challenge.emailCodeExpiresAt) {
      passed =
        challenge.emailCodeExpiresAt > now &&
        sameHash(challenge.emailCodeHash, codeHashOf(key, code));
    }
  } else if (account?.totpSecret) {
    passed = await repo.useRecoveryCode(ctx.db, userId, codeHashOf(key, code));
  }
  // the step ends once: a code given twice at the same moment opens one session
  if (!passed || !(await repo.deleteChallenge(ctx.db, tokenHash))) {
    await ctx.loginThrottle.fail(login, client.ip, client.device);
    throw invalidCode();
  }
  await ctx.loginThrottle.succeed(login, client.ip, client.device);
  if (!body.rememberDevice) return { userId, stayConnected: challenge.stayConnected };
  const trustedToken = newToken();
  await repo.insertTrustedDevice(
    ctx.db,
    userId,
    tokenHashOf(trustedToken),
    new Date(now.getTime() + TRUSTED_MS),
  );
  return { userId, stayConnected: challenge.stayConnected, trustedToken };
}

/**
 * Exempts every account that exists from a required second step (the demo seed, issue 24 §1:
 * the demo opens every role with the password alone). Enrolled TOTP is still asked.
 */
export async function exemptEveryAccount(ctx: AppContext): Promise<void> {
  await repo.exemptEveryUser(ctx.db);
}
