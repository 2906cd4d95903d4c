import type { TwoFactorMethod, UserType } from "@reseau/shared";

/** What the second step's decisions read about an account. */
interface SecondFactorFacts {
  type: UserType;
  /** TOTP confirmed. */
  hasTotp: boolean;
  /** Spared by the demo seed (`two_factor_accounts.exempt`). */
  exempt: boolean;
}

/**
 * True when the account's type must pass a second step (issue 24 §1 `TWO_FACTOR_REQUIRED`),
 * unless the demo seed exempted it. Pure.
 */
export const isRequired = (facts: SecondFactorFacts, requiredTypes: readonly UserType[]) =>
  !facts.exempt && requiredTypes.includes(facts.type);

/**
 * The ways through a login's second step, or null when none is due (issue 24 §1): with TOTP,
 * `totp`, `email`, `recovery`; required without TOTP, `email` alone. Pure.
 */
export function secondStepMethods(
  facts: SecondFactorFacts,
  requiredTypes: readonly UserType[],
): TwoFactorMethod[] | null {
  if (facts.hasTotp) return ["totp", "email", "recovery"];
  return isRequired(facts, requiredTypes) ? ["email"] : null;
}

/** What a typed code may be: 6 digits (TOTP or mailed), or a recovery code. Pure. */
export const codeKindOf = (normalized: string): "digits" | "recovery" =>
  /^\d{6}$/.test(normalized) ? "digits" : "recovery";
