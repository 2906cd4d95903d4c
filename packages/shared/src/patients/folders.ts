import { z } from "zod";
import { birthDateOf } from "../common/dates.js";
import { TEXTS } from "../common/texts.js";
import { isValidEmail, stripSpaces } from "../accounts/signup.js";
import { isValidNir, NIR_FORMAT_MESSAGE } from "../accounts/identity.js";
import { USER_STATUSES, type UserStatus, type UserType } from "../accounts/users.js";
import { PATIENTS_TEXTS } from "./texts.js";

/** The folders of `/dossiers-patients` (000 §2 "Folder modes"). */
export const FOLDER_MODES = ["PATIENTS", "CONTACTS", "CONTACTS_PRO_AND_ESTA_ONLY"] as const;
export type FolderMode = (typeof FOLDER_MODES)[number];

/** The alphabet filter, A to Z (000 §4 "Patient folder filters"); A by default. */
export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
export const DEFAULT_INITIAL = "A";

/** At most this many patients per page of `GET /ws/patients/list/v2`; 50 when not asked. */
export const PATIENT_PAGE_MAX = 200;
/** The deepest `offset` served: past it, searching (name, birth, e-mail, NIR) finds a patient faster. */
export const PATIENT_OFFSET_MAX = 10_000;

/**
 * The status filter a folder opens with (000 §4 "Patient folder filters"): a laboratory sees the
 * patients created automatically (AUTO) only, a pharmacy group the new and stub ones, anyone else
 * every status (null: no status filter).
 */
export function defaultPatientStatuses(type: UserType): UserStatus[] | null {
  if (type === "labo") return ["AUTO"];
  if (type === "grp_pharm") return ["NEW", "STUB"];
  return null;
}

const statusList = z
  .string()
  .max(40)
  .refine(
    (text) =>
      text === "" ||
      text === "ALL" ||
      text.split(",").every((s) => (USER_STATUSES as readonly string[]).includes(s.trim())),
    { message: `status : ALL ou une liste parmi ${USER_STATUSES.join(", ")}.` },
  );

/**
 * Query of `GET /ws/patients/list/v2` (000 §7): `search=ready`, then the filters of 000 §4 —
 * `initiale` (one letter: last names starting with it), `name` (start of the last or first name),
 * `email`, `nir`, `birth` (`DD/MM/YYYY` or `YYYY-MM-DD`), `status` (comma-separated statuses,
 * empty for none, or `ALL`; absent: the caller's default, `defaultPatientStatuses`), `email_ok=0` (the wrong-mail
 * filter on: patients whose e-mail was marked wrong are listed too, in red). `limit` and `offset`
 * page the answer.
 */
