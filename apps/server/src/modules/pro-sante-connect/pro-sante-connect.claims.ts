/**
 * What this service reads of Pro Santé Connect's claims (issue 24 §4; docs/DECISIONS.md
 * "Pro Santé Connect"): the userinfo answer (a JWT signed by the provider, its `scope_all`
 * claims) and the ID token's. Pure.
 */

/**
 * The claims of a PSC userinfo answer this service reads: `SubjectNameID` is the national id of
 * the professional, `8` followed by the 11-digit RPPS (an ADELI number starts with 0 instead);
 * `preferred_username` holds the same id; `SubjectRefPro.exercices` lists the professions
 * (`codeProfession`, 10 = médecin, 21 = pharmacien…) with their activities.
 */
export interface PscClaims {
  sub?: unknown;
  SubjectNameID?: unknown;
  preferred_username?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  SubjectRefPro?: unknown;
}

/** The prefix of an RPPS in a PSC national id (`SubjectNameID`). */
const RPPS_ID_PREFIX = "8";

/**
 * The RPPS (11 digits) of the professional the claims describe: `SubjectNameID`, else
 * `preferred_username`, when it is `8` + 11 digits; null otherwise (an ADELI number, a missing
 * or malformed id), which opens no account.
 */
export function rppsOfClaims(...sources: readonly PscClaims[]): string | null {
  for (const claims of sources) {
    for (const value of [claims.SubjectNameID, claims.preferred_username]) {
      if (typeof value !== "string") continue;
      const id = value.trim();
      if (id.length === 12 && id.startsWith(RPPS_ID_PREFIX) && /^\d{12}$/.test(id)) {
        return id.slice(RPPS_ID_PREFIX.length);
      }
    }
  }
  return null;
}
