import {
  twoFactorApi,
  lifecycleApi,
  type TotpEnrolment,
  type TwoFactorStatus,
  type ChangePasswordBody,
  type ConfirmAnswer,
  type ConfirmBody,
  type MessageAnswer,
  type PublicUser,
  type ResetPasswordBody,
} from "@reseau/shared";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** `PUT /ws/user/password`: @throws ApiError 400 (old password wrong, rules of 000 §5). */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return call(lifecycleApi.changePassword, { body });
}

/** `POST /ws/user/password/recovery`: always the same answer (000 §8 "Password recovery"). */
export function recoverPassword(email: string): Promise<MessageAnswer> {
  return call(lifecycleApi.recoverPassword, { body: { email } });
}

/** `POST /ws/user/password/reset`: @throws ApiError 400 for a used or expired link. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageAnswer> {
  return call(lifecycleApi.resetPassword, { body });
}

/**
 * `POST /ws/user/confirm`: with a password, activates and logs in (the profile); without, confirms
 * the e-mail. @throws ApiError 400 for a used or expired link.
 */
export function confirmAccount(body: ConfirmBody): Promise<ConfirmAnswer> {
  return call(lifecycleApi.confirm, { body });
}

/** True when `confirm` answered a profile (an activation), not an e-mail confirmation. */
export function isActivatedUser(answer: ConfirmAnswer): answer is PublicUser {
  return "id" in answer;
}

/** `GET /ws/user/email-confirmation?email=`: mails a confirmation link to the user's address. */
export function requestEmailConfirmation(email: string): Promise<MessageAnswer> {
  return call(lifecycleApi.requestEmailConfirmation, { query: { email } });
}

/**
 * `POST /ws/user/{id}/activation` (000 §2 contact page): mails the patient an activation link.
 * @returns « Lien d'activation envoyé ». @throws ApiError 400 « Cet utilisateur n'a pas de mail
 *   valide pour le moment », 404 when the caller may not see her, 503 mail server down.
 */
export function sendActivationLink(id: string): Promise<MessageAnswer> {
  return call(lifecycleApi.sendActivation, { params: { id } });
}

/** `POST /ws/invite {email}` (000 §5): @throws ApiError 400 « Email incorrect », 429 past 20 a day. */
export function inviteByEmail(email: string): Promise<MessageAnswer> {
  return call(lifecycleApi.invite, { body: { email } });
}

/** Key of the signed-in user's second factor (`GET /ws/user/2fa`, issue 24 §1). */
export const TWO_FACTOR_KEY = [QUERY_ROOTS.twoFactor] as const;

/** `GET /ws/user/2fa`: TOTP on, required by the account's type, recovery codes left. */
export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return call(twoFactorApi.status, { signal });
}

/** `POST /ws/user/2fa/totp`: a new secret and its QR code. @throws ApiError 409 while TOTP is on. */
export function beginTotp(): Promise<TotpEnrolment> {
  return call(twoFactorApi.enrolTotp);
}

/** `POST /ws/user/2fa/totp/confirm`: TOTP on; @returns the 10 recovery codes, shown once. */
export function confirmTotp(code: string): Promise<{ recoveryCodes: string[] }> {
  return call(twoFactorApi.confirmTotp, { body: { code } });
}

/** `DELETE /ws/user/2fa/totp`: TOTP off. @throws ApiError 400 for a wrong password. */
export function disableTotp(password: string): Promise<void> {
  return call(twoFactorApi.disableTotp, { body: { password } });
}
