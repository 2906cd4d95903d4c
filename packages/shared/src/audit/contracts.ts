import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import { auditEntrySchema, auditQuerySchema } from "./audit.js";

/** Who read my documents (issue 24 §2): the reads of a patient's health documents. */
export const auditApi = {
  mine: defineEndpoint({
    method: "GET",
    path: "/ws/user/audit",
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    summary:
      "The reads of the caller's health documents by anyone but her and her managers, newest first; keyset pages by before (an entry id).",
  }),
  member: defineEndpoint({
    method: "GET",
    path: "/ws/user/{id}/audit",
    params: byIdParams,
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    summary:
      "The reads of a managed member's health documents, to her managers only; 404 to anyone else, the member included.",
  }),
  patient: defineEndpoint({
    method: "GET",
    path: "/ws/patients/{id}/audit",
    params: byIdParams,
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    summary:
      "A professional's own reads of a patient's documents (and those of the establishments it manages), for her patient folder; never another's reads.",
  }),
};
