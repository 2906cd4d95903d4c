import { MARKET_TEXTS, type AppConfig } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client";
import { QUERY_ROOTS } from "./queryRoots";

/** The path of the running brand's configuration (`configApi.get`, issue 19 §1). */
const CONFIG_PATH = "/ws/config";

/**
 * The brand the server wrote into the page (`<script type="application/json" id="app-config">`,
 * apps/server platform/web-page.ts), so the first paint is already the brand's; undefined in a
 * page without it (the offline app's cached page, the dev server), which asks `GET /ws/config`.
 */
function writtenConfig(): AppConfig | undefined {
  const element = typeof document === "undefined" ? null : document.getElementById("app-config");
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as AppConfig;
  } catch {
    return undefined;
  }
}

/**
 * The running brand and modes (`GET /ws/config`, issue 19 §1): the one written into the page,
 * else read once when the app starts; kept for the session, undefined until known. Read without
 * zod: the shell loads it.
 */
export function useAppConfig(): AppConfig | undefined {
  return useQuery({
    queryKey: [QUERY_ROOTS.appConfig],
    queryFn: ({ signal }) => apiRequest<AppConfig>(CONFIG_PATH, { signal }),
    initialData: writtenConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { context: "app config", errors: "inline" },
  }).data;
}

/**
 * The discount label of the running variant (001 §1: « Mini-prix » for well, « Promotions »
 * elsewhere), never the user's group; « Promotions » until the configuration is known.
 */
export function useDiscountLabel(): string {
  return useAppConfig()?.discountLabel ?? MARKET_TEXTS.discounts.label;
}
