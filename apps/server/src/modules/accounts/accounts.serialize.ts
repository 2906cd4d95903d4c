import {
  displayName,
  isEstablishmentType,
  NO_HEALTH_CARD,
  type HealthCard,
  type PublicUser,
  type UserPictures,
} from "@reseau/shared";
import type { PublicUserRow } from "./accounts.schema.js";

/** Age in whole years from a `YYYY-MM-DD` birth date, or null. */
function ageFrom(birth: string | null, today = new Date()): number | null {
  if (!birth || !/^\d{4}-\d{2}-\d{2}$/.test(birth)) return null;
  const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d))
    age -= 1;
  return age;
}

/**
 * The health card of 000 §3 (`emergencyCall`, `bloodType`, `allergens`, `special`) as a reader
 * gets it: the stored fields when `maySeeIdentity` (the reader may see the patient's NIR, birth
 * date and age: docs/DECISIONS.md "Who sees a patient"), all null otherwise. The one place that
 * cuts the card: every answer carrying a user gets its fields from here, with the same boolean
 * as its `nir`.
 */
function healthCardOf(
  row: Pick<PublicUserRow, keyof HealthCard>,
  maySeeIdentity: boolean,
): HealthCard {
  if (!maySeeIdentity) return NO_HEALTH_CARD;
  return {
    emergencyCall: row.emergencyCall,
    bloodType: row.bloodType,
    allergens: row.allergens,
    special: row.special,
  };
}

/**
 * A user row as sent on the wire (000 §3, docs/DECISIONS.md "Wire contract"): never the password hash;
 * `meta` as JSON text; `openingHours` as JSON text for non-patients. `managerIds` are the
 * managers of this user, when the caller loaded them; `pictures` their picture ids (000 §3), when
 * loaded (left out otherwise).
 */
export function toPublicUser(
  row: PublicUserRow,
  managerIds: string[] = [],
  pictures?: UserPictures,
): PublicUser {
  const { type } = row;
  const fullAddress = [row.address, [row.zipCode, row.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const user: PublicUser = {
    id: row.id,
    type,
    status: row.status,
    email: row.email,
    login: row.email,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    mainName: displayName(row),
    profession: row.profession,
    specialties: row.specialties,
    isEstablishment: isEstablishmentType(type),
    isOnPatientApp: row.isOnPatientApp,
    isOnProApp: row.isOnProApp,
    phones: row.phones,
    address: row.address,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    fullAddress: fullAddress || null,
    grp: row.grp,
    rpps: row.rpps,
    finess: row.finess,
    url: row.url,
    description: row.description,
    fax: row.fax,
    secureEmail: row.secureEmail,
    emergency: row.emergency,
    nir: row.nir,
    birth: row.birth,
    age: ageFrom(row.birth),
    ...healthCardOf(row, true),
    idpharma: row.idpharma,
    iddoctor: row.iddoctor,
    idoptician: row.idoptician,
    managers: managerIds,
    meta: JSON.stringify(row.meta ?? {}),
  };
  if (type !== "patient") user.openingHours = JSON.stringify(row.openingHours ?? []);
  if (pictures) user.pictures = pictures;
  return user;
}

/**
 * The flags of `meta` that others may see on a card: a wrong e-mail (`email_ok: 0`, the contact
 * colour of 000 §4) and a NIR checked by a professional (`validated`, 000 §3 "Patient adds").
 */
const CARD_META_KEYS = ["email_ok", "validated"] as const;

function cardMeta(meta: Record<string, unknown> | null): string {
  const shown: Record<string, unknown> = {};
  for (const key of CARD_META_KEYS) if (meta && key in meta) shown[key] = meta[key];
  return JSON.stringify(shown);
}

/**
 * The card of another user: what a contact or a directory shows, with only the `meta` flags of
 * `CARD_META_KEYS` (settings are the user's own). A patient's identity fields (`nir`, `birth`,
 * `age`: null; `phones`: empty), the health card and default practitioners are left out unless `withHealth`: the
 * identity rule (relations `identityVisible`, docs/DECISIONS.md "Who sees a patient") said yes.
 * An establishment's or a professional's phones are public.
 */
export function toContactCard(row: PublicUserRow, withHealth = false): PublicUser {
  const user = { ...toPublicUser(row), ...healthCardOf(row, withHealth), meta: cardMeta(row.meta) };
  if (withHealth) return user;
  return {
    ...user,
    nir: null,
    birth: null,
    age: null,
    phones: row.type === "patient" ? [] : user.phones,
    idpharma: null,
    iddoctor: null,
    idoptician: null,
  };
}
