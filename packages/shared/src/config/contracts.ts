import { defineEndpoint } from "../common/endpoint.js";
import { appConfigSchema } from "./variants.js";

/** The running brand and modes, for the web app (issue 19 §1). */
export const configApi = {
  get: defineEndpoint({
    method: "GET",
    path: "/ws/config",
    response: appConfigSchema,
    access: "public",
    summary:
      "The running variant (name, logo, colours, discount label), its modes and features and its map centre; public, never a secret (issue 19 §1).",
  }),
};
