import {
  accountsApi,
  displayName,
  placeLabel,
  type ProfileUpdate,
  type PublicUser,
  type SearchCriteria,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import type { Position } from "./location";

/** Key of the pharmacies a patient may choose from. */
const PHARMACIES_KEY = [QUERY_ROOTS.pharmacies] as const;

/**
 * The searches of the pharmacy picker's text (issue 8 §1, issue 18 §2): a postcode start for
 * digits; for words, both a city and a name (« Lyon » finds every pharmacy in Lyon, and the
 * « Pharmacie de Lyon » elsewhere); when blank, the 50 nearest `near` (« Autour de moi »), or the
 * first 50 pharmacies (establishment flag).
 */
export function pharmacyCriteria(text: string, near?: Position | null): SearchCriteria[] {
  const typed = text.trim();
  // « Autour de moi » (issue 18 §2): the nearest pharmacies, until she types a place or a name
  if (near && typed.length < 2) {
    return [{ isEstablishment: "true", latitude: near.latitude, longitude: near.longitude }];
  }
  if (typed.length < 2) return [{ isEstablishment: "true" }];
  if (/^\d+$/.test(typed)) return [{ zipCode: typed }];
  return [{ city: typed }, { name: typed }];
}

/**
 * `GET /ws/search/pharmacy` (000 §7, issue 8 §1): the pharmacies a patient may choose as default,
 * searched on the server as she types (at most 50 a search); for words, the city's pharmacies
 * first, then those named so, each once; blank with `near`, the nearest first (issue 18 §2).
 */
export function usePharmacies(text = "", near: Position | null = null) {
  const searches = pharmacyCriteria(text, near);
  return useQuery({
    queryKey: [...PHARMACIES_KEY, searches],
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        searches.map((query) =>
          call(accountsApi.search, { params: { type: "pharmacy" }, query, signal }),
        ),
      );
      const byId = new Map(answers.flat().map((pharmacy) => [pharmacy.id, pharmacy]));
      return [...byId.values()];
    },
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
    meta: { context: "search pharmacies" },
  });
}

/**
 * `PUT /ws/user`: saves the current user's profile fields. Choosing `idpharma` also adds the
 * pharmacy as a contact on the server (000 §4). @returns the updated user.
 */
export function updateProfile(update: ProfileUpdate): Promise<PublicUser> {
  return call(accountsApi.updateMe, { body: update });
}

/**
 * `PUT /ws/user/{id}` (issue 8 §2): saves the profile of a user I act for — a pharmacy my group
 * manages, a family member I manage — with the rules of `PUT /ws/user`. @returns the saved user;
 * 404 for anyone else.
 */
export function updateUser(id: string, update: ProfileUpdate): Promise<PublicUser> {
  return call(accountsApi.updateUser, { params: { id }, body: update });
}

/**
 * `GET /ws/establishment/{id}`: a pharmacy's card as a patient may read it — name, address,
 * phones and `openingHours` (JSON text). Kept 10 minutes; a failure only hides what needed it.
 */
export function useEstablishment(id: string | null) {
  return useQuery({
    queryKey: [...PHARMACIES_KEY, "card", id ?? ""],
    queryFn: ({ signal }) => call(accountsApi.establishment, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
    staleTime: 10 * 60_000,
    meta: { context: "read establishment", errors: "inline" },
  });
}

/** « Pharmacie du Centre (Lyon 2e) »: its name and where it is, as the upload names it. */
export function pharmacyWithPlace(pharmacy: PublicUser): string {
  const place = placeLabel(pharmacy);
  return place ? `${displayName(pharmacy)} (${place})` : displayName(pharmacy);
}
