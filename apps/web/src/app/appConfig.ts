import { MARKET_TEXTS, type AppConfig } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client";
import { QUERY_ROOTS } from "./queryRoots";

/** The path of the running brand's configuration (`configApi.get`, issue 19 §1). */
const CONFIG_PATH = "/ws/config";

/**
 * The running brand and modes (`GET /ws/config`, issue 19 §1), read once when the app starts and
 * kept for the session; undefined until it answers. Read without zod: the shell loads it.
 */
export function useAppConfig(): AppConfig | undefined {
  return useQuery({
    queryKey: [QUERY_ROOTS.appConfig],
    queryFn: ({ signal }) => apiRequest<AppConfig>(CONFIG_PATH, { signal }),
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
