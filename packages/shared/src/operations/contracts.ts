import { z } from "zod";
import { byIdParams, defineEndpoint, idSchema } from "../common/endpoint.js";
import { conversationQuerySchema } from "../conversations/api.js";
import { documentDtoSchema } from "../documents/dto.js";
import {
  marketOperationSchema,
  operationCreateSchema,
  submissionCreateSchema,
  submissionDtoSchema,
  submissionStatusSchema,
} from "./schemas.js";

/**
 * Marketing operations and their submissions (001 §7 "Market operations", issue 21 §4): a group
 * manager creates an operation and proposes a remuneration to the pharmacies it manages; each
 * pharmacy accepts or refuses, the manager finishes an accepted one.
 */
export const operationsApi = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/market-operation",
    body: operationCreateSchema,
    response: z.object({ id: idSchema }),
    status: 201,
    summary: "A group manager (grp_pharm, grp_lab) creates a marketing operation; others 403.",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/market-operations",
    response: z.array(marketOperationSchema),
    summary:
      "The caller's operations with their submissions attached by idmarketop: a manager's own with all of theirs; a pharmacy's those it receives a submission of, with only its own.",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/market-operation/{id}",
    params: byIdParams,
    response: marketOperationSchema,
    summary:
      "One operation, to its manager (all its submissions) or to a pharmacy it proposed to (its own); others 404.",
  }),
  submit: defineEndpoint({
    method: "POST",
    path: "/api/market-operation/{id}/submission",
    params: byIdParams,
    body: submissionCreateSchema,
    response: submissionDtoSchema,
    status: 201,
    summary:
      "The operation's manager proposes a remuneration (cents) to a pharmacy it manages: a PROPOSED submission; another receiver 400.",
  }),
  documents: defineEndpoint({
    method: "GET",
    path: "/api/market-operation/{id}/documents",
    params: byIdParams,
    query: conversationQuerySchema,
    response: z.array(documentDtoSchema),
    summary:
      "The documents of the operation's OPMARKET directory, newest lastUpdate first, keyset pages by fromDate; to its manager and its receivers, others 404.",
  }),
  setStatus: defineEndpoint({
    method: "PUT",
    path: "/api/market-operation/submission/{id}",
    params: byIdParams,
    body: submissionStatusSchema,
    response: submissionDtoSchema,
    summary:
      "PROPOSED → ACCEPTED or REFUSED by the receiver, ACCEPTED → FINISHED by the manager (the other side 403); any other move 400; others 404.",
  }),
};
