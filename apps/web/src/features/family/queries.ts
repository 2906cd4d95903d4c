import {
  familyApi,
  picturesApi,
  type FamilyMemberInput,
  type PictureKind,
  type PublicUser,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Key of the accounts I manage (`GET /ws/manager/list`). */
const FAMILY_KEY = [QUERY_ROOTS.family] as const;

/**
 * The family members I manage (issue 8 §6): `GET /ws/manager/list`, each member in full with
 * her picture ids. `enabled` false for a user who cannot have any (not a patient).
 */
export function useFamily(enabled = true) {
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: async ({ signal }) =>
      (await call(familyApi.list, { signal })).accounts.map((account) => account.user),
    enabled,
    staleTime: 60_000,
    meta: { context: "list family" },
  });
}

/** `POST /ws/family`: adds a family member. @returns the member. @throws ApiError 400/403. */
export function addFamilyMember(body: FamilyMemberInput): Promise<PublicUser> {
  return call(familyApi.create, { body });
}

/** `DELETE /ws/family/{id}`: I no longer manage this member (her account stays). */
export function endFamilyMember(id: string): Promise<void> {
  return call(familyApi.end, { params: { id } });
}

/**
 * Sets a picture (`PUT /ws/pictures/{type}` for me, `PUT /ws/{id}/pictures/{type}` for a member
 * I manage). `data` is base64 without prefix. @returns the new picture's id.
 */
export function savePicture(
  type: PictureKind,
  mime: string,
  data: string,
  memberId?: string,
): Promise<{ id: string }> {
  return memberId
    ? call(picturesApi.putFor, { params: { id: memberId, type }, body: { mime, data } })
    : call(picturesApi.putMine, { params: { type }, body: { mime, data } });
}

/** The URL of a picture's bytes, for an `<img>` (same origin: the session cookie goes with it). */
export function pictureUrl(id: string): string {
  return `/ws/pictures/${encodeURIComponent(id)}`;
}
