import {
  distanceKm,
  locatorApi,
  type MapEstablishment,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import type { Position } from "../profile/location";
import { updateProfile } from "../profile/queries";

/**
 * `GET /ws/map` (issue 19 §3): the running group's pharmacies with their position, for anyone
 * (a visitor too). Kept 10 minutes: a group's pharmacies seldom move.
 */
export function useGroupMap() {
  return useQuery({
    queryKey: [QUERY_ROOTS.pharmacies, "map"],
    queryFn: ({ signal }) => call(locatorApi.map, { signal }),
    staleTime: 10 * 60_000,
    meta: { context: "group map", errors: "inline" },
  });
}

/** A pharmacy of the map and, when her position is known, how far it is from her (km). */
export interface PlacedPharmacy {
  pharmacy: MapEstablishment;
  km: number | null;
}

/**
 * The list beside the map: each pharmacy with its distance from `near`, the nearest first; by
 * name (the server's order) without a position.
 */
export function byDistance(
  pharmacies: readonly MapEstablishment[],
  near: Position | null,
): PlacedPharmacy[] {
  const placed = pharmacies.map((pharmacy) => ({
    pharmacy,
    km: near ? distanceKm(near, pharmacy) : null,
  }));
  return near ? placed.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : placed;
}

/**
 * Makes `idpharma` the patient's pharmacy (`PUT /ws/user {idpharma}`, 000 §4): the server adds
 * it to her contacts in the same step. @returns her updated profile.
 */
export function choosePharmacy(idpharma: string): Promise<PublicUser> {
  const update: ProfileUpdate = { idpharma };
  return updateProfile(update);
}
