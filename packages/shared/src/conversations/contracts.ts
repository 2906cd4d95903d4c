import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import { documentDtoSchema, feedItemSchema } from "../documents/dto.js";
import { conversationQuerySchema } from "./api.js";

/**
 * A conversation with one user and an establishment's public page (000 §2 contact page CHAT
 * mode, §7 `GET /api/{id}/feed`, `GET /api/{id}/public`; docs/DECISIONS.md "Messages").
 */
export const conversationsApi = {
  feed: defineEndpoint({
    method: "GET",
    path: "/api/{id}/feed",
    params: byIdParams,
    query: conversationQuerySchema,
    response: z.array(feedItemSchema),
    summary:
      "The documents and messages exchanged between the caller and user {id}, newest lastUpdate first, keyset pages by fromDate; empty for a stranger.",
  }),
  public: defineEndpoint({
    method: "GET",
    path: "/api/{id}/public",
    params: byIdParams,
    query: conversationQuerySchema,
    response: z.array(documentDtoSchema),
    summary:
      "What pharmacy or laboratory {id} published (PUBLICATION, DOC_PUBLIC, AFFICHE with status PUBLISHED), newest first, keyset pages by fromDate.",
  }),
};
