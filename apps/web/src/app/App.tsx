import { COMMON_TEXTS } from "@reseau/shared";
// Mantine's global styles; each component's own come with its code (build/mantineCss.ts), in the
// `mantine` CSS layer, so that a page loads only the styles of what it shows
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import { MantineProvider, mergeThemeOverrides, type MantineColorShade } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  createBrowserRouter,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from "react-router";
import { TOAST_MS } from "../components/notify";
import {
  deferOverlays,
  overlaysDrawn,
  overlaysWanted,
  subscribeOverlays,
} from "../components/overlays";
import { prefetchSession, SESSION_KEY } from "../features/session/session";
import { handleError, setLoginRedirect } from "./errorReporting";
import { createQueryClient } from "./queryClient";
import { appRoutes } from "./router";
import { cssVariablesResolver, theme } from "./theme";
import { useAppConfig } from "./appConfig";

if (import.meta.env.DEV) {
  // the dev server serves Mantine pre-bundled, where the build plugin cannot reach
  void import("@mantine/core/styles.layer.css");
  void import("@mantine/notifications/styles.layer.css");
  void import("@mantine/charts/styles.layer.css");
}

// Toasts and confirm dialogs are drawn by components fetched once the first page has loaded
// (components/overlays.ts): `notifications.show` waits in Mantine's store, `openConfirmModal`
// has them drawn at once, so the first paint does not pay for their transitions, focus trap
// and scroll areas.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);
const ModalsProvider = lazy(() =>
  import("@mantine/modals").then((module) => ({ default: module.ModalsProvider })),
);

/** What the app runs on: the query client and the router, made once (`createAppState`). */
export interface AppState {
  queryClient: QueryClient;
  router: DataRouter;
}

/** How `createAppState` starts: its router, and whether the page is a visitor's drawn ahead. */
interface AppStart {
  /** The router over the app's routes: the browser's, or a memory router for `prerender.tsx`. */
  createRouter?: (routes: RouteObject[]) => DataRouter;
  /**
   * A visitor's page drawn ahead (the server sends it without a session cookie): `render` at
   * build time, no session and no request; `hydrate` in the browser, no session until the
   * server's answer, still asked for (a 401 clears what the device kept, issue 9 §5).
   */
  visitor?: "render" | "hydrate";
}

/**
 * The app's query client, wired to the central error handler, with the session asked for at once
 * (`prefetchSession`, beside the page's chunk), and its router, which sends a finished session
 * back to /login.
 */
export function createAppState({
  createRouter = createBrowserRouter,
  visitor,
}: AppStart = {}): AppState {
  const queryClient = createQueryClient(handleError);
  if (visitor)
    queryClient.setQueryData(SESSION_KEY, null, {
      updatedAt: visitor === "hydrate" ? 0 : undefined,
    });
  if (visitor !== "render") prefetchSession(queryClient);
  const router = createRouter(appRoutes());
  setLoginRedirect(() => {
    // the session is over: forget it so that /login shows the form
    queryClient.setQueryData(SESSION_KEY, null);
    // and with it every health datum kept on this device (issue 9 §5)
    void import("../features/offline/offlineStore")
      .then(({ clearOfflineData }) => clearOfflineData())
      .catch(() => undefined);
    void router.navigate("/login");
  });
  return { queryClient, router };
}

/** Resolves once `router` has its first page (a lazy page's code loaded). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The whole app: Mantine (theme, toasts at the top for 2 s, modals), TanStack Query wired to the
 * central error handler, and the router (`createAppState`).
 */
export function App({ queryClient, router }: AppState) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantine>
        <Overlays />
        <RouterProvider router={router} />
      </BrandedMantine>
    </QueryClientProvider>
  );
}

/**
 * Mantine with the running brand's colour (`GET /ws/config`, issue 19 §1): its palette and shade
 * as the primary colour once the configuration is known, the generic blue until then.
 */
function BrandedMantine({ children }: { children: ReactNode }) {
  const brand = useAppConfig()?.variant.theme;
  const branded = useMemo(
    () =>
      brand
        ? mergeThemeOverrides(theme, {
            primaryColor: brand.palette,
            primaryShade: { light: brand.shade as MantineColorShade, dark: 6 },
          })
        : theme,
    [brand],
  );
  return (
    <MantineProvider theme={branded} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * The toasts (at the top for 2 s) and the confirm dialogs, drawn once the first page has loaded
 * and the browser is idle, or at once when a dialog is asked for (components/overlays.ts).
 */
function Overlays() {
  useState(deferOverlays);
  const wanted = useSyncExternalStore(subscribeOverlays, overlaysWanted, overlaysWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={TOAST_MS} />
      <ModalsProvider
        labels={{ confirm: COMMON_TEXTS.actions.confirm, cancel: COMMON_TEXTS.actions.cancel }}
      />
      <Drawn />
    </Suspense>
  );
}

/** Tells overlays.ts the providers are mounted: its effect runs after theirs, listeners in place. */
function Drawn() {
  useEffect(overlaysDrawn, []);
  return null;
}
