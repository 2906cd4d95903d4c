/**
 * The directory's matching form of a name or a city (issue 8 §1): accents folded, lower case,
 * anything but letters and digits turned into one space ("Saint-Étienne" → "saint etienne",
 * "L'Haÿ-les-Roses" → "l hay les roses"). The database keeps the same form of every user in
 * generated columns (migration 0003, `directoryKeySql` in the accounts schema): both sides fold
 * exactly the letters of `DIRECTORY_FOLD`, so they always agree.
 */
export function directoryKey(text: string): string {
  let folded = "";
  for (const char of text.replace(/[œŒ]/g, "oe").replace(/[æÆ]/g, "ae")) {
    const at = DIRECTORY_FOLD.from.indexOf(char);
    folded += at >= 0 ? DIRECTORY_FOLD.to[at] : char;
  }
  return folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The accented letters folded (SQL `translate`, one for one, before `lower`), upper and lower
 * case: the database's `lower()` may leave non-ASCII capitals alone under the C locale.
 */
export const DIRECTORY_FOLD = {
  from: "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ",
  to: "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy",
} as const;
