/** The contact search modes of 000 §2. */
const CONTACT_SEARCH_MODES = [
  "CONTACTS",
  "GP_DEFAULT",
  "PHARMA_DEFAULT",
  "OPT_DEFAULT",
  "PATIENTS_VALIDATION",
  "NO_ACTION",
] as const;
/** One contact search mode. */
export type ContactSearchMode = (typeof CONTACT_SEARCH_MODES)[number];

/** The mode of `?mode=` (CONTACTS when absent or unknown). */
export function contactSearchModeOf(value: string | null): ContactSearchMode {
  return (CONTACT_SEARCH_MODES as readonly string[]).includes(value ?? "")
    ? (value as ContactSearchMode)
    : "CONTACTS";
}
