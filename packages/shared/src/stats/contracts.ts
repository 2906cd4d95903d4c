import { defineEndpoint } from "../common/endpoint.js";
import { statsQuerySchema, statsSchema } from "./schemas.js";

/** Pharmacy statistics (issue 21 §4 "Pharmacy statistics"; 001 §2 `/stats`). */
export const statsApi = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/stats",
    query: statsQuerySchema,
    response: statsSchema,
    summary:
      "A pharmacy's activity per Paris day (prescriptions received and processed, renewals, orders, revenue in cents), its processing time and surveys answered: a pharmacy its own, a group manager its members' (all, or the one named); anyone else 403.",
  }),
};
