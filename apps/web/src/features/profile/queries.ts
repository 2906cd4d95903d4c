import { accountsApi, type ProfileUpdate, type PublicUser } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Key of the pharmacies a patient may choose from. */
const PHARMACIES_KEY = [QUERY_ROOTS.pharmacies] as const;

/** `GET /ws/search/pharmacy` (000 §7): the pharmacies a patient may choose as default. */
export function usePharmacies() {
  return useQuery({
    queryKey: PHARMACIES_KEY,
    queryFn: ({ signal }) => call(accountsApi.search, { params: { type: "pharmacy" }, signal }),
    staleTime: 10 * 60_000,
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
