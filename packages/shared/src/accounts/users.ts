import { z } from "zod";
import type { PublicUser } from "./dto.js";
import { PROFESSION_LABELS } from "./professions.js";

/** User types on the wire, lower case (docs/DECISIONS.md "Canonical values"). */
export const USER_TYPES = [
  "patient",
  "professional",
  "pharmacy",
  "labo",
  "grp_pharm",
  "grp_lab",
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types of the pro app (000 §6). */
export const PRO_TYPES: readonly UserType[] = [
  "professional",
  "pharmacy",
  "labo",
  "grp_pharm",
  "grp_lab",
];
/** Establishments (000 §6). */
export const ESTABLISHMENT_TYPES: readonly UserType[] = [
  "pharmacy",
  "labo",
  "grp_pharm",
  "grp_lab",
];
/** Group managers (000 §6). */
export const MANAGER_TYPES: readonly UserType[] = ["grp_pharm", "grp_lab"];

const UPPER_CASE_ALIASES: Record<string, UserType> = {
  PATIENT: "patient",
  PROFESSIONAL: "professional",
  PHARMACY: "pharmacy",
  LABORATORY: "labo",
  LABO: "labo",
  GRP_PHARM: "grp_pharm",
  GRP_LAB: "grp_lab",
};

/**
 * Normalises a user type read on input: the upper-case second reading (`LABORATORY`) becomes
 * the canonical lower-case value (`labo`). @returns null for an unknown type.
 */
export function normalizeUserType(input: string): UserType | null {
  if ((USER_TYPES as readonly string[]).includes(input)) return input as UserType;
  const upper = input.toUpperCase();
  // own keys only: no name may reach the object's prototype
  return Object.hasOwn(UPPER_CASE_ALIASES, upper) ? (UPPER_CASE_ALIASES[upper] ?? null) : null;
}

/** User statuses (000 §3). */
export const USER_STATUSES = ["ACTIVE", "NEW", "STUB", "AUTO"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export { PROFESSION_LABELS };

/** The professions a search form offers, as stored (000 §1): a doctor first, an optician last. */
export const PROFESSION_CHOICES = [
  "DOCTOR",
  "Chirurgien-Dentiste",
  "Pharmacien",
  "Infirmier",
  "Sage-Femme",
  "Masseur-Kinésithérapeute",
  "OPTICIAN",
] as const;

/** Professions (000 §1, §3): the codes, then each profession's French name. */
export const PROFESSIONS = [
  "DOCTOR",
  "OPTICIAN",
  PROFESSION_LABELS.DOCTOR,
  "Chirurgien-Dentiste",
  "Pharmacien",
  "Infirmier",
  "Sage-Femme",
  "Masseur-Kinésithérapeute",
  PROFESSION_LABELS.OPTICIAN,
] as const;

/** A stored profession as a reader sees it: « Médecin » for DOCTOR, « Opticien » for OPTICIAN. */
export function professionLabel(profession: string): string {
  return Object.hasOwn(PROFESSION_LABELS, profession)
    ? PROFESSION_LABELS[profession as keyof typeof PROFESSION_LABELS]
    : profession;
}

// the first page of the web app reads these without this file's schemas (professions.ts)
export { isOpticianProfession, normalizeProfession } from "./professions.js";

/** The two apps (000 §1). */
export const APPS = ["patient", "pro"] as const;
export type AppName = (typeof APPS)[number];

/** White-label variants (000 §1). */
export const GROUPS = [
  "galien",
  "pharmavance",
  "cos",
  "excel",
  "well",
  "apoticare",
  "pharmacorp",
] as const;

/** The app a user of `type` signs up from and uses (000 §1): patients the patient app. */
export function appOfType(type: UserType): AppName {
  return type === "patient" ? "patient" : "pro";
}

/** True for types whose users are on the pro app. */
export function isProType(type: UserType): boolean {
  return PRO_TYPES.includes(type);
}

/** True for pharmacy, labo, grp_pharm, grp_lab. */
export function isEstablishmentType(type: UserType): boolean {
  return ESTABLISHMENT_TYPES.includes(type);
}

/** One opening-hours slot; `day` 0 = Monday … 6 = Sunday, times "HH:MM" in Paris time. */
export const openingHoursSchema = z.array(
  z.object({
    day: z.number().int().min(0).max(6),
    open: z.string().regex(/^\d{2}:\d{2}$/),
    close: z.string().regex(/^\d{2}:\d{2}$/),
  }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Week days, Monday to Sunday (000 §9). */
export const WEEK_DAYS = [
  "Lundi",
  "Mardi",
  "Mercredi",
  "Jeudi",
  "Vendredi",
  "Samedi",
  "Dimanche",
] as const;

/**
 * The name shown for a user: an establishment's name, a person's "Prénom Nom", else the e-mail.
 * A patient's or a professional's `name` is never shown: a patient who writes "Pharmacie du
 * Centre" in her profile still appears under her own name to the patients she writes to.
 */
export function displayName(
  user: Pick<PublicUser, "name" | "firstName" | "lastName" | "email"> & { type?: string },
): string {
  const person = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const isPerson = user.type === "patient" || user.type === "professional";
  return (isPerson ? null : user.name) || person || user.email || "";
}
