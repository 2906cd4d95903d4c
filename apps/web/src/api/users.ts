import type { ProfileUpdate, PublicUser } from "@reseau/shared";
import { api } from "./client";

/** `GET /ws/search/pharmacy` (000 §7): the pharmacies a patient may choose as default. */
export function searchPharmacies(): Promise<PublicUser[]> {
  return api.get<PublicUser[]>("/ws/search/pharmacy");
}

/**
 * `PUT /ws/user`: saves the current user's profile fields. Choosing `idpharma` also adds the
 * pharmacy as a contact on the server (000 §4). @returns the updated user.
 */
export function updateProfile(update: ProfileUpdate): Promise<PublicUser> {
  return api.put<PublicUser>("/ws/user", update);
}
