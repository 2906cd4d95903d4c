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

/**
 * `GET /ws/user/{id}` (000 §7): another user's card, as far as the server lets the caller see it
 * (a pharmacy sees the phone and birth date of a patient who sent it a document).
 * @throws ApiError 404 when the user is unknown or not visible.
 */
export function fetchUser(id: string): Promise<PublicUser> {
  return api.get<PublicUser>(`/ws/user/${encodeURIComponent(id)}`);
}
