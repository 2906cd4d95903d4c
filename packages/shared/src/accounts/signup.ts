import { z } from "zod";
import { birthDateOf } from "../common/dates.js";
import { TEXTS } from "../common/texts.js";
import { ACCOUNTS_TEXTS } from "./texts.js";
import { isValidFiness, isValidNir, isValidRpps, NIR_FORMAT_MESSAGE } from "./identity.js";
import { APPS, isEstablishmentType, isOpticianProfession, type UserType } from "./users.js";

/** Minimum password length (docs/DECISIONS.md "Where we deliberately differ"). */
export const PASSWORD_MIN_LENGTH = 8;

/** The ten sign-up messages of 000 §5, in their order (the accounts texts). */
export const SIGNUP_MESSAGES = ACCOUNTS_TEXTS.signupChecks;

/** What the sign-up form and `POST /ws/user/{type}` carry (000 §5, docs/DECISIONS.md "Sign-up"). */
export interface SignupFields {
  acceptTerms?: boolean;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  rpps?: string;
  finess?: string;
  profession?: string;
  nir?: string;
}

/** The first failed sign-up check: which field, which code, which French message. */
export interface SignupFailure {
  field: keyof SignupFields;
  code: "validation" | "unregisteredCode";
  message: string;
}

/** Removes all whitespace, as the form does for e-mail and password (000 §5). */
export function stripSpaces(value: string | undefined): string {
  return (value ?? "").replace(/\s/g, "");
}

/** Standard e-mail address pattern. */
export function isValidEmail(email: string): boolean {
  return z.email().safeParse(email).success;
}

/** At least one digit and one letter (the later reading of 000 §5); `p` alone never passes. */
export function passwordHasDigitAndLetter(password: string): boolean {
  return /\d/.test(password) && /\p{L}/u.test(password);
}

/** What one sign-up check looks at: the fields as typed, e-mail and password without spaces. */
interface SignupCheckInput {
  type: UserType;
  fields: SignupFields;
  email: string;
  password: string;
  isOptician: boolean;
}

/** One sign-up check: the field it is about, and the failure it reports. */
interface SignupCheck extends SignupFailure {
  fails: (input: SignupCheckInput) => boolean;
}

const isPerson = (type: UserType) => type === "patient" || type === "professional";
const filled = (value: string | undefined) => Boolean(value?.trim());
const check = (
  field: keyof SignupFields,
  message: string,
  fails: SignupCheck["fails"],
  code: SignupFailure["code"] = "validation",
): SignupCheck => ({ field, code, message, fails });

/**
 * The sign-up checks: the ten of 000 §5 in their order, then the RPPS / FINESS / NIR formats
 * (000 §8 'unregistered code'). Each check stands on its own (it does not rely on an earlier one
 * having passed), so the list answers both "the first failure" and "every failure".
 */
const SIGNUP_CHECKS: readonly SignupCheck[] = [
  check("acceptTerms", SIGNUP_MESSAGES.terms, ({ fields }) => fields.acceptTerms !== true),
  check("email", SIGNUP_MESSAGES.emailMissing, ({ email }) => !email),
  check("email", SIGNUP_MESSAGES.emailInvalid, ({ email }) => !!email && !isValidEmail(email)),
  check("password", SIGNUP_MESSAGES.passwordMissing, ({ password }) => !password),
  check(
    "password",
    SIGNUP_MESSAGES.passwordPattern,
    ({ password }) => !!password && !passwordHasDigitAndLetter(password),
  ),
  check(
    "password",
    SIGNUP_MESSAGES.passwordLength,
    ({ password }) => !!password && password.length < PASSWORD_MIN_LENGTH,
  ),
  check(
    "firstName",
    SIGNUP_MESSAGES.firstName,
    ({ type, fields }) => type === "patient" && !filled(fields.firstName),
  ),
  check(
    "lastName",
    SIGNUP_MESSAGES.lastName,
    ({ type, fields }) => isPerson(type) && !filled(fields.lastName),
  ),
  check(
    "rpps",
    SIGNUP_MESSAGES.rpps,
    ({ type, fields, isOptician }) =>
      type === "professional" && !isOptician && !filled(fields.rpps),
  ),
  check(
    "finess",
    SIGNUP_MESSAGES.finess,
    ({ type, fields }) => isEstablishmentType(type) && !filled(fields.finess),
  ),
  check(
    "rpps",
    TEXTS.signup.rppsIncorrect,
    ({ type, fields }) =>
      type === "professional" && filled(fields.rpps) && !isValidRpps(fields.rpps ?? ""),
    "unregisteredCode",
  ),
  check(
    "finess",
    TEXTS.signup.finessIncorrect,
    ({ type, fields }) =>
      isEstablishmentType(type) && filled(fields.finess) && !isValidFiness(fields.finess ?? ""),
    "unregisteredCode",
  ),
  check(
    "nir",
    NIR_FORMAT_MESSAGE,
    ({ type, fields }) => type === "patient" && filled(fields.nir) && !isValidNir(fields.nir ?? ""),
  ),
];

