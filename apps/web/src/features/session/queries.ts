import { clearStoredCarts } from "../orders/cartStore";
import {
  accountsApi,
  twoFactorApi,
  type SecondStepBody,
  type TwoFactorChallenge,
  type LoginBody,
  type PublicUser,
  type SignupBody,
  type UserType,
} from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { SESSION_KEY } from "./session";

// the session itself (`useSession`, `useCurrentUser`…) is in session.ts, which the first page
// loads without the contracts; pages may import it from here with the session's other calls
export { homePathFor, SESSION_KEY, useCurrentUser, useSetSessionUser } from "./session";

/** Key of another user's card (`GET /ws/user/{id}`). */
function userKey(id: string) {
  return [QUERY_ROOTS.user, id] as const;
}

/** The device's offline store (issue 9 §5), fetched apart. */
const offlineStore = () => import("../offline/offlineStore");

/**
 * `POST /ws/login` (000 §7): @returns the user, now logged in, or the second step's challenge
 * (202, issue 24 §1). @throws ApiError 401/403/429.
 */
export function logIn(body: LoginBody): Promise<PublicUser | TwoFactorChallenge> {
  return call(accountsApi.logIn, { body });
}

/** `POST /ws/login/2fa` (issue 24 §1): @returns the user, now logged in. @throws ApiError 401/429. */
export function passSecondStep(body: SecondStepBody): Promise<PublicUser> {
  return call(twoFactorApi.secondStep, { body });
}

/** `POST /ws/login/2fa/email`: mails a new code. @returns the French acknowledgement. */
export function sendLoginCode(): Promise<{ message: string }> {
  return call(twoFactorApi.emailCode);
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
