import type { AppName, LoginBody, PublicUser, SignupBody, UserType } from "@reseau/shared";
import { api } from "./client";
import { isApiError } from "./errors";

/**
 * The current user (`GET /ws/user`), or null when there is no session (401). Any other failure
 * is thrown as an ApiError.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>("/ws/user");
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** `POST /ws/login` (000 §7): @returns the user, now logged in. @throws ApiError 401/403/429. */
export function login(body: LoginBody): Promise<PublicUser> {
  return api.post<PublicUser>("/ws/login", body);
}

/** `POST /ws/logout`: ends the server session. */
export function logout(): Promise<void> {
  return api.post<void>("/ws/logout");
}

/** The body of a sign-up: the user fields plus `acceptTerms`, `app` and `meta` as text. */
export type SignupRequest = SignupBody & { acceptTerms: true; app: AppName; meta: string };

/**
 * `POST /ws/user/{type}` (DECISIONS "Sign-up"): @returns the created user, who is now logged in.
 * @throws ApiError 409 when the e-mail is taken, 400 `unregisteredCode` for a wrong RPPS/FINESS.
 */
export function signup(type: UserType, body: SignupRequest): Promise<PublicUser> {
  return api.post<PublicUser>(`/ws/user/${type}`, body);
}
