import { z } from "zod";
import { birthDateOf } from "../common/dates.js";
import { isValidNir, NIR_FORMAT_MESSAGE } from "../accounts/identity.js";
import { FAMILY_TEXTS } from "./texts.js";

const T = FAMILY_TEXTS.family;

/**
 * Body of `POST /ws/family` (issue 8 §6): a family member a patient will manage. `birth` is typed
 * `JJ/MM/AAAA` (or `YYYY-MM-DD`), a real day in the past; `nir`, when given, must pass
 * `isValidNir` (docs/DECISIONS.md "Identity numbers"). Used by the form and the server.
 */
export const familyMemberSchema = z.object({
  firstName: z.string().trim().min(1, T.firstNameRequired).max(60),
  lastName: z.string().trim().min(1, T.lastNameRequired).max(60),
  birth: z
    .string()
    .trim()
    .min(1, T.birthRequired)
    .max(10, T.birthInvalid)
    .refine((birth) => birthDateOf(birth) !== null, T.birthInvalid),
  nir: z
    .string()
    .trim()
    .max(21, NIR_FORMAT_MESSAGE)
    .optional()
    .refine((nir) => !nir || isValidNir(nir), NIR_FORMAT_MESSAGE),
});
/** What the form sends to `POST /ws/family`. */
export type FamilyMemberInput = z.input<typeof familyMemberSchema>;

/** « 6 ans », « 1 an », « moins d’un an » from whole years (the family cards, issue 8 §6). */
export function ageText(age: number | null): string {
  if (age === null) return "";
  if (age < 1) return T.ageBaby;
  if (age === 1) return T.ageOne;
  return T.age.replace("{age}", String(age));
}

/**
 * One member establishment of a group on its manager's overview (issue 18 §5): its documents to
 * process (NEW and PROCESSING), its market orders still open and its renewal orders still open
 * (SUBMITTED, CONFIRMED).
 */
export const groupMemberOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  toProcess: z.number().int(),
  openOrders: z.number().int(),
  openRenewals: z.number().int(),
});
/** See `groupMemberOverviewSchema`. */
export type GroupMemberOverview = z.infer<typeof groupMemberOverviewSchema>;

/** `GET /ws/manager/overview`: the group's members, by name. */
export const groupOverviewSchema = z.object({ members: z.array(groupMemberOverviewSchema) });
/** See `groupOverviewSchema`. */
export type GroupOverview = z.infer<typeof groupOverviewSchema>;
