import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import { publicUserSchema } from "../accounts/dto.js";
import { familyMemberSchema, groupOverviewSchema } from "./family.js";
import {
  memberPictureParams,
  pictureBodySchema,
  pictureListQuerySchema,
  pictureTypeParams,
} from "./pictures.js";

/** Image bytes answered as they are (`Content-Type` the picture's), not JSON. */
const imageBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Family and managed accounts (issue 8 §6, 000 §6 and §7 "Session and users"). */
export const familyApi = {
  create: defineEndpoint({
    method: "POST",
    path: "/ws/family",
    body: familyMemberSchema,
    response: publicUserSchema,
    status: 201,
    summary:
      "A patient adds a family member: a managed patient (STUB, no e-mail) she acts for; 403 for other types.",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/ws/manager/list",
    response: z.object({ accounts: z.array(z.object({ user: publicUserSchema })) }),
    summary: "The accounts the caller manages (family members, a group's establishments), in full.",
  }),
  overview: defineEndpoint({
    method: "GET",
    path: "/ws/manager/overview",
    response: groupOverviewSchema,
    summary:
      "A group manager's members, each with its documents to process (NEW, PROCESSING), open orders and open renewals; 403 for anyone else.",
  }),
  end: defineEndpoint({
    method: "DELETE",
    path: "/ws/family/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary:
      "Ends the management of a family member; the member's account and documents stay. 404 when not managed.",
  }),
  managers: defineEndpoint({
    method: "GET",
    path: "/ws/user/{id}/managers",
    params: byIdParams,
    response: z.array(publicUserSchema),
    summary:
      "Who manages a user: to the user, her managers, or a professional who may see her; 404 otherwise.",
  }),
};

/** Pictures: avatar, carte Vitale, insurance card (000 §7 Pictures, issue 8 §7). */
export const picturesApi = {
  putMine: defineEndpoint({
    method: "PUT",
    path: "/ws/pictures/{type}",
    params: pictureTypeParams,
    body: pictureBodySchema,
    response: z.object({ id: z.string() }),
    summary:
      "Sets my picture of a type (base64 JPEG, PNG or WebP read from the bytes; metadata stripped; avatars ≤ 1280 px).",
  }),
  putFor: defineEndpoint({
    method: "PUT",
    path: "/ws/{id}/pictures/{type}",
    params: memberPictureParams,
    body: pictureBodySchema,
    response: z.object({ id: z.string() }),
    summary: "Sets a picture of a user I manage (000 §6); 404 for anyone else.",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/ws/pictures/{id}",
    params: byIdParams,
    response: imageBytes,
    summary:
      "The image bytes. A carte Vitale or insurance card: to its owner, her managers and the professionals she sent a document to; 404 otherwise.",
  }),
  avatar: defineEndpoint({
    method: "GET",
    path: "/ws/avatar/{id}",
    params: byIdParams,
    response: imageBytes,
    summary: "A user's avatar bytes, to whoever may see the user's card; 404 otherwise.",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/ws/pictures/list",
    query: pictureListQuerySchema,
    response: z.string(),
    summary:
      "Text, one line per readable picture: `id mime base64`; at most 10 ids; unknown or hidden ids are left out.",
  }),
};
