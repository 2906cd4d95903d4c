import type { ComponentType } from "react";
import { HomePage } from "../features/home/HomePage";
import type { PageUse } from "../features/session/startPages";
import type { Audience } from "./RequireUser";

/**
 * Who may open a page: `guest` only without a session (a logged-in user goes to their start
 * page), `patient`, `pro` or `any` a logged-in user of that app (`RequireUser`), `open` everyone.
 */
export type Guard = "guest" | Audience | "open";

/**
 * One row of the route table: its path (001's French segments), its guard (and `use`: only the
 * roles with a use of the page open it, `usesPage`), and its page: `first`
 * comes with the first load (the home page only), `lazy` is fetched on first visit, its own chunk.
 * The build reads each `lazy` row (`build/routePreloads.ts`) to write `dist/preloads.json`, so the
 * server names that page's chunks in the HTML it sends for the path: write a lazy row's import as
 * `lazy: () => import("…").then(…)`, the module as a string.
 */
export type PageRoute = { path: string; guard: Guard; use?: PageUse } & (
  { first: ComponentType; lazy?: never } | { lazy: () => Promise<ComponentType>; first?: never }
);

/**
 * Every page of the app. A page of 001 §2 not built yet has no row: `shellRoutes.tsx` gives it a
 * « bientôt disponible » page, and an unknown path « Page introuvable ».
 */
