import { z } from "zod";
import { byIdParams, defineEndpoint, idSchema } from "../common/endpoint.js";
import { conversationQuerySchema } from "../conversations/api.js";
import { feedItemSchema } from "../documents/dto.js";
import { groupDtoSchema, groupWriteSchema } from "./schemas.js";

/** The answer of the calls that only succeed: `{success: true}` (001 §7 "Groups"). */
export const successResponse = z.object({ success: z.literal(true) });

/**
 * Sharing groups (001 §4, §7 "Groups"; issue 21 §2): a user gathers contacts and family in a
 * group; its messages and documents go to its current members only. The rules:
 * docs/DECISIONS.md "Sharing groups".
 */
export const groupsApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/groups",
    response: z.array(groupDtoSchema),
    summary: "The groups the caller is a member of (its own included), newest first.",
  }),
  write: defineEndpoint({
    method: "POST",
    path: "/api/group",
    body: groupWriteSchema,
    response: z.union([z.object({ id: idSchema }), successResponse]),
    summary:
      "Without id, {name, members}: a new group, its creator a member, answer {id}; members must be users the creator may write to (else 400, nothing stored). With id, {id, addusers, delusers}: its creator changes its members, answer {success: true}; another member 403, anyone else 404.",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/group/{id}",
    params: byIdParams,
    response: groupDtoSchema,
    summary: "One group with its members, to a current member; anyone else 404.",
  }),
  leave: defineEndpoint({
    method: "PUT",
    path: "/api/group/{id}/leave",
    params: byIdParams,
    response: successResponse,
    summary:
      "A member leaves the group; its creator may not (400: delete it instead); anyone else 404.",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/group/{id}",
    params: byIdParams,
    response: successResponse,
    summary:
      "Its creator deletes the group with its messages and documents; another member 403, anyone else 404.",
  }),
  feed: defineEndpoint({
    method: "GET",
    path: "/api/group/{id}/feed",
    params: byIdParams,
    query: conversationQuerySchema,
    response: z.array(feedItemSchema),
    summary:
      "The group's messages and documents, newest lastUpdate first, keyset pages by fromDate; to a current member, anyone else 404.",
  }),
};