function failedChecks(type: UserType, fields: SignupFields): SignupFailure[] {
  const input: SignupCheckInput = {
    type,
    fields,
    email: stripSpaces(fields.email),
    password: stripSpaces(fields.password),
    isOptician: type === "professional" && isOpticianProfession(fields.profession),
  };
  return SIGNUP_CHECKS.filter((c) => c.fails(input)).map(({ field, code, message }) => ({
    field,
    code,
    message,
  }));
}

/**
 * Runs the sign-up checks of 000 §5 in their order, then the RPPS / FINESS / NIR format checks
 * (000 §8 'unregistered code'). The server's answer: one implementation for the form and the
 * server, the same list as `signupErrors`.
 * @returns the first failure, or null when the sign-up may go on.
 */
export function checkSignup(type: UserType, fields: SignupFields): SignupFailure | null {
  return failedChecks(type, fields)[0] ?? null;
}

/**
 * Every failing sign-up check at once, for the form (issue 7 §2): per field, the first failure of
 * that field in the order of 000 §5 (e.g. "email missing" before "email invalid"); the same checks
 * and texts as `checkSignup`.
 * @returns the failures keyed by field; an empty object when the sign-up may go on.
 */
export function signupErrors(
  type: UserType,
  fields: SignupFields,
): Partial<Record<keyof SignupFields, SignupFailure>> {
  const byField: Partial<Record<keyof SignupFields, SignupFailure>> = {};
  for (const failure of failedChecks(type, fields)) byField[failure.field] ??= failure;
  return byField;
}

/**
 * The field a sign-up check's message is about, to show the server's refusal (400 `validation` or
 * `unregisteredCode`, 000 §8) under that field; null for a message no check gives.
 */
export function signupFieldOf(message: string): keyof SignupFields | null {
  return SIGNUP_CHECKS.find((c) => c.message === message)?.field ?? null;
}

const optionalText = z.string().trim().max(200).optional();

/**
 * Body of `POST /ws/user/{type}`: the user fields, `acceptTerms`, `app` and `meta` as text.
 * The ordered checks run after parsing, with `checkSignup`.
 */
export const signupBodySchema = z.object({
  acceptTerms: z.boolean().optional(),
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
  app: z.enum(APPS).optional(),
  title: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  name: optionalText,
  profession: optionalText,
  rpps: optionalText,
  finess: optionalText,
  nir: optionalText,
  /** `DD/MM/YYYY` as typed (000 §5), or `YYYY-MM-DD`: a real day from 1900 to today. */
  birth: optionalText.refine(
    (birth) => !birth || birthDateOf(birth) !== null,
    TEXTS.profile.birthInvalid,
  ),
  phones: z.array(z.string().max(30)).max(5).optional(),
  address: optionalText,
  zipCode: optionalText,
  city: optionalText,
  grp: optionalText,
  idpharma: z.string().max(64).optional(),
  meta: z.string().max(20_000).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Body of `POST /ws/login` (000 §7, docs/DECISIONS.md "Login"). */
export const loginBodySchema = z.object({
  login: z.string().max(254),
  password: z.string().max(200),
  stayConnected: z.boolean().optional().default(false),
  restrictedTypes: z.array(z.string()).optional(),
  app: z.enum(APPS).optional(),
  grp: z.string().max(50).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The login as the server compares it: trimmed, whitespace removed, lower case (000 §5 Login). */
export function normalizeLogin(login: string): string {
  return stripSpaces(login).toLowerCase();
}
