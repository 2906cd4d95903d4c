import {
  isEstablishmentType,
  PROFESSION_LABELS,
  signupBodySchema,
  signupErrors,
  signupFieldOf,
  stripSpaces,
  TEXTS,
  type SignupBody,
  type SignupFields,
  type UserType,
} from "@reseau/shared";
import type { FieldError, FieldPath, Resolver } from "react-hook-form";
import { isApiError } from "../../api/errors";

/** The account types offered on the sign-up form (000 §5: default patient). */
export const SIGNUP_TYPES = [
  { value: "patient", label: TEXTS.userKinds.patient },
  { value: "professional", label: TEXTS.userKinds.professional },
  { value: "pharmacy", label: TEXTS.userKinds.pharmacy },
  { value: "labo", label: TEXTS.userKinds.labo },
] as const satisfies readonly { value: UserType; label: string }[];

/** A type the sign-up form offers. */
export type SignupType = (typeof SIGNUP_TYPES)[number]["value"];

/** Professions a professional picks at sign-up; choosing "professional" sets DOCTOR (000 §5). */
export const SIGNUP_PROFESSIONS = [
  { value: "DOCTOR", label: PROFESSION_LABELS.DOCTOR },
  { value: "OPTICIAN", label: PROFESSION_LABELS.OPTICIAN },
] as const;

/** The sign-up form's values; which ones are sent depends on `type`. */
export interface SignupFormValues {
  type: SignupType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  profession: "DOCTOR" | "OPTICIAN";
  rpps: string;
  name: string;
  finess: string;
  acceptTerms: boolean;
}

/** Empty values: a patient, no field filled, terms not accepted. */
export const EMPTY_SIGNUP: SignupFormValues = {
  type: "patient",
  email: "",
  password: "",
  firstName: "",
  lastName: "",
  profession: "DOCTOR",
  rpps: "",
  name: "",
  finess: "",
  acceptTerms: false,
};

/** The fields of the form that the sign-up checks look at, for the chosen type only. */
function signupFields(values: SignupFormValues): SignupFields {
  const common = {
    acceptTerms: values.acceptTerms,
    email: values.email,
    password: values.password,
  };
  if (values.type === "patient") {
    return { ...common, firstName: values.firstName, lastName: values.lastName };
  }
  if (values.type === "professional") {
    const { firstName, lastName, profession, rpps } = values;
    return { ...common, firstName, lastName, profession, rpps };
  }
  return { ...common, finess: values.finess };
}

/**
 * The body of `POST /ws/user/{type}`: the type's fields, e-mail and password without spaces
 * (000 §5), `acceptTerms: true`, `app` ("patient" for patients, "pro" otherwise), `meta` as text.
 */
export function buildSignupRequest(values: SignupFormValues): SignupBody {
  const base = {
    email: stripSpaces(values.email),
    password: stripSpaces(values.password),
    acceptTerms: true as const,
    app: values.type === "patient" ? ("patient" as const) : ("pro" as const),
    meta: "{}",
  };
  const name = (text: string) => text.trim() || undefined;
  if (values.type === "patient") {
    return { ...base, firstName: name(values.firstName), lastName: name(values.lastName) };
  }
  if (values.type === "professional") {
    return {
      ...base,
      firstName: name(values.firstName),
      lastName: name(values.lastName),
      profession: values.profession,
      rpps: name(values.rpps),
    };
  }
  return { ...base, name: name(values.name), finess: name(values.finess) };
}

const FORM_FIELDS: readonly string[] = Object.keys(EMPTY_SIGNUP);

function formField(field: string): FieldPath<SignupFormValues> | "root" {
  return FORM_FIELDS.includes(field) ? (field as FieldPath<SignupFormValues>) : "root";
}

/**
 * react-hook-form resolver: every failing check of 000 §5 at once, each under its field
 * (`signupErrors`, the one list of checks shared with the server, whose `checkSignup` answers the
 * first); then the wire schema (`signupBodySchema`) checks lengths. react-hook-form shows a
 * field's error once the field was left (`mode: "onTouched"`) or the form submitted.
 */
export const signupResolver: Resolver<SignupFormValues> = async (values) => {
  const errors: Partial<Record<FieldPath<SignupFormValues> | "root", FieldError>> = {};
  for (const failure of Object.values(signupErrors(values.type, signupFields(values)))) {
    errors[formField(failure.field)] = { type: failure.code, message: failure.message };
  }
  const parsed = signupBodySchema.safeParse(buildSignupRequest(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = formField(String(issue.path[0]));
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/**
 * The field a failed sign-up call is about, to show its text under that field (issue 7 §2): 409
 * → the e-mail; a refused check (400 `validation` / `unregisteredCode`, e.g. « Code RPPS
 * incorrect ») → its field; otherwise null (the text shows above the button).
 */
export function signupErrorField(error: unknown): FieldPath<SignupFormValues> | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return "email";
  if (error.status !== 400 || !error.message) return null;
  const field = signupFieldOf(error.message);
  const formFieldName = field ? formField(field) : "root";
  return formFieldName === "root" ? null : formFieldName;
}

/**
 * The French text for a failed sign-up call (000 §8 "Sign-up"): 409 → e-mail taken; a wrong
 * RPPS/FINESS (`unregisteredCode`) or a failed check → the server's message; offline → the
 * connection message; otherwise "Impossible de faire l'inscription".
 */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return TEXTS.signup.failed;
  if (error.status === 409) return TEXTS.signup.emailTaken;
  if (error.status === 0) return TEXTS.http.offline;
  if ((error.code === "unregisteredCode" || error.code === "validation") && error.message) {
    return error.message;
  }
  return TEXTS.signup.failed;
}

/** True for the establishment types, which sign up with a name and a FINESS. */
export function isEstablishmentSignup(type: SignupType): boolean {
  return isEstablishmentType(type);
}
