import { z } from "zod";
import { HEALTH_CARD_TEXTS } from "./health-card-texts.js";

const T = HEALTH_CARD_TEXTS.healthCard;

/**
 * Blood types as written on the wire (000 §3 `bloodType`, docs/DECISIONS.md "The health card"):
 * ASCII, the minus a hyphen-minus, as an API client types them. Shown with a true minus sign
 * (`bloodTypeLabel`).
 */
export const BLOOD_TYPES = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
/** One of `BLOOD_TYPES`. */
export type BloodType = (typeof BLOOD_TYPES)[number];

/** The most characters of the free-text fields `allergens` and `special` (issue 17 §1). */
export const HEALTH_TEXT_MAX = 500;

/** The most characters of `emergencyCall`, as for the other phone fields. */
export const EMERGENCY_CALL_MAX = 30;

/** A phone one can dial: digits with spaces, dots, dashes or brackets, a leading + allowed. */
const PHONE_PATTERN = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** `text` trimmed, null when blank: a blank field clears the stored value. */
const blankToNull = (text: string) => text || null;

const freeText = (message: string) =>
  z.string().trim().max(HEALTH_TEXT_MAX, message).transform(blankToNull).nullable().optional();

/**
 * The patient's health card (000 §3 "Patient adds": `emergencyCall`, `bloodType`, `allergens`,
 * `special`), as `PUT /ws/user` and `PUT /ws/user/{id}` take it and the form checks it: each field
 * optional (absent: unchanged), null or blank ("" for the blood type, as a form's empty choice)
 * clears it. `emergencyCall` a phone of at most 30
 * characters; `bloodType` one of `BLOOD_TYPES`; `allergens` and `special` free text of at most
 * `HEALTH_TEXT_MAX` characters. Each failure has its French message (400 on the server).
 */
export const healthCardSchema = z.object({
  emergencyCall: z
    .string()
    .trim()
    .max(EMERGENCY_CALL_MAX, T.emergencyCallInvalid)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), T.emergencyCallInvalid)
    .transform(blankToNull)
    .nullable()
    .optional(),
  bloodType: z
    .enum([...BLOOD_TYPES, ""], { error: T.bloodTypeInvalid })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  allergens: freeText(T.allergensTooLong),
  special: freeText(T.specialTooLong),
});
/** What a form sends of the health card (see `healthCardSchema`). */
export type HealthCardInput = z.input<typeof healthCardSchema>;

/** The health card's fields on a user on the wire: null when unset or not visible to the reader. */
export interface HealthCard {
  emergencyCall: string | null;
  bloodType: BloodType | null;
  allergens: string | null;
  special: string | null;
}

/** The card with no field: what a reader who may not see it gets. */
export const NO_HEALTH_CARD: HealthCard = {
  emergencyCall: null,
  bloodType: null,
  allergens: null,
  special: null,
};

/**
 * The wire schema of the health card's fields on a user (see `HealthCard`): a patient's card
 * always carries them (null when unset or hidden); other users' may leave them out.
 */
export const healthCardWireShape = {
  emergencyCall: z.string().nullable().optional(),
  bloodType: z.enum(BLOOD_TYPES).nullable().optional(),
  allergens: z.string().nullable().optional(),
  special: z.string().nullable().optional(),
};

/** « A− », « AB+ »: a blood type as a French reader writes it (a true minus sign). */
export function bloodTypeLabel(bloodType: BloodType): string {
  return bloodType.replace("-", "\u2212");
}

/** True when at least one field of the card is filled. */
export function hasHealthCard(card: Partial<HealthCard>): boolean {
  return Boolean(card.emergencyCall || card.bloodType || card.allergens || card.special);
}
