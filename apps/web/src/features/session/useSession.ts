import type { PublicUser, UserType } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { fetchCurrentUser, logout } from "../../api/session";

/** Query key of the current user. */
export const SESSION_KEY = ["session"] as const;

/**
 * Where a user lands after logging in or opening the app with a session (000 §2 "Start"): a
 * patient goes to the profile; every pro-app user (pharmacy, professional and optician,
 * laboratories and groups for now) goes to the dashboard.
 */
export function homePathFor(type: UserType): string {
  return type === "patient" ? "/profil" : "/dashboard";
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
 * Logout: `POST /ws/logout`, then every cached answer is dropped and the user goes to /login,
 * even when the call failed (the error itself goes to the central handler).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { context: "logout" },
    onSettled: () => {
      void navigate("/login");
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
