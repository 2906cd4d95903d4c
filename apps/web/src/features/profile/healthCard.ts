import { bloodTypeLabel, format, TEXTS, type PublicUser } from "@reseau/shared";

const H = TEXTS.healthCard;

/**
 * The health card's lines (000 §3 "Patient adds") a reader was sent, label then value, the
 * empty ones left out: what a contact page shows a professional entitled to see it.
 */
export function healthCardRows(user: PublicUser): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    [H.bloodType, user.bloodType ? bloodTypeLabel(user.bloodType) : null],
    [H.allergens, user.allergens],
    [H.special, user.special],
    [H.emergencyCall, user.emergencyCall],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * « Groupe sanguin : O− · Allergies : pénicilline »: the blood type and allergens of a folder row,
 * or null when the row carries neither (not filled, or not visible to the reader).
 */
export function healthSummary(user: PublicUser): string | null {
  const parts = healthCardRows(user)
    .filter(([label]) => label === H.bloodType || label === H.allergens)
    .map(([label, value]) => format(H.summaryPart, { label, value }));
  return parts.length > 0 ? parts.join(" · ") : null;
}
