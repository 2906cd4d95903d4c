import { SESSION_PATH, type PublicUser } from "@reseau/shared";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { CHECK_RESPONSES } from "../../api/config";
import { isApiError } from "../../api/errors";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { startPathOf, type StartUser } from "./startPages";

// The session as the first page needs it, without the shared contracts (and zod): the frame, the
// guards and the home page read it before any page's code is loaded (apps/web/README.md "Speed on
// a phone"). `queries.ts` re-exports it with the session's other calls.

/** Query key of the current user. */
export const SESSION_KEY = [QUERY_ROOTS.session] as const;

/** The device's offline store (issue 9 §5), fetched apart: the first page does without it. */
const offlineStore = () => import("../offline/offlineStore");

/**
 * The current user (`GET /ws/user`, `accountsApi.me`), kept on the device under `@USER` (issue 9
 * §5), or null when there is no session (401: what the device kept is deleted). Offline, the kept
 * user opens the app on what was saved. Any other failure is thrown as an ApiError. In development
 * and tests the answer is checked against the contract, as `call` does.
 */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const user = await apiRequest<PublicUser>(SESSION_PATH);
    if (CHECK_RESPONSES) {
      const { checkSessionAnswer } = await import("./sessionContract");
      checkSessionAnswer(user);
    }
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
  return useQuery(sessionQuery);
}

/** The session's query, one definition for `useSession` and `prefetchSession`. */
const sessionQuery = queryOptions<PublicUser | null>({
  queryKey: SESSION_KEY,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  // asked offline too: the user kept on the device answers (issue 9 §5)
  networkMode: "always",
  meta: { context: "session" },
});

/**
 * Asks for the session as soon as the app starts (App.tsx), beside the first page's chunk rather
 * than after it: the router renders only once the page's code is loaded, and a guard then waits
 * for the session, so asking first would chain two round trips on a phone (issue 17 §5, the
 * login page's LCP).
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery);
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
