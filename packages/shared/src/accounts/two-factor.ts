import { z } from "zod";
import { defineEndpoint, noContent } from "../common/endpoint.js";
import { publicUserSchema } from "./dto.js";
import { TWO_FACTOR_TEXTS as T } from "./two-factor-texts.js";

/** How a second step may be passed (issue 24 §1): an authenticator app, a mailed code, a recovery code. */
export const TWO_FACTOR_METHODS = ["totp", "email", "recovery"] as const;
/** One way through the second step. */
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** How many recovery codes an enrolment gives (issue 24 §1: 10, each used once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long « Se souvenir de cet appareil » skips the second step: 30 days. */
export const REMEMBER_DEVICE_DAYS = 30;

/**
 * The answer of `POST /ws/login` when a second step is due (issue 24 §1): 202, no session yet;
 * `methods` is `["totp", "email", "recovery"]` with TOTP on, else `["email"]` (the code is mailed).
 */
export const twoFactorChallengeSchema = z.object({
  twoFactor: z.literal(true),
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
/** See `twoFactorChallengeSchema`. */
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What `POST /ws/login` answers: the profile (200), or the second step's challenge (202). */
export const loginAnswerSchema = z.union([publicUserSchema, twoFactorChallengeSchema]);

/** True when a login answer asks for the second step rather than carrying the profile. */
export function isTwoFactorChallenge(
  answer: z.infer<typeof loginAnswerSchema>,
): answer is TwoFactorChallenge {
  return (answer as Partial<TwoFactorChallenge>).twoFactor === true;
}

/** A 6-digit code (TOTP or mailed) or a recovery code, spaces and dashes allowed. */
const codeField = z
  .string({ error: T.codeRequired })
  .trim()
  .min(1, { error: T.codeRequired })
  .max(40, { error: T.invalidCode });

/** `POST /ws/login/2fa`: the code, and whether this browser skips the step for 30 days. */
export const secondStepBodySchema = z.object({
  code: codeField,
  rememberDevice: z.boolean().optional(),
});
/** See `secondStepBodySchema`. */
export type SecondStepBody = z.input<typeof secondStepBodySchema>;

/** `POST /ws/user/2fa/totp/confirm`: the first code the app shows. */
export const confirmTotpBodySchema = z.object({ code: codeField });
/** `DELETE /ws/user/2fa/totp`: the account's password, asked again. */
export const disableTotpBodySchema = z.object({
  password: z.string({ error: T.passwordRequired }).min(1, { error: T.passwordRequired }).max(200),
});

/** `GET /ws/user/2fa`: TOTP on, the second step required by the account's type, codes left. */
export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
/** See `twoFactorStatusSchema`. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /ws/user/2fa/totp`: the new secret (base32), its `otpauth://` URL and QR code. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A `data:image/png;base64,…` URL of the QR code of `otpauthUrl`. */
  qrCode: z.string(),
});
/** See `totpEnrolmentSchema`. */
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The second factor's endpoints (issue 24 §1). */
export const twoFactorApi = {
  status: defineEndpoint({
    method: "GET",
    path: "/ws/user/2fa",
    response: twoFactorStatusSchema,
    summary:
      "The second factor of the signed-in user (issue 24 §1): TOTP on, required, recovery codes left.",
  }),
  enrolTotp: defineEndpoint({
    method: "POST",
    path: "/ws/user/2fa/totp",
    response: totpEnrolmentSchema,
    summary:
      "Begins a TOTP enrolment (issue 24 §1): a new secret, its otpauth URL (issuer « Réseau Santé », the account's e-mail) and QR code; 409 while TOTP is on.",
  }),
  confirmTotp: defineEndpoint({
    method: "POST",
    path: "/ws/user/2fa/totp/confirm",
    body: confirmTotpBodySchema,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
    summary:
      "Turns TOTP on with the app's first code (issue 24 §1): 10 single-use recovery codes, shown once; the account is told by e-mail; a wrong code 400 and nothing changes.",
  }),
  disableTotp: defineEndpoint({
    method: "DELETE",
    path: "/ws/user/2fa/totp",
    body: disableTotpBodySchema,
    response: noContent,
    status: 204,
    summary:
      "Turns TOTP off with the account's password (issue 24 §1 reset): its secret, recovery codes and remembered devices go; the account is told by e-mail; a wrong password 400.",
  }),
  secondStep: defineEndpoint({
    method: "POST",
    path: "/ws/login/2fa",
    body: secondStepBodySchema,
    response: publicUserSchema,
    access: "public",
    summary:
      "The login's second step (issue 24 §1): a TOTP, mailed or recovery code, each used once; opens the session as a login does; 401 « Ce code n’est pas valide. »; 429 past the login throttle.",
  }),
  emailCode: defineEndpoint({
    method: "POST",
    path: "/ws/login/2fa/email",
    response: z.object({ message: z.string() }),
    access: "public",
    summary:
      "Mails a new 6-digit code for the pending second step (issue 24 §1), valid 10 minutes.",
  }),
};
