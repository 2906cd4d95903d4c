const KEY_PREFIX = "reseau.pharmacistFirstName.";

/**
 * The first name a pharmacist gave for « Prendre en charge » (000 §4: PROCESSING names who
 * handles the order), remembered in this browser per account: several pharmacists share a counter
 * but each has her own login. Not a secret. null when none was given yet or storage is refused.
 */
export function rememberedFirstName(userId: string): string | null {
  try {
    return localStorage.getItem(KEY_PREFIX + userId)?.trim() || null;
  } catch {
    return null;
  }
}

/** Remembers the first name of `userId` for the next prescriptions (see `rememberedFirstName`). */
export function rememberFirstName(userId: string, firstName: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, firstName.trim());
  } catch {
    // private browsing may refuse storage: the dialog will simply ask again
  }
}