export const patientListQuerySchema = z.object({
  search: z.literal("ready").optional(),
  initiale: z
    .string()
    .regex(/^[A-Za-z]$/, "initiale : une lettre de A à Z.")
    .transform((letter) => letter.toUpperCase())
    .optional(),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  nir: z.string().max(30).optional(),
  birth: z
    .string()
    .max(10)
    .refine((birth) => birthDateOf(birth) !== null, TEXTS.profile.birthInvalid)
    .optional(),
  status: statusList.optional(),
  email_ok: z.literal("0").optional(),
  limit: z.coerce.number().int().min(1).max(PATIENT_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(PATIENT_OFFSET_MAX).default(0),
});
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

/** The filters a patient list is read with, once the rules of 000 §4 are applied. */
export interface PatientFilters {
  /** Upper-case letter the last name starts with; null: every letter. */
  initial: string | null;
  /** The statuses listed; null: every status. */
  statuses: UserStatus[] | null;
  /** Patients whose e-mail was marked wrong (`meta.email_ok = 0`) are listed, whatever their status. */
  wrongMail: boolean;
  name: string | null;
  email: string | null;
  /** Without spaces, upper case. */
  nir: string | null;
  /** `YYYY-MM-DD`. */
  birth: string | null;
}

/** True when the query searches a patient (name, birth, e-mail or NIR) rather than browses. */
export function isPatientSearch(query: Pick<PatientListQuery, "name" | "birth" | "email" | "nir">) {
  return Boolean(query.name || query.birth || query.email || query.nir?.trim());
}

/**
 * The filters of a list query for a caller of `type` (000 §4 "Patient folder filters"): the status
 * filter defaults to the caller's (`defaultPatientStatuses`); searching by name, birth, e-mail or
 * NIR clears the status filters and the letter (a patient searched is found whatever her status and
 * initial), and finds her whatever her flags (a wrong e-mail too: issue 17 §4); browsing, the
 * wrong-mail filter is whether `email_ok=0` was sent.
 */
export function patientFiltersOf(type: UserType, query: PatientListQuery): PatientFilters {
  const searching = isPatientSearch(query);
  let statuses: UserStatus[] | null;
  if (searching || query.status === "ALL") statuses = null;
  else if (query.status === "") statuses = [];
  else if (query.status)
    statuses = [...new Set(query.status.split(",").map((s) => s.trim() as UserStatus))];
  else statuses = defaultPatientStatuses(type);
  return {
    initial: searching ? null : (query.initiale ?? null),
    statuses,
    wrongMail: searching || query.email_ok === "0",
    name: query.name || null,
    email: query.email ? stripSpaces(query.email).toLowerCase() : null,
    nir: query.nir?.trim() ? query.nir.replace(/\s/g, "").toUpperCase() : null,
    birth: query.birth ? birthDateOf(query.birth) : null,
  };
}

const F = PATIENTS_TEXTS.patients.form;
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

/**
 * Body of `POST /ws/patient` and `POST /ws/user/patient/affiliate` (000 §7), the add-user modal's
 * form too: last and first names and birth date required; e-mail and NIR optional, checked as at
 * sign-up (000 §5: "Veuillez renseigner un email valide", the NIR format message).
 */
export const newPatientSchema = z.object({
  lastName: required(F.lastNameMissing),
  firstName: required(F.firstNameMissing),
  birth: z
    .string({ error: F.birthMissing })
    .trim()
    .min(1, F.birthMissing)
    .max(10, TEXTS.profile.birthInvalid)
    .refine((birth) => birthDateOf(birth) !== null, TEXTS.profile.birthInvalid),
  email: z
    .string()
    .max(254)
    .transform((email) => stripSpaces(email).toLowerCase())
    .refine((email) => !email || isValidEmail(email), TEXTS.signupChecks.emailInvalid)
    .optional(),
  nir: z
    .string()
    .max(30)
    .refine((nir) => !nir.trim() || isValidNir(nir), NIR_FORMAT_MESSAGE)
    .optional(),
});
export type NewPatient = z.output<typeof newPatientSchema>;
export type NewPatientInput = z.input<typeof newPatientSchema>;

/** The part of a list query one search box fills (000 §4: by name, birth, e-mail or NIR). */
export type PatientSearch = Partial<Pick<PatientListQuery, "name" | "birth" | "email" | "nir">>;

/**
 * Reads what a pharmacist typed in the folder's one search box: an e-mail (it has an « @ »), a
 * birth date (`DD/MM/YYYY`), a NIR (13 or 15 characters of digits, 2A / 2B, spaces allowed), else
 * a name. Blank: no search.
 */
export function patientSearchOf(typed: string): PatientSearch {
  const text = typed.trim();
  if (!text) return {};
  if (text.includes("@")) return { email: text };
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return { birth: text };
  const compact = text.replace(/\s/g, "").toUpperCase();
  if (/^[12]\d{4}(\d{2}|2[AB])\d{6}(\d{2})?$/.test(compact)) return { nir: compact };
  return { name: text };
}

/** « 1 patient dans vos dossiers », « 12 patients dans vos dossiers ». */
export function patientCountText(count: number): string {
  return `${count}\u00a0${count > 1 ? "patients" : "patient"} dans vos dossiers`;
}
