import { appConfigOf, type AppConfig } from "@reseau/shared";
import type { Config } from "../../platform/config.js";

/**
 * The brand and modes this server runs (`GET /ws/config`, issue 19 §1), from its configuration:
 * the same document for every request, and the one written into the app's page.
 */
export function appConfigFor(config: Config): AppConfig {
  return appConfigOf(config.variant ?? null, {
    groupMode: config.groupMode ?? false,
    networkMode: config.networkMode ?? false,
    loyaltyCardUrl: config.loyaltyCardUrl,
    mapTilesUrl: config.mapTilesUrl,
    mapTilesAttribution: config.mapTilesAttribution,
    proSanteConnect: config.proSanteConnect !== undefined,
  });
}
