import { clearStoredCarts } from "../orders/cartStore";
import {
  accountsApi,
  type LoginBody,
  type PublicUser,
  type SignupBody,
  type UserType,
} from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { call } from "../../api/call";
import { isApiError } from "../../api/errors";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { startPathOf, type StartUser } from "./startPages";

/** Query key of the current user. */
export const SESSION_KEY = [QUERY_ROOTS.session] as const;

/** Key of another user's card (`GET /ws/user/{id}`). */
function userKey(id: string) {
  return [QUERY_ROOTS.user, id] as const;
}

/** The device's offline store (issue 9 §5), fetched apart: the first page does without it. */
const offlineStore = () => import("../offline/offlineStore");

/**
 * The current user (`GET /ws/user`), kept on the device under `@USER` (issue 9 §5), or null when
 * there is no session (401: what the device kept is deleted). Offline, the kept user opens the
 * app on what was saved. Any other failure is thrown as an ApiError.
 */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const user = await call(accountsApi.me);
    void offlineStore()
      .then(({ saveUser }) => saveUser(user))
      .catch(() => undefined);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      void offlineStore()
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch(() => undefined);
      return null;
    }
    if (isApiError(error) && error.status === 0) {
      const kept = await offlineStore()
        .then(({ readUser }) => readUser())
        .catch(() => null);
      if (kept) return kept;
    }
    throw error;
  }
}

/** `POST /ws/login` (000 §7): @returns the user, now logged in. @throws ApiError 401/403/429. */
export function logIn(body: LoginBody): Promise<PublicUser> {
  return call(accountsApi.logIn, { body });
}

/**
 * `POST /ws/user/{type}` (docs/DECISIONS.md "Sign-up"): @returns the created user, now logged in.
 * @throws ApiError 409 when the e-mail is taken, 400 `unregisteredCode` for a wrong RPPS/FINESS.
 */
export function signUp(type: UserType, body: SignupBody): Promise<PublicUser> {
  return call(accountsApi.signUp, { params: { type }, body });
}

/**
 * Another user's card as the server lets the caller see it (`GET /ws/user/{id}`: a pharmacy sees
 * the phone and birth date of a patient who sent it a document). `inline`: a hidden card is not
 * worth a toast, the screen just shows less. `enabled` false: not fetched (yet).
 */
export function useUserCard(id: string, enabled = true) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => call(accountsApi.user, { params: { id }, signal }),
    enabled,
    staleTime: 5 * 60_000,
    meta: { context: "user card", errors: "inline" },
  });
}

/**
 * Where a user lands after logging in or opening the app with a session (000 §2 "Start"): see
 * `startPathOf` (a patient on the profile, an optician on the optician dashboard, other pro-app
 * users on the dashboard). Given only a type, no optician is recognised.
 */
export function homePathFor(user: StartUser): string {
  return startPathOf(user);
}

/**
 * The current session: `data` is the user, null when logged out, undefined while loading.
 * A 401 here means "logged out", never the login alert.
 */
export function useSession() {
  return useQuery<PublicUser | null>({
    queryKey: SESSION_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
    // asked offline too: the user kept on the device answers (issue 9 §5)
    networkMode: "always",
    meta: { context: "session" },
  });
}

/** The logged-in user, or null (also while the session is loading). */
export function useCurrentUser(): PublicUser | null {
  return useSession().data ?? null;
}

/** Stores the user a login or sign-up returned, so the app knows the session at once. */
export function useSetSessionUser(): (user: PublicUser | null) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(SESSION_KEY, user);
}

/**
 * Logout: this device's push subscription is forgotten (issue 9 §5), `POST /ws/logout`, then
 * every cached answer is dropped, every health datum kept on the device deleted (IndexedDB,
 * Cache Storage) and the user goes to /login, even when the call failed (the error itself goes
 * to the central handler).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await import("../offline/pushDevice")
        .then(({ disablePush }) => disablePush())
        .catch(() => undefined);
      return call(accountsApi.logOut);
    },
    meta: { context: "logout" },
    onSettled: async () => {
      // the carts are per user: a shared computer keeps no one's cart after logout
      clearStoredCarts();
      await offlineStore()
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch(() => undefined);
      void navigate("/login");
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
