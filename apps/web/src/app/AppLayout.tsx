import { Anchor, Box, Container, Group } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { OfflineBanner } from "../features/offline/OfflineBanner";
import { useCurrentUser } from "../features/session/session";
import { COMMON_TEXTS } from "@reseau/shared";
import { useAppConfig } from "./appConfig";
import { contentWidthOf } from "./contentWidth";

// the parts of the frame a logged-in user has (their pages, « Menu », « Déconnexion », the
// sockets), one chunk fetched once someone is: the home and login pages do without them
const chrome = () => import("./SessionChrome");
const HeaderLinks = lazy(() => chrome().then((m) => ({ default: m.HeaderLinks })));
const UserActions = lazy(() => chrome().then((m) => ({ default: m.UserActions })));
const BottomBar = lazy(() => chrome().then((m) => ({ default: m.BottomBar })));
const SessionEffects = lazy(() => chrome().then((m) => ({ default: m.SessionEffects })));

const noWrap = {
  whiteSpace: "nowrap",
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
} as const;
/** The brand's logo beside its name. */
const BRAND_LOGO_STYLE = { borderRadius: 6, flexShrink: 0 } as const;

/**
 * The frame of every page: the header with the brand (« Réseau Santé », or the running variant's
 * logo and name), the user's pages, their name and
 * "Déconnexion"; on a phone a patient's pages move to a bar at the bottom, under the thumb
 * (`SessionChrome`). The realtime sockets are open while someone is logged in.
 */
export function AppLayout() {
  const user = useCurrentUser();
  const brand = useAppConfig()?.variant;
  const { pathname } = useLocation();
  const width = contentWidthOf(pathname);
  // a patient's bottom bar (SessionChrome's `BottomBar`); the pro's phone dashboard keeps its
  // whole height: its pages are in the « Menu »
  const bottomBar = user?.type === "patient";
  // the header, the page and the bar take the measures of Mantine's AppShell (`global.css`)
  return (
    <>
      <Box component="header" className="app-header right-scroll-bar-position">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              fw={700}
              fz={{ base: "md", sm: "lg" }}
              underline="never"
              style={noWrap}
              data-testid="brand"
            >
              {/* the running brand (issue 19 §1): its logo and name, the generic app's by default */}
              {brand && (
                <img src={brand.logo} alt="" width={24} height={24} style={BRAND_LOGO_STYLE} />
              )}
              {brand?.name ?? COMMON_TEXTS.appName}
            </Anchor>
            {user && (
              <Suspense fallback={null}>
                <HeaderLinks user={user} pathname={pathname} />
              </Suspense>
            )}
          </Group>
          {user && (
            <Suspense fallback={null}>
              <UserActions user={user} pathname={pathname} />
            </Suspense>
          )}
        </Group>
      </Box>
      <Box
        component="main"
        className="app-main"
        bg="var(--mantine-color-gray-0)"
        data-bottom-bar={bottomBar || undefined}
        // the address the page on screen was drawn for (a journey waits on it after a navigation)
        data-path={pathname}
      >
        <Container size={width} px={0}>
          <OfflineBanner />
          <Outlet />
          {user && (
            <Suspense fallback={null}>
              <SessionEffects user={user} />
            </Suspense>
          )}
        </Container>
      </Box>
      {bottomBar && (
        <Suspense fallback={null}>
          <BottomBar user={user} pathname={pathname} />
        </Suspense>
      )}
    </>
  );
}
