import { TEXTS } from "@reseau/shared";
import { Navigate, type RouteObject } from "react-router";
import { GuestOnly } from "./RequireUser";
import { ROUTES } from "./routes";

const shell = () => import("../features/shell/ShellPages");

/** The first segment of a route's path: `fiche-contact` for `/fiche-contact/:id`. */
function firstSegment(path: string): string {
  return path.split("/")[1] ?? "";
}

const BUILT = new Set(ROUTES.map((route) => firstSegment(route.path)));

/**
 * The pages of 001 §2's route table that a later version brings (issue 19 §2), each at its own
 * address with its title and « Cette page sera bientôt disponible. »: those of
 * `SOON_PAGES` that the route table (`routes.ts`) has no row for yet.
 */
const SOON_PAGES: Record<string, string> = {
  ...TEXTS.shell.pages,
  "modal-contacts-share-v2": TEXTS.shell.pages["modal-contacts-share"],
  "liste-ops": TEXTS.dashboard.states.OP_MARKETING,
  "modal-details": TEXTS.details.title,
};

const SOON_ROUTES: RouteObject[] = Object.entries(SOON_PAGES)
  .filter(([segment]) => !BUILT.has(segment))
  .map(([segment, title]) => ({
    path: `/${segment}`,
    lazy: async () => {
      const { ComingSoonPage } = await shell();
      return { element: <ComingSoonPage title={title} /> };
    },
  }));

/**
 * The shell's own addresses (001 §2, 000 §2), after the route table: the loading page `/app` and
 * the deep link `/start` (start page by session, else the login), the pro shell `/pro` (a patient
 * goes to her profile), a contact or drug or product page without its id (the start page, the
 * drug guide, the catalogue), the password modals (the login's recovery, the account's change), the webview of the side menu's sites, the pages to come, and
 * « Page introuvable » for any other address.
 */
export const SHELL_ROUTES: RouteObject[] = [
  ...["/start", "/app", "/fiche-contact"].map((path) => ({
    path,
    lazy: async () => {
      const { StartRedirect } = await shell();
      return { element: <StartRedirect /> };
    },
  })),
  {
    path: "/pro",
    lazy: async () => {
      const { StartRedirect } = await shell();
      return { element: <StartRedirect patientTo="/profil" /> };
    },
  },
  {
    path: "/modal-retrieve-password",
    lazy: async () => {
      const { RetrievePasswordPage } = await import("../features/shell/RetrievePasswordPage");
      return {
        element: (
          <GuestOnly>
            <RetrievePasswordPage />
          </GuestOnly>
        ),
      };
    },
  },
  { path: "/modal-change-pass", element: <Navigate to="/compte#mot-de-passe" replace /> },
  // the contact search in its « médecin traitant » mode (000 §2 GP_DEFAULT)
  { path: "/modal-select-gp", element: <Navigate to="/recherche?mode=GP_DEFAULT" replace /> },
  { path: "/medicament", element: <Navigate to="/notices" replace /> },
  { path: "/page-product", element: <Navigate to="/catalogue-pharmacie" replace /> },
  ...["/iframe/:id/redirection/:action", "/webview"].map((path) => ({
    path,
    lazy: async () => ({ Component: (await shell()).WebviewPage }),
  })),
  ...SOON_ROUTES,
  { path: "*", lazy: async () => ({ Component: (await shell()).NotFoundPage }) },
];