export const ROUTES: readonly PageRoute[] = [
  { path: "/", guard: "guest", first: HomePage },
  {
    path: "/login",
    guard: "guest",
    lazy: () => import("../features/session/LoginPage").then((m) => m.LoginPage),
  },
  {
    path: "/notices",
    guard: "open",
    lazy: () => import("../features/drugs/DrugGuidePage").then((m) => m.DrugGuidePage),
  },
  {
    path: "/medicament/:id",
    guard: "open",
    lazy: () => import("../features/drugs/DrugPage").then((m) => m.DrugPage),
  },
  {
    // the pharmacy locator of the group (issue 19 §3): Leaflet comes with this page only
    path: "/modal-select-pharm",
    guard: "open",
    lazy: () => import("../features/locator/LocatorPage").then((m) => m.LocatorPage),
  },
  {
    path: "/nous-contacter",
    guard: "open",
    lazy: () => import("../features/contact-us/ContactUsPage").then((m) => m.ContactUsPage),
  },
  {
    path: "/apropos",
    guard: "open",
    lazy: () => import("../features/home/InfoPages").then((m) => m.AboutPage),
  },
  {
    path: "/infos/:type",
    guard: "open",
    lazy: () => import("../features/home/InfoPages").then((m) => m.InfoPage),
  },
  {
    path: "/profil",
    guard: "patient",
    lazy: () => import("../features/profile/ProfilePage").then((m) => m.ProfilePage),
  },
  {
    path: "/familles",
    guard: "patient",
    lazy: () => import("../features/family/FamilyPage").then((m) => m.FamilyPage),
  },
  {
    path: "/feed",
    guard: "any",
    lazy: () => import("../features/feed/FeedPage").then((m) => m.FeedPage),
  },
  {
    path: "/feed-dossier",
    guard: "any",
    lazy: () => import("../features/folders/FolderFeedPage").then((m) => m.FolderFeedPage),
  },
  {
    path: "/dashboard",
    guard: "pro",
    lazy: () => import("../features/dashboard/DashboardPage").then((m) => m.DashboardPage),
  },
  {
    path: "/dashboard-optique",
    guard: "pro",
    lazy: () =>
      import("../features/optician/OpticianDashboardPage").then((m) => m.OpticianDashboardPage),
  },
  {
    // a groupement's publication to its member pharmacies (issue 21 §1)
    path: "/modal-publish",
    guard: "pro",
    use: "members",
    lazy: () => import("../features/membership/PublishPage").then((m) => m.PublishPage),
  },
  {
    // a groupement's members and invitations (issue 21 §1)
    path: "/membres-groupement",
    guard: "pro",
    use: "members",
    lazy: () => import("../features/membership/MembersPage").then((m) => m.MembersPage),
  },
  {
    // a patient's sharing groups, a professional's, and a group's feed (issue 21 §2)
    path: "/groupes",
    guard: "patient",
    lazy: () => import("../features/groups/GroupsPage").then((m) => m.GroupsPage),
  },
  {
    path: "/groupes-pro",
    guard: "pro",
    lazy: () => import("../features/groups/ProGroupsPage").then((m) => m.ProGroupsPage),
  },
  {
    path: "/feed-groupe",
    guard: "any",
    lazy: () => import("../features/groups/GroupFeedPage").then((m) => m.GroupFeedPage),
  },
  {
    path: "/profil-pro",
    guard: "pro",
    lazy: () => import("../features/pro-profile/ProProfilePage").then((m) => m.ProProfilePage),
  },
  {
    path: "/dossiers-patients",
    guard: "pro",
    lazy: () => import("../features/patients/PatientFoldersPage").then((m) => m.PatientFoldersPage),
  },
  {
    path: "/modal-doc-details",
    guard: "any",
    lazy: () =>
      import("../features/documents/DocumentDetailsPage").then((m) => m.DocumentDetailsPage),
  },
  {
    path: "/modal-add-user",
    guard: "pro",
    lazy: () => import("../features/patients/PatientFoldersPage").then((m) => m.PatientFoldersPage),
  },
  {
    path: "/compte",
    guard: "any",
    lazy: () => import("../features/account/AccountPage").then((m) => m.AccountPage),
  },
  {
    path: "/mot-de-passe/nouveau",
    guard: "open",
    lazy: () => import("../features/account/LinkPages").then((m) => m.ResetPasswordPage),
  },
  {
    path: "/activation",
    guard: "open",
    lazy: () => import("../features/account/LinkPages").then((m) => m.ActivationPage),
  },
  {
    path: "/confirmation-email",
    guard: "open",
    lazy: () => import("../features/account/LinkPages").then((m) => m.EmailConfirmationPage),
  },
  {
    path: "/renouveler",
    guard: "patient",
    use: "renewals",
    lazy: () =>
      import("../features/renewals/PatientRenewProcess").then((m) => m.PatientRenewProcess),
  },
  {
    path: "/renouvellements",
    guard: "pro",
    use: "renewals",
    lazy: () => import("../features/renewals/PharmaRenewals").then((m) => m.PharmaRenewals),
  },
  {
    path: "/modal-cart",
    guard: "patient",
    use: "orders",
    lazy: () => import("../features/orders/CartPage").then((m) => m.CartPage),
  },
  {
    path: "/mes-commandes",
    guard: "any",
    use: "orders",
    lazy: () => import("../features/orders/OrdersPage").then((m) => m.OrdersPage),
  },
  {
    // the patient's saved cards and payments (issue 20 §3)
    path: "/compte-marketplace-patient",
    guard: "patient",
    lazy: () =>
      import("../features/market-account/PatientMarketAccountPage").then(
        (m) => m.PatientMarketAccountPage,
      ),
  },
  {
    // the pharmacy's wallet, bank accounts, payouts, money moves and refunds (issue 20 §3)
    path: "/compte-marketplace-pharmacie",
    guard: "pro",
    use: "orders",
    lazy: () =>
      import("../features/market-account/PharmacyMarketAccountPage").then(
        (m) => m.PharmacyMarketAccountPage,
      ),
  },
  {
    // a pharmacy's activity, or its group's pharmacies' (issue 21 §4)
    path: "/stats",
    guard: "pro",
    use: "stats",
    lazy: () => import("../features/stats/StatsPage").then((m) => m.StatsPage),
  },
  {
    // marketing operations (issue 21 §4): a group manager's, and the pharmacies it proposes to
    path: "/liste-ops",
    guard: "pro",
    use: "operations",
    lazy: () => import("../features/operations/OperationsPage").then((m) => m.OperationsPage),
  },
  {
    path: "/op",
    guard: "pro",
    use: "operations",
    lazy: () => import("../features/operations/OperationPage").then((m) => m.OperationPage),
  },
  {
    path: "/modal-select-doc-library",
    guard: "pro",
    lazy: () => import("../features/library/LibraryPage").then((m) => m.LibraryPage),
  },
  {
    path: "/import-stock",
    guard: "pro",
    lazy: () => import("../features/stock-import/ImportStockPage").then((m) => m.ImportStockPage),
  },
  {
    path: "/contacts",
    guard: "any",
    lazy: () => import("../features/contacts/ContactsPage").then((m) => m.ContactsPage),
  },
  {
    path: "/fiche-contact/:id",
    guard: "any",
    lazy: () => import("../features/contacts/ContactPage").then((m) => m.ContactPage),
  },
  {
    path: "/annuaire",
    guard: "any",
    lazy: () => import("../features/directory/DirectoryPage").then((m) => m.DirectoryPage),
  },
  {
    path: "/recherche",
    guard: "any",
    lazy: () => import("../features/directory/ContactSearchPage").then((m) => m.ContactSearchPage),
  },
  {
    path: "/analyses",
    guard: "pro",
    lazy: () => import("../features/labs/AnalysisResultsPage").then((m) => m.AnalysisResultsPage),
  },
  {
    path: "/resultats/:id",
    guard: "any",
    lazy: () => import("../features/labs/ResultPage").then((m) => m.ResultPage),
  },
  {
    path: "/modal-result-picture",
    guard: "any",
    lazy: () => import("../features/labs/ResultPicturePage").then((m) => m.ResultPicturePage),
  },
  {
    path: "/catalogue-pharmacie",
    guard: "open",
    lazy: () => import("../features/market/CatalogPage").then((m) => m.CatalogPage),
  },
  {
    path: "/page-product/:id",
    guard: "open",
    lazy: () => import("../features/market/ProductPage").then((m) => m.ProductPage),
  },
  {
    path: "/page-catalog-edit",
    guard: "pro",
    lazy: () => import("../features/market/CatalogEditPage").then((m) => m.CatalogEditPage),
  },
  // issue 19 §4: what a visitor and a patient open first
  { path: "/home", guard: "guest", first: HomePage },
  {
    path: "/modal-emergency",
    guard: "open",
    lazy: () => import("../features/emergency/EmergencyPage").then((m) => m.EmergencyPage),
  },
  {
    path: "/modal-help",
    guard: "open",
    lazy: () => import("../features/help/HelpPage").then((m) => m.HelpPage),
  },
  {
    path: "/modal-tutorial",
    guard: "open",
    lazy: () => import("../features/help/TutorialPage").then((m) => m.TutorialPage),
  },
  {
    path: "/modal-cgv",
    guard: "open",
    lazy: () => import("../features/legal/LegalPage").then((m) => m.SalesTermsPage),
  },
  {
    path: "/tests-de-sante",
    guard: "open",
    lazy: () => import("../features/health-tests/HealthTestsPage").then((m) => m.HealthTestsPage),
  },
  // surveys (issue 21 §3): the group manager builds them, its pharmacies and patients answer
  {
    path: "/questionnaire-admin",
    guard: "pro",
    use: "surveyAdmin",
    lazy: () => import("../features/surveys/SurveyAdminPage").then((m) => m.SurveyAdminPage),
  },
  {
    path: "/questionnaires",
    guard: "any",
    use: "surveys",
    lazy: () => import("../features/surveys/SurveysPage").then((m) => m.SurveysPage),
  },
  // the made-to-measure skincare wizard (issue 22 §2, §3): one chunk, open to visitors until
  // the order; `commandes` lists a patient's orders and a pharmacy's received ones
  {
    path: "/apoticare",
    guard: "open",
    lazy: () => import("../features/apoticare/WizardPage").then((m) => m.ApoticareIndex),
  },
  {
    path: "/apoticare/:step",
    guard: "open",
    lazy: () => import("../features/apoticare/WizardPage").then((m) => m.ApoticareStepPage),
  },
  {
    path: "/page-apoticare-login",
    guard: "open",
    lazy: () => import("../features/apoticare/LoginPages").then((m) => m.ApoticareLoginPage),
  },
  {
    path: "/page-apoticare-login-pro",
    guard: "open",
    lazy: () => import("../features/apoticare/LoginPages").then((m) => m.ApoticareProLoginPage),
  },
  {
    path: "/vaccination",
    guard: "patient",
    lazy: () => import("../features/vaccination/VaccinationPage").then((m) => m.VaccinationPage),
  },
];
