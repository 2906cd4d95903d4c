/**
 * The form of a name the searches compare: lower case, accents removed, spaces collapsed
 * ("  Élodie  " → "elodie"). The server compares it with `searchKeySql` of the stored names, so
 * both sides must strip the same accents: the letters of `SEARCH_ACCENTED`.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The accented letters the database folds (SQL `translate`) and their plain letters, one for one:
 * what `searchKey` gives for each. French names need no more.
 */
export const SEARCH_ACCENTED = {
  from: "àáâãäåçèéêëìíîïñòóôõöùúûüýÿ",
  to: "aaaaaaceeeeiiiinooooouuuuyy",
} as const;
