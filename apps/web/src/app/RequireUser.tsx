import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { homePathFor, useSession } from "../features/session/session";
import { usesPage, type PageUse } from "../features/session/startPages";

/** Which app a page belongs to: the patient app, the pro app, or both. */
export type Audience = "patient" | "pro" | "any";

/**
 * Shows `children` to a logged-in user of the right app. No session → /login; a patient on a
 * pro page goes to the profile and a pro user on a patient page to the dashboard (000 §2); a user
 * with no use of the page (`use`, issue 18 §5: a laboratory's or a doctor's orders) to their
 * start page.
 */
export function RequireUser({
  audience,
  use,
  children,
}: {
  audience: Audience;
  use?: PageUse;
  children: ReactNode;
}) {
  const session = useSession();
  if (session.isPending) return <SessionLoading />;
  const user = session.data;
  if (!user) return <Navigate to="/login" replace />;
  const isPatient = user.type === "patient";
  if (
    (audience === "patient" && !isPatient) ||
    (audience === "pro" && isPatient) ||
    (use && !usesPage(user, use))
  ) {
    return <Navigate to={homePathFor(user)} replace />;
  }
  return children;
}

/**
 * Shows `children` (home menu, login) only without a session; a logged-in user goes straight to
 * their page (000 §2: patient → profile, pro-app users → dashboard).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <SessionLoading />;
  if (session.data) return <Navigate to={homePathFor(session.data)} replace />;
  return children;
}

function SessionLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Chargement" />
    </Center>
  );
}
