import { Navigate, useLocation, type RouteObject } from "react-router";
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
 * `SOON_SEGMENTS` that the route table (`routes.ts`) has no row for yet.
 */
/**
 * The segments of 001 §2's route table that a later version brings, each a « bientôt disponible »
 * page whose title `ComingSoonPage` finds (a literal list: the first page carries no texts of
 * later pages).
 */
const SOON_SEGMENTS = [
  "modal-security",
  "modal-edit-discount",
  "modal-edit-product",
  "modal-contacts-share",
  "modal-contacts-share-v2",
  "modal-details",
  "modal-directories",
  "page-images",
  "page",
  "login-docs",
  "stats",
  "gestion-contact-optique",
  "modal-publish",
  "modal-qr-code",
  "test",
  "page-pdf",
] as const;
/** See `SOON_SEGMENTS`. */
export type SoonSegment = (typeof SOON_SEGMENTS)[number];

/**
 * The wizard's steps of 001 §2's route table at the root (`/params`, `/page-step2-age`…): each
 * goes to its address under `/apoticare/`, its choices kept. `/start` stays the deep link.
 */
const APOTICARE_STEP_SEGMENTS = [
  "params",
  "formule",
  "base",
  "actifs",
  "resume",
  "commande",
  "page-step1-start",
  "page-step2-age",
  "page-step3-base",
  "page-step4-actif",
  "page-step5-type",
] as const;

function ToApoticareStep({ segment }: { segment: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/apoticare/${segment}`, search }} replace />;
}

const SOON_ROUTES: RouteObject[] = SOON_SEGMENTS.filter((segment) => !BUILT.has(segment)).map(
  (segment) => ({
    path: `/${segment}`,
    lazy: async () => {
      const { ComingSoonPage } = await shell();
      return { element: <ComingSoonPage segment={segment} /> };
    },
  }),
);

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
  ...APOTICARE_STEP_SEGMENTS.map((segment) => ({
    path: `/${segment}`,
    element: <ToApoticareStep segment={segment} />,
  })),
  ...SOON_ROUTES,
  { path: "*", lazy: async () => ({ Component: (await shell()).NotFoundPage }) },
];
