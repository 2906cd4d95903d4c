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
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
