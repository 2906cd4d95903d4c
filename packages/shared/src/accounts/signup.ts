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

/**
 * Runs the sign-up checks of 000 §5 in their order, then the RPPS / FINESS / NIR format checks
 * (000 §8 'unregistered code'). One implementation for the form and the server.
 * @returns the first failure, or null when the sign-up may go on.
 */
export function checkSignup(type: UserType, fields: SignupFields): SignupFailure | null {
  const email = stripSpaces(fields.email);
  const password = stripSpaces(fields.password);
  const isPatient = type === "patient";
  const isProfessional = type === "professional";
  const isOptician = isProfessional && isOpticianProfession(fields.profession);
  const fail = (field: keyof SignupFields, message: string): SignupFailure => ({
    field,
    code: "validation",
    message,
  });

  if (fields.acceptTerms !== true) return fail("acceptTerms", SIGNUP_MESSAGES.terms);
  if (!email) return fail("email", SIGNUP_MESSAGES.emailMissing);
  if (!isValidEmail(email)) return fail("email", SIGNUP_MESSAGES.emailInvalid);
  if (!password) return fail("password", SIGNUP_MESSAGES.passwordMissing);
  if (!passwordHasDigitAndLetter(password))
    return fail("password", SIGNUP_MESSAGES.passwordPattern);
  if (password.length < PASSWORD_MIN_LENGTH)
    return fail("password", SIGNUP_MESSAGES.passwordLength);
  if (isPatient && !fields.firstName?.trim()) return fail("firstName", SIGNUP_MESSAGES.firstName);
  if ((isPatient || isProfessional) && !fields.lastName?.trim())
    return fail("lastName", SIGNUP_MESSAGES.lastName);
  if (isProfessional && !isOptician && !fields.rpps?.trim())
    return fail("rpps", SIGNUP_MESSAGES.rpps);
  if (isEstablishmentType(type) && !fields.finess?.trim())
    return fail("finess", SIGNUP_MESSAGES.finess);

  if (isProfessional && fields.rpps?.trim() && !isValidRpps(fields.rpps))
    return { field: "rpps", code: "unregisteredCode", message: TEXTS.signup.rppsIncorrect };
  if (isEstablishmentType(type) && !isValidFiness(fields.finess ?? ""))
    return { field: "finess", code: "unregisteredCode", message: TEXTS.signup.finessIncorrect };
  if (isPatient && fields.nir?.trim() && !isValidNir(fields.nir))
    return fail("nir", NIR_FORMAT_MESSAGE);
  return null;
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
