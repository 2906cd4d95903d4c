import { createBrowserRouter, Navigate } from "react-router";
import { HomePage } from "../features/home/HomePage";
import { AppLayout } from "./AppLayout";
import { GuestOnly, RequireUser } from "./RequireUser";

/**
 * The routes, French segments of 001's route table. The home page comes with the first load;
 * every other page is its own chunk, fetched when first visited, so a phone downloads only what
 * the page it opens needs. Pages not built yet (catalogue, contacts, directory...) have no route:
 * an unknown path goes home.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          path: "/",
          element: (
            <GuestOnly>
              <HomePage />
            </GuestOnly>
          ),
        },
        {
          path: "/login",
          lazy: async () => {
            const { LoginPage } = await import("../features/session/LoginPage");
            return {
              element: (
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              ),
            };
          },
        },
        {
          path: "/apropos",
          lazy: async () => {
            const { AboutPage } = await import("../features/home/InfoPages");
            return { element: <AboutPage /> };
          },
        },
        {
          path: "/infos/:type",
          lazy: async () => {
            const { InfoPage } = await import("../features/home/InfoPages");
            return { element: <InfoPage /> };
          },
        },
        {
          path: "/profil",
          lazy: async () => {
            const { ProfilePage } = await import("../features/profile/ProfilePage");
            return {
              element: (
                <RequireUser audience="patient">
                  <ProfilePage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/familles",
          lazy: async () => {
            const { FamilyPage } = await import("../features/family/FamilyPage");
            return {
              element: (
                <RequireUser audience="patient">
                  <FamilyPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/feed",
          lazy: async () => {
            const { FeedPage } = await import("../features/feed/FeedPage");
            return {
              element: (
                <RequireUser audience="any">
                  <FeedPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/feed-dossier",
          lazy: async () => {
            const { FolderFeedPage } = await import("../features/folders/FolderFeedPage");
            return {
              element: (
                <RequireUser audience="any">
                  <FolderFeedPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/dashboard",
          lazy: async () => {
            const { DashboardPage } = await import("../features/dashboard/DashboardPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <DashboardPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/dashboard-optique",
          lazy: async () => {
            const { OpticianDashboardPage } =
              await import("../features/optician/OpticianDashboardPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <OpticianDashboardPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/profil-pro",
          lazy: async () => {
            const { ProProfilePage } = await import("../features/pro-profile/ProProfilePage");
            return {
              element: (
                <RequireUser audience="pro">
                  <ProProfilePage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/dossiers-patients",
          lazy: async () => {
            const { PatientFoldersPage } = await import("../features/patients/PatientFoldersPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <PatientFoldersPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/modal-doc-details",
          lazy: async () => {
            const { DocumentDetailsPage } =
              await import("../features/documents/DocumentDetailsPage");
            return {
              element: (
                <RequireUser audience="any">
                  <DocumentDetailsPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/modal-add-user",
          lazy: async () => {
            const { PatientFoldersPage } = await import("../features/patients/PatientFoldersPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <PatientFoldersPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/compte",
          lazy: async () => {
            const { AccountPage } = await import("../features/account/AccountPage");
            return {
              element: (
                <RequireUser audience="any">
                  <AccountPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/mot-de-passe/nouveau",
          lazy: async () => {
            const { ResetPasswordPage } = await import("../features/account/LinkPages");
            return { Component: ResetPasswordPage };
          },
        },
        {
          path: "/activation",
          lazy: async () => {
            const { ActivationPage } = await import("../features/account/LinkPages");
            return { Component: ActivationPage };
          },
        },
        {
          path: "/confirmation-email",
          lazy: async () => {
            const { EmailConfirmationPage } = await import("../features/account/LinkPages");
            return { Component: EmailConfirmationPage };
          },
        },
        {
          path: "/renouveler",
          lazy: async () => {
            const { PatientRenewProcess } =
              await import("../features/renewals/PatientRenewProcess");
            return {
              element: (
                <RequireUser audience="patient">
                  <PatientRenewProcess />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/renouvellements",
          lazy: async () => {
            const { PharmaRenewals } = await import("../features/renewals/PharmaRenewals");
            return {
              element: (
                <RequireUser audience="pro">
                  <PharmaRenewals />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/modal-cart",
          lazy: async () => {
            const { CartPage } = await import("../features/orders/CartPage");
            return {
              element: (
                <RequireUser audience="patient">
                  <CartPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/mes-commandes",
          lazy: async () => {
            const { OrdersPage } = await import("../features/orders/OrdersPage");
            return {
              element: (
                <RequireUser audience="any">
                  <OrdersPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/modal-select-doc-library",
          lazy: async () => {
            const { LibraryPage } = await import("../features/library/LibraryPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <LibraryPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/import-stock",
          lazy: async () => {
            const { ImportStockPage } = await import("../features/stock-import/ImportStockPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <ImportStockPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/contacts",
          lazy: async () => {
            const { ContactsPage } = await import("../features/contacts/ContactsPage");
            return {
              element: (
                <RequireUser audience="any">
                  <ContactsPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/fiche-contact/:id",
          lazy: async () => {
            const { ContactPage } = await import("../features/contacts/ContactPage");
            return {
              element: (
                <RequireUser audience="any">
                  <ContactPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/annuaire",
          lazy: async () => {
            const { DirectoryPage } = await import("../features/directory/DirectoryPage");
            return {
              element: (
                <RequireUser audience="any">
                  <DirectoryPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/recherche",
          lazy: async () => {
            const { ContactSearchPage } = await import("../features/directory/ContactSearchPage");
            return {
              element: (
                <RequireUser audience="any">
                  <ContactSearchPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/analyses",
          lazy: async () => {
            const { AnalysisResultsPage } = await import("../features/labs/AnalysisResultsPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <AnalysisResultsPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/resultats/:id",
          lazy: async () => {
            const { ResultPage } = await import("../features/labs/ResultPage");
            return {
              element: (
                <RequireUser audience="any">
                  <ResultPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/modal-result-picture",
          lazy: async () => {
            const { ResultPicturePage } = await import("../features/labs/ResultPicturePage");
            return {
              element: (
                <RequireUser audience="any">
                  <ResultPicturePage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/catalogue-pharmacie",
          lazy: async () => {
            const { CatalogPage } = await import("../features/market/CatalogPage");
            return {
              element: (
                <RequireUser audience="any">
                  <CatalogPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/page-product/:id",
          lazy: async () => {
            const { ProductPage } = await import("../features/market/ProductPage");
            return {
              element: (
                <RequireUser audience="any">
                  <ProductPage />
                </RequireUser>
              ),
            };
          },
        },
        {
          path: "/page-catalog-edit",
          lazy: async () => {
            const { CatalogEditPage } = await import("../features/market/CatalogEditPage");
            return {
              element: (
                <RequireUser audience="pro">
                  <CatalogEditPage />
                </RequireUser>
              ),
            };
          },
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
