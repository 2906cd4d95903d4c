import type { PublicUser } from "./dto.js";

/** The three cities cut into arrondissements, with the postcode prefix that numbers them. */
const ARRONDISSEMENTS: { city: string; prefix: string }[] = [
  { city: "Paris", prefix: "750" },
  { city: "Lyon", prefix: "6900" },
  { city: "Marseille", prefix: "130" },
];

/**
 * Where an establishment is, in a few words a patient recognises: "Lyon 2e", "Paris 11e",
 * "Marseille 1er" (arrondissement read from the postcode), else the city ("Villeurbanne"), else
 * the postcode. null when the card has no place.
 */
export function placeLabel(user: Pick<PublicUser, "city" | "zipCode">): string | null {
  const city = user.city?.trim() || null;
  const zip = user.zipCode?.trim() || null;
  const cut = ARRONDISSEMENTS.find(
    (a) => zip?.startsWith(a.prefix) && (!city || city.startsWith(a.city)),
  );
  if (cut && zip) {
    const number = Number(zip.slice(3));
    if (number >= 1 && number <= 20) return `${cut.city} ${number}${number === 1 ? "er" : "e"}`;
  }
  return city ?? zip;
}
