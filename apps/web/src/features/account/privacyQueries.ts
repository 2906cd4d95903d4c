import {
  privacyApi,
  type DeletionQueued,
  type ExportQueued,
  type PrivacyState,
} from "@reseau/shared";
import { call } from "../../api/call";

/** The query key of `GET /ws/user/privacy`. */
export const PRIVACY_KEY = ["privacy"] as const;

/** `GET /ws/user/privacy` (issue 24 §3): consents, a pending export, the grace period's days. */
export function fetchPrivacyState(): Promise<PrivacyState> {
  return call(privacyApi.state);
}

/** `POST /ws/user/export`: the data export is queued. @throws ApiError 409 while one is prepared. */
export function requestExport(): Promise<ExportQueued> {
  return call(privacyApi.requestExport);
}

/**
 * `POST /ws/user/deletion {password}`: the erasure is scheduled and every session of hers ends.
 * @throws ApiError 400 « Le mot de passe n’est pas le bon. »
 */
export function requestDeletion(password: string): Promise<DeletionQueued> {
  return call(privacyApi.requestDeletion, { body: { password } });
}
