import { PasswordInput, Stack } from "@mantine/core";
import { newPasswordFailure, TEXTS } from "@reseau/shared";
import type { FieldErrors, FieldValues, Resolver, UseFormRegister } from "react-hook-form";

const P = TEXTS.lifecycle.pages;

/** The two fields of a new password, in any form that has them. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/**
 * The checks of a new password, as the server makes them (the sign-up rules of 000 §5, shared
 * `newPasswordFailure`), and the two typings must match.
 * @returns the message of each failing field.
 */
export function newPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  const failure = newPasswordFailure(values.password);
  if (failure) return { password: failure };
  if (values.password !== values.confirmation) return { confirmation: P.passwordsDiffer };
  return {};
}

/** « Nouveau mot de passe » and its confirmation, with the rule as a hint and errors beneath. */
export function NewPasswordFields<V extends NewPasswordValues>({
  register,
  errors,
  autoFocus = false,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  autoFocus?: boolean;
}) {
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <Stack gap="sm">
      <PasswordInput
        label={P.newPassword}
        description={P.passwordHint}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        error={errs.password?.message}
        {...reg("password")}
      />
      <PasswordInput
        label={P.newPasswordConfirm}
        autoComplete="new-password"
        required
        error={errs.confirmation?.message}
        {...reg("confirmation")}
      />
    </Stack>
  );
}

/**
 * A react-hook-form resolver from a check returning a French message per failing field.
 * @example useForm({ resolver: resolverOf(newPasswordErrors) })
 */
export function resolverOf<V extends FieldValues>(
  check: (values: V) => Partial<Record<keyof V, string>>,
): Resolver<V> {
  return async (values) => {
    const failures = Object.entries(check(values)).filter(([, message]) => message);
    if (failures.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      failures.map(([field, message]) => [field, { type: "validation", message }]),
    );
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
