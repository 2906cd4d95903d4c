import { useLocation, useNavigate } from "react-router";
import { canGoBack } from "./startPages";

/**
 * The app's internal page keys (001 §2 "Internal page keys", 000 §2 "Route keys") and the
 * address of each in the route table; a key with `:id` takes `data.id`.
 */
export const PAGE_PATHS = {
  Account: "/compte",
  Apoticare: "/apoticare",
  Catalog: "/catalogue-pharmacie",
  Contact: "/fiche-contact/:id",
  ContactsList: "/contacts",
  ContactsSearch: "/recherche",
  Directories: "/modal-directories",
  Drug: "/medicament/:id",
  DrugsBook: "/notices",
  Family: "/familles",
  Feed: "/feed",
  FeedDirectory: "/feed-dossier",
  Group: "/feed-groupe",
  Groups: "/groupes",
  Home: "/home",
  Loading: "/app",
  Login: "/login",
  LoginDocs: "/login-docs",
  Orders: "/mes-commandes",
  MarketplaceAccountPharma: "/compte-marketplace-pharmacie",
  MarketplaceAccountPatient: "/compte-marketplace-patient",
  PharmaDashboard: "/dashboard",
  PharmaOpmarketing: "/liste-ops",
  PharmaSubmissions: "/op",
  PharmaRenewals: "/renouvellements",
  PharmaStats: "/stats",
  Pro: "/pro",
  ProAnalysisResults: "/analyses",
  ProFolders: "/dossiers-patients",
  ProGroup: "/groupes-pro",
  ImportStock: "/import-stock",
  ProOpticianDashboard: "/dashboard-optique",
  PatientRenewProcess: "/renouveler",
  ProProfile: "/profil-pro",
  ProfessionalsDirectory: "/annuaire",
  Product: "/page-product/:id",
  Profile: "/profil",
  QtAdmin: "/questionnaire-admin",
  Questionnaires: "/questionnaire-admin",
  Vaccination: "/vaccination",
  Webview: "/webview",
  Images: "/page-images",
  Pdf: "/page-pdf",
} as const;

/** See `PAGE_PATHS`. */
export type PageKey = keyof typeof PAGE_PATHS;

/**
 * How a navigation lands (001 §2): `PUSH` adds a page to the history, `ROOT` replaces the
 * current one (the page becomes the root), `POP` goes back — or, with no page to go back to,
 * sets `key` as the root.
 */
export type NavigationMode = "ROOT" | "PUSH" | "POP";

/**
 * Which app a page opens in (001 §2): the patient app (`ROOT`) or the pro app (`PRO_APP`). One
 * router serves both here: the target is kept for the callers' reading, and each page's guard
 * sends a user of the other app to their own start page.
 */
export type NavigationTarget = "ROOT" | "PRO_APP";

/**
 * The address of page `key` with its data: `data.id` fills `:id`, any other value becomes a
 * query parameter (`ContactsSearch` with `{ mode: "GP_DEFAULT" }` → `/recherche?mode=GP_DEFAULT`).
 * @throws Error when the page needs an id and `data` has none (a programming error).
 */
export function pathOfPage(key: PageKey, data: Record<string, string> = {}): string {
  const { id, ...rest } = data;
  let path: string = PAGE_PATHS[key];
  if (path.includes(":id")) {
    if (!id) throw new Error(`The page ${key} needs an id`);
    path = path.replace(":id", encodeURIComponent(id));
  } else if (id) {
    rest.id = id;
  }
  const query = new URLSearchParams(rest).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Navigation by page key (001 §2): `go(key, { data, mode })` pushes the page (`PUSH`, the
 * default), sets it as the root (`ROOT`), or goes back (`POP`), setting it as the root when
 * there is no history.
 */
export function usePageNavigation(): (
  key: PageKey,
  options?: { data?: Record<string, string>; mode?: NavigationMode; target?: NavigationTarget },
) => void {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  return (key, { data, mode = "PUSH" } = {}) => {
    if (mode === "POP" && canGoBack(locationKey)) {
      void navigate(-1);
      return;
    }
    void navigate(pathOfPage(key, data), { replace: mode !== "PUSH" });
  };
}
