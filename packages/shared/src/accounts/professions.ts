/**
 * Professions read as the product stores them (000 §1, §3). Free of zod: the web app's first page
 * chooses a user's start page with `isOpticianProfession` (re-exported by `users.ts`).
 */

/**
 * The French names of the two professions the forms store as codes (000 §1, §3); the other
 * professions are stored in French.
 */
export const PROFESSION_LABELS = { DOCTOR: "Médecin", OPTICIAN: "Opticien" } as const;

/**
 * A profession read on input, as stored (000 §1, §3): the optician's French label "Opticien"
 * becomes OPTICIAN, like the form's value; others are kept as given.
 */
export function normalizeProfession(input: string): string {
  return input.trim() === PROFESSION_LABELS.OPTICIAN ? "OPTICIAN" : input.trim();
}

/** True for an optician's profession, in either reading (OPTICIAN, "Opticien"). */
export function isOpticianProfession(profession: string | null | undefined): boolean {
  return normalizeProfession(profession ?? "") === "OPTICIAN";
}
