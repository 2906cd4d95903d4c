import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import {
  apoticareOrderCreateSchema,
  apoticareOrderSchema,
  apoticareReferenceSchema,
  apoticareStatusSchema,
} from "./schemas.js";

/**
 * The made-to-measure skincare wizard (apoticare; 001 §7 "Cosmetics", issue 22 §1, §3): the
 * reference data, a patient's order to her pharmacy, its statuses. Every variant serves them.
 */
export const apoticareApi = {
  reference: defineEndpoint({
    method: "GET",
    path: "/api/apoticare/reference",
    response: apoticareReferenceSchema,
    access: "public",
    summary:
      "The wizard's reference data (001 §9, issue 22 §1): 7 bases, 11 care goals with their recommended actives for 1, 2 and 3 actives, 16 actives.",
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/apoticare",
    body: apoticareOrderCreateSchema,
    response: apoticareOrderSchema,
    status: 201,
    summary:
      "A patient orders her formula from a pharmacy (001 §7): NEW_ORDER at the server's price by number of actives (a status or price sent is ignored); 400 a bad formula, name or e-mail; 404 no such pharmacy; 403 not a patient.",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/apoticare",
    response: z.array(apoticareOrderSchema),
    summary:
      "The caller's cosmetics orders, newest first: a patient's own (no purchase price), those a pharmacy received (with its purchasePrice).",
  }),
  setStatus: defineEndpoint({
    method: "POST",
    path: "/api/apoticare/{id}/status",
    params: byIdParams,
    body: apoticareStatusSchema,
    response: apoticareOrderSchema,
    summary:
      "The order's pharmacy moves it NEW_ORDER → PROCESSING → PAID (issue 22 §3), the patient told live; another move 409, an unknown status 400, the patient 403, others 404.",
  }),
};
