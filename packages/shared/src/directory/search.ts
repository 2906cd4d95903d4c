import { z } from "zod";
import { PROFESSION_LABELS } from "../accounts/users.js";
import { DEPARTMENTS } from "./departments.js";
import { directoryKey } from "./key.js";
import { DIRECTORY_TEXTS } from "./texts.js";

/** At most this many answers to one search (issue 8 §1). */
export const SEARCH_MAX_RESULTS = 50;
/** City suggestions shown under the city field (000 §9). */
export const CITY_SUGGESTIONS = 5;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .optional();

/**
 * The criteria of the directory and contact search `GET /ws/search/{type}` (000 §3 "Search
 * criteria"), each optional: `{type}` is in the path, `type` here is accepted and ignored.
 * Blank criteria count as absent. `isEstablishment` is `true` or `false` as text.
 */
export const searchQuerySchema = z
  .object({
    type: text(30),
    profession: text(50),
    name: text(100),
    firstName: text(100),
    lastName: text(100),
    rpps: text(11),
    nir: text(21),
    finess: text(9),
    specialty: text(100),
    city: text(100),
    zipCode: text(10),
    department: text(60),
    departmentName: text(60),
    grp: text(50),
    email: text(254),
    isEstablishment: z.enum(["true", "false"]).optional(),
    /**
     * A position, in decimal degrees (WGS 84, as a browser's geolocation gives it), both or
     * neither (issue 18 §2): only users with a known position, the nearest first.
     */
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_RESULTS).default(SEARCH_MAX_RESULTS),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: DIRECTORY_TEXTS.directory.positionIncomplete,
    path: ["longitude"],
  });
/** A parsed search query (criteria trimmed). */
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** The criteria as a form fills them in. */
export type SearchCriteria = Omit<z.input<typeof searchQuerySchema>, "limit">;

/** Which rule of `checkSearch` failed, and its French message (the 400 answer). */
export interface SearchFailure {
  code: "nirWithoutLastName" | "moreFields";
  message: string;
}

const filled = (value: string | undefined): boolean => !!value?.trim();

/**
 * The search rules of issue 8 §1, in their order, shared by the forms and the server (as
 * `checkSignup`):
 * 1. a `nir` without `lastName`: "Pour une recherche par numero de sécurite sociale…";
 * 2. no `specialty`, `profession` nor `isEstablishment`, no name (`name`, `lastName`,
 *    `firstName`) and no place (`city`, `zipCode`, `department`, `departmentName`, a position) — and for a
 *    patient search no `email`: "Vous devez remplir plus de champs de recherche.";
 * 3. a patient search is only by `nir` with `lastName`, or by `email` (patients are never
 *    browsable): the same message otherwise.
 * @returns the first failure, or null when the search may run
 */
export function checkSearch(patient: boolean, query: SearchCriteria): SearchFailure | null {
  const texts = DIRECTORY_TEXTS.directory;
  if (filled(query.nir) && !filled(query.lastName)) {
    return { code: "nirWithoutLastName", message: texts.nirWithoutLastName };
  }
  const kind = filled(query.specialty) || filled(query.profession) || !!query.isEstablishment;
  const name = filled(query.name) || filled(query.lastName) || filled(query.firstName);
  const place =
    (query.latitude !== undefined && query.longitude !== undefined) ||
    filled(query.city) ||
    filled(query.zipCode) ||
    filled(query.department) ||
    filled(query.departmentName);
  if (!kind && !name && !place && !(patient && filled(query.email))) {
    return { code: "moreFields", message: texts.moreFields };
  }
  if (patient && !(filled(query.nir) && filled(query.lastName)) && !filled(query.email)) {
    return { code: "moreFields", message: texts.moreFields };
  }
  return null;
}

/**
 * The department code a criterion names (issue 8 §1): its code ("69", "2a" → "2A", "1" → "01"),
 * its name with or without accents ("Corse-du-Sud", "rhone"), or the suggestion's form
 * "Rhône - 69". @returns null when none matches.
 */
export function departmentCodeOf(input: string): string | null {
  const value = input.trim();
  const suffix = /\s-\s*([0-9]{1,3}|2[AaBb])$/.exec(value);
  const code = (suffix?.[1] ?? value).toUpperCase();
  const padded = /^[0-9]$/.test(code) ? `0${code}` : code;
  const byCode = DEPARTMENTS.find((d) => d.code === padded);
  if (byCode) return byCode.code;
  const key = directoryKey(suffix ? value.slice(0, suffix.index) : value);
  return DEPARTMENTS.find((d) => directoryKey(d.name) === key)?.code ?? null;
}

/** How a department is shown in suggestions and read back by `departmentCodeOf`: "Rhône - 69". */
export function departmentLabel(department: { code: string; name: string }): string {
  return `${department.name} - ${department.code}`;
}

/**
 * The department of a French postcode (used for users stored without one): the first two digits,
 * three for overseas (97x, 98x), 2A below 20200 and 2B from it for Corsica. null when the code is
 * not five digits.
 */
export function departmentOfZip(zipCode: string | null | undefined): string | null {
  const zip = zipCode?.trim() ?? "";
  if (!/^[0-9]{5}$/.test(zip)) return null;
  if (zip.startsWith("97") || zip.startsWith("98")) return zip.slice(0, 3);
  if (zip.startsWith("20")) return zip < "20200" ? "2A" : "2B";
  return zip.slice(0, 2);
}

/** The professions each profession criterion matches: both readings of 000 §1 and §3. */
const PROFESSION_ALIASES: readonly (readonly string[])[] = [
  ["DOCTOR", PROFESSION_LABELS.DOCTOR],
  ["OPTICIAN", PROFESSION_LABELS.OPTICIAN],
];

/** Every stored reading of a profession criterion ("DOCTOR" → DOCTOR and Médecin). */
export function professionReadings(profession: string): string[] {
  const group = PROFESSION_ALIASES.find((names) =>
    names.some((name) => directoryKey(name) === directoryKey(profession)),
  );
  return group ? [...group] : [profession];
}

/**
 * The query of the visitors' pharmacy finder (`GET /ws/public/pharmacies`, issue 18 §2): a
 * postcode start, a city or a name (`text`, at least 2 characters), or a position; nothing else.
 */
export const publicPharmacyQuerySchema = z
  .object({
    text: z.string().trim().max(100).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: DIRECTORY_TEXTS.directory.positionIncomplete,
    path: ["longitude"],
  })
  .refine((query) => (query.text?.length ?? 0) >= 2 || query.latitude !== undefined, {
    message: DIRECTORY_TEXTS.directory.nameOrCity,
    path: ["text"],
  });
/** A parsed `publicPharmacyQuerySchema`. */
export type PublicPharmacyQuery = z.output<typeof publicPharmacyQuerySchema>;

/**
 * A pharmacy as a visitor finds it: what is on its shop front (name, address, position, opening
 * hours as JSON text, phones), nothing of its account.
 */
export const publicPharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingHours: z.string().nullable(),
  phones: z.array(z.string()),
});
/** See `publicPharmacySchema`. */
export type PublicPharmacy = z.infer<typeof publicPharmacySchema>;

/** The Earth's mean radius, in km. */
const EARTH_RADIUS_KM = 6371;

/**
 * The great-circle distance between two positions in decimal degrees (haversine), in km.
 */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in km as a French reader expects it: « 850 m » under 1 km, else « 1,2 km », « 12 km ». */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)}\u00a0m`;
  const rounded = km < 10 ? km.toFixed(1).replace(".", ",") : String(Math.round(km));
  return `${rounded}\u00a0km`;
}
