import { z } from "zod";
import { TEXTS } from "../common/texts.js";

const T = TEXTS.drugs;

/** The longest name `GET /api/drugs/search` accepts, in characters (issue 19 §4). */
export const DRUG_SEARCH_MAX_LENGTH = 100;
/** The most drugs one search answers (issue 19 §4): never the whole base. */
export const DRUG_SEARCH_LIMIT = 50;

/**
 * `GET /api/drugs/search?name=` (issue 19 §4): the start of a drug's name, or of a word of it;
 * required, not blank, at most 100 characters (before trimming). 400 with the French message
 * otherwise.
 */
export const drugSearchQuery = z.object({
  name: z
    .string({ error: T.nameRequired })
    .max(DRUG_SEARCH_MAX_LENGTH, T.nameTooLong)
    .trim()
    .min(1, T.nameRequired),
});
/** See `drugSearchQuery`. */
export type DrugSearchInput = z.input<typeof drugSearchQuery>;

/**
 * The form of a drug name the search compares (issue 19 §4): lower case, accents removed, every
 * run of other characters than letters and digits one space ("DOLIPRANE 1000 mg, comprimé" →
 * "doliprane 1000 mg comprime"), so a word starts after a space. The server stores it for each
 * speciality and folds the typed name the same way.
 */
export function drugNameKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
