import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { PageUse } from "../features/session/startPages";
import { AppLayout } from "./AppLayout";
import { GuestOnly, RequireUser } from "./RequireUser";
import { ROUTES, type Guard, type PageRoute } from "./routes";
import { SHELL_ROUTES } from "./shellRoutes";

/** `Page` behind its guard (see `Guard`), for the roles with a `use` of it only (`usesPage`). */
function guarded(guard: Guard, Page: ComponentType, use?: PageUse) {
  if (guard === "open") return <Page />;
  if (guard === "guest") {
    return (
      <GuestOnly>
        <Page />
      </GuestOnly>
    );
  }
  return (
    <RequireUser audience={guard} use={use}>
      <Page />
    </RequireUser>
  );
}

/** A row of the route table as React Router's route: a lazy page is fetched on first visit. */
function routeOf(route: PageRoute): RouteObject {
  const { path, guard, use } = route;
  if (route.first) return { path, element: guarded(guard, route.first, use) };
  const load = route.lazy;
  return { path, lazy: async () => ({ element: guarded(guard, await load(), use) }) };
}

/**
 * The router's routes: the route table (`routes.ts`) and the shell's addresses (`shellRoutes.tsx`: pages
 * to come, deep links, « Page introuvable ») inside the frame of every page. The home page comes with the first load; every other page is its own chunk, so a phone
 * downloads only what the page it opens needs.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [...ROUTES.map(routeOf), ...SHELL_ROUTES],
    },
  ];
}
