import { TEXTS } from "../common/texts.js";

/** The kinds of refusal a patient is told about (`TEXTS.payments.refusals`). */
export type RefusalReason = keyof typeof TEXTS.payments.refusals;

/**
 * The provider's result codes (MangoPay's) and the refusal each means to the patient. Codes of
 * the card registration (1052xx) and of the pay-in (1011xx, 1013xx, 1014xx) alike.
 */
const REASONS_BY_CODE: Record<string, RefusalReason> = {
  "101101": "declined",
  "101102": "insufficientFunds",
  "101103": "declined",
  "101104": "insufficientFunds",
  "101105": "expired",
  "101106": "inactiveCard",
  "101301": "secureModeFailed",
  "101304": "secureModeFailed",
  "101399": "secureModeFailed",
  "101410": "inactiveCard",
  "105202": "invalidCard",
  "105203": "expired",
  "105204": "invalidCard",
  "105206": "invalidCard",
};

/**
 * Why a payment failed, in French, from the provider's `ResultCode` (issue 20 §2: declined,
 * insufficient funds, expired, 3-D Secure failed); an unknown or missing code gives the generic
 * refusal.
 */
export function refusalText(resultCode: string | null | undefined): string {
  const reason = (resultCode && REASONS_BY_CODE[resultCode]) || "other";
  return TEXTS.payments.refusals[reason];
}
