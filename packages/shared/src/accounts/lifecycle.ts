import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import { publicUserSchema } from "./dto.js";
import { LIFECYCLE_TEXTS } from "./lifecycle-texts.js";
import { isValidEmail, SIGNUP_MESSAGES, signupErrors, stripSpaces } from "./signup.js";

/** Invitations a user may send per day (issue 8 §5). */
export const INVITES_PER_DAY = 20;
/** How long an activation or e-mail confirmation link works: 7 days, in ms (issue 8 §5). */
export const ACTIVATION_LINK_MS = 7 * 24 * 3600 * 1000;
/** How long a password reset link works: 1 hour, in ms (issue 8 §5). */
export const RESET_LINK_MS = 3600 * 1000;

/** The web pages the mailed links open (docs/ARCHITECTURE.md "Account lifecycle"). */
export const LIFECYCLE_PAGES = {
  activation: "/activation",
  reset: "/mot-de-passe/nouveau",
  email: "/confirmation-email",
  signup: "/login?openAccount=1",
} as const;

/**
 * The password rules of sign-up (000 §5 checks 4 to 6, docs/DECISIONS.md: at least 8 characters,
 * a digit and a letter), for any new password: the same checks as `checkSignup`, whitespace removed.
 * @returns the French message of the first failure, or null when the password is acceptable.
 */
export function newPasswordFailure(password: string | undefined): string | null {
  return signupErrors("patient", { password: stripSpaces(password) }).password?.message ?? null;
}

const password = z.string().max(200);
/** A new password: the sign-up rules, the message of the first failure. */
const newPassword = password.superRefine((value, context) => {
  const failure = newPasswordFailure(value);
  if (failure) context.addIssue({ code: "custom", message: failure });
});
/** A mailed token as it sits in a link: base64url, 43 characters for 32 bytes. */
const token = z.string().min(1).max(128);
const email = z.string().max(254);

/** Body of `PUT /ws/user/password` (000 §7): the current password, then the new one. */
export const changePasswordSchema = z.object({ "old-password": password, password: newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** `{email}` of recovery, lab re-initialisation and e-mail confirmation: a well-formed address. */
export const emailBodySchema = z.object({
  email: email.refine((value) => isValidEmail(stripSpaces(value)), SIGNUP_MESSAGES.emailInvalid),
});
export type EmailBody = z.infer<typeof emailBodySchema>;

/** Body of `POST /ws/invite` (000 §5 "Invite by email": else "Email incorrect"). */
export const inviteBodySchema = z.object({
  email: email.refine(
    (value) => isValidEmail(stripSpaces(value)),
    LIFECYCLE_TEXTS.inviteEmailInvalid,
  ),
});

/** Body of `POST /ws/user/password/reset`: the mailed token and the new password. */
export const resetPasswordSchema = z.object({ token, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

/**
 * Body of `POST /ws/user/confirm` (000 §7 `{login, token}`): with `password`, an activation link
 * (sets the password, status ACTIVE, logs in); without, an e-mail confirmation link.
 */
export const confirmBodySchema = z.object({
  login: email,
  token,
  password: newPassword.optional(),
});
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

/** A short French acknowledgement, shown as it is. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** What `POST /ws/user/confirm` answers: the new session's profile, or the confirmed address. */
export const confirmAnswerSchema = z.union([
  publicUserSchema,
  z.object({ emailConfirmed: z.literal(true), message: z.string() }),
]);
export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;

/** The account lifecycle endpoints (issue 8 §5; 000 §7 "Session and users"). */
export const lifecycleApi = {
  sendActivation: defineEndpoint({
    method: "POST",
    path: "/ws/user/{id}/activation",
    params: byIdParams,
    response: messageAnswerSchema,
    summary:
      "Mails a single-use activation link (7 days) to a user the calling professional may see; no valid e-mail: 400.",
  }),
  labPatientReinit: defineEndpoint({
    method: "POST",
    path: "/ws/lab/patient/reinit",
    body: emailBodySchema,
    response: messageAnswerSchema,
    summary: "A laboratory mails a new activation link to one of its patients, by e-mail.",
  }),
  requestEmailConfirmation: defineEndpoint({
    method: "GET",
    path: "/ws/user/email-confirmation",
    query: emailBodySchema,
    response: messageAnswerSchema,
    summary: "Mails a confirmation link for the signed-in user's own address.",
  }),
  confirm: defineEndpoint({
    method: "POST",
    path: "/ws/user/confirm",
    body: confirmBodySchema,
    response: confirmAnswerSchema,
    access: "public",
    summary:
      "With a password: activates the account and logs in (answers the profile). Without: confirms the e-mail.",
  }),
  changePassword: defineEndpoint({
    method: "PUT",
    path: "/ws/user/password",
    body: changePasswordSchema,
    response: noContent,
    status: 204,
    summary: "Changes the password (sign-up rules); the user's other sessions end.",
  }),
  recoverPassword: defineEndpoint({
    method: "POST",
    path: "/ws/user/password/recovery",
    body: emailBodySchema,
    response: messageAnswerSchema,
    access: "public",
    summary:
      "Always the same answer (000 §8); mails a reset link (1 hour) only when the account exists.",
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/ws/user/password/reset",
    body: resetPasswordSchema,
    response: messageAnswerSchema,
    access: "public",
    summary:
      "Sets a new password from a reset link (single use); every session of the account ends.",
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/ws/invite",
    body: inviteBodySchema,
    response: messageAnswerSchema,
    summary: "Mails an invitation to join (000 §5); at most 20 a day per user.",
  }),
};
