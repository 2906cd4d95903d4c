import { createBrowserRouter, Navigate } from "react-router";
import { DashboardPage } from "../features/dashboard/DashboardPage";
import { FeedPage } from "../features/feed/FeedPage";
import { HomePage } from "../features/home/HomePage";
import { AboutPage, InfoPage } from "../features/home/InfoPages";
import { ProfilePage } from "../features/profile/ProfilePage";
import { LoginPage } from "../features/session/LoginPage";
import { AppLayout } from "./AppLayout";
import { GuestOnly, RequireUser } from "./RequireUser";

/**
 * The routes, French segments of 001's route table. Pages not built yet (catalogue, contacts,
 * directory...) have no route: an unknown path goes home.
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
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
        { path: "/apropos", element: <AboutPage /> },
        { path: "/infos/:type", element: <InfoPage /> },
        {
          path: "/profil",
          element: (
            <RequireUser audience="patient">
              <ProfilePage />
            </RequireUser>
          ),
        },
        {
          path: "/feed",
          element: (
            <RequireUser audience="any">
              <FeedPage />
            </RequireUser>
          ),
        },
        {
          path: "/dashboard",
          element: (
            <RequireUser audience="pro">
              <DashboardPage />
            </RequireUser>
          ),
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
