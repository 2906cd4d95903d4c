import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import { publicUserSchema } from "../accounts/dto.js";

/** The contact book endpoints (000 §7 "Contacts"). */
export const contactsApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/ws/contacts",
    response: z.array(publicUserSchema),
    summary: "The caller's contacts, by name, as cards.",
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/ws/contacts/{id}",
    params: byIdParams,
    response: publicUserSchema,
    summary: "Adds a user the caller may see to their contacts.",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/ws/contacts/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Removes a contact; 404 when it was not one.",
  }),
};
