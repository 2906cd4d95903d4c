import { isOpticianProfession, type PublicUser, type UserType } from "@reseau/shared";
import { useLocation, useNavigate } from "react-router";

/** Who a start page is chosen for: a user, or only their type (then no optician is known). */
export type StartUser = UserType | Pick<PublicUser, "type" | "profession">;

/**
 * The patient's start page: « Mon fil », her documents and their news (issue 18 §4, in place of
 * 000 §2's Profile; docs/DECISIONS.md "Pro dashboard states and counts", its start pages).
 */
const PATIENT_START = "/feed";
/** The pharmacy-style dashboard of the pro app (000 §2: other professional-app users). */
const PRO_START = "/dashboard";
/** The optician dashboard (000 §2: an optician lands there). */
const OPTICIAN_START = "/dashboard-optique";
/** A laboratory's start page: its analysis results (000 §2, issue 10 §2). */
const LAB_START = "/analyses";
/** Without a session (000 §2 "Loading" then Login): the home page. */
const NO_SESSION_START = "/";

/** The login's query parameter naming the page to come back to (`/login?retour=/modal-select-pharm`). */
export const RETURN_PARAM = "retour";

/**
 * The page a login goes back to (`?retour=`, issue 19 §3: a visitor choosing a pharmacy on the
 * map logs in and is brought back to it): a path of this app only — one `/` then not a second
 * nor a backslash, so no other site (`//ailleurs.fr`, `/\\ailleurs.fr`) — else null.
 */
export function returnPathOf(value: string | null): string | null {
  if (!value || !/^\/(?![/\\])/.test(value) || value.startsWith("/login")) return null;
  return value;
}

/**
 * Where a user lands after logging in or opening the app with a session (000 §2 "Start and root
 * pages"): a patient on her feed (issue 18 §4), an optician on the optician dashboard, a laboratory or
 * lab group on its results, every other pro-app user on the pharmacy-style dashboard.
 */
export function startPathOf(user: StartUser): string {
  const { type, profession } = typeof user === "string" ? { type: user, profession: null } : user;
  if (type === "patient") return PATIENT_START;
  if (type === "labo" || type === "grp_lab") return LAB_START;
  if (type === "professional" && isOpticianProfession(profession)) return OPTICIAN_START;
  return PRO_START;
}

/** The patient's root when a page closes with no history (000 §2 "Profile"). */
const PATIENT_ROOT = "/profil";

/**
 * Where the close action goes when there is no page to go back to (000 §2; issue 19 §2: a pop
 * with no history sets the root): by user type the analysis results (lab), the pharmacy
 * dashboard (other pro) or the patient's profile; the home page (Loading) without a session.
 */
export function closeFallbackOf(user: StartUser | null): string {
  if (!user) return NO_SESSION_START;
  const type = typeof user === "string" ? user : user.type;
  if (type === "patient") return PATIENT_ROOT;
  if (type === "labo" || type === "grp_lab") return LAB_START;
  return PRO_START;
}

/**
 * The pages only some roles have a use of (issue 18 §5): « Mes commandes » (`orders`), the
 * renewals (`renewals`, the patient's « Renouveler » or an establishment's « Renouvellements »),
 * the statistics (`stats`, issue 21 §4: a pharmacy's, or its group manager's), a groupement's
 * members and invitations (`members`, issue 21 §1), the group
 * manager's survey administration (`surveyAdmin`) and the surveys a pharmacy or a patient
 * answers (`surveys`, issue 21 §3), and the marketing operations (`operations`, issue 21 §4: a
 * group manager's and the pharmacies it proposes them to).
 */
export type PageUse =
  "orders" | "renewals" | "stats" | "members" | "surveyAdmin" | "surveys" | "operations";

/**
 * True when `user` has a use of the `use` pages, so they are offered (header links, « Menu ») and
 * open (issue 18 §5): the statistics and the marketing operations a pharmacy's or a group
 * manager's (issue 21 §4); surveys are
 * built by a group manager and answered by a pharmacy or a patient (issue 21 §3); orders are a
 * patient's, a pharmacy's or its group's; renewals also an
 * optician's (lens renewals). A laboratory, a lab group or a doctor has neither: their URL sends
 * them to their start page. Given only a type, no optician is recognised.
 */
export function usesPage(user: StartUser, use: PageUse): boolean {
  const { type, profession } = typeof user === "string" ? { type: user, profession: null } : user;
  if (use === "stats" || use === "operations") {
    return type === "pharmacy" || type === "grp_pharm" || type === "grp_lab";
  }
  if (use === "members") return type === "grp_pharm" || type === "grp_lab";
  if (use === "surveyAdmin") return type === "grp_pharm";
  if (use === "surveys") return type === "pharmacy" || type === "patient";
  if (type === "patient" || type === "pharmacy" || type === "grp_pharm") return true;
  return use === "renewals" && type === "professional" && isOpticianProfession(profession);
}

/**
 * True when this tab has a page of the app to go back to: the browser router counts them in the
 * history's `idx`; elsewhere (a memory router) the first page is the one whose `locationKey` is
 * React Router's "default".
 */
export function canGoBack(locationKey: string): boolean {
  const state = window.history.state as { idx?: number } | null;
  if (typeof state?.idx === "number") return state.idx > 0;
  return locationKey !== "default";
}
/** The close action of 000 §2: back when it can, else `closeFallbackOf(user)` as the root. */
export function useClose(user: StartUser | null): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (canGoBack(key)) void navigate(-1);
    else void navigate(closeFallbackOf(user), { replace: true });
  };
}
