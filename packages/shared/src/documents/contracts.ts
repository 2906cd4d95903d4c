import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import {
  feedQuerySchema,
  metaUpdateSchema,
  sendMessageSchema,
  shareDocumentSchema,
  statusChangeSchema,
  managerPublishSchema,
  uploadDocumentSchema,
} from "./api.js";
import {
  documentCountAnswerSchema,
  documentDtoSchema,
  feedItemSchema,
  messageDtoSchema,
  statusChangeResultSchema,
} from "./dto.js";
import { countDocsQuerySchema } from "./count.js";

/**
 * Documents, the feed and the status-change action (000 §4, §7 "Feed and documents";
 * docs/DECISIONS.md "Documents", "Status change").
 */
export const documentsApi = {
  managerPublish: defineEndpoint({
    method: "POST",
    path: "/api/manager/publish",
    body: managerPublishSchema,
    response: documentDtoSchema,
    status: 201,
    summary:
      "A group manager publishes a document (PUBLISHED) to its members, those of `pharmacies` or all; anyone else 403; a non-member listed 400, nothing sent.",
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/feed/documents",
    body: uploadDocumentSchema,
    response: documentDtoSchema,
    status: 201,
    summary: "Adds a document: base64 data of at most 153600 bytes, JPEG, PNG, GIF or PDF.",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/documents/{id}",
    params: byIdParams,
    response: documentDtoSchema,
    summary: "A document with its data in base64, to those who may read it; 404 otherwise.",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/feed/documents/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deletes a document (its creator or the creator's manager); readers get deleteDoc.",
  }),
  share: defineEndpoint({
    method: "PUT",
    path: "/feed/documents/{id}/share",
    params: byIdParams,
    body: shareDocumentSchema,
    response: documentDtoSchema,
    summary: "Shares a document with 1 to 5 users; each new recipient gets newDoc.",
  }),
  feed: defineEndpoint({
    method: "GET",
    path: "/api/feed",
    query: feedQuerySchema,
    response: z.array(feedItemSchema),
    summary:
      "Documents and messages, newest lastUpdate first (order=asc: oldest first), keyset pages by fromDate; res_patient_name finds a patient's documents.",
  }),
  changeStatus: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/status",
    params: byIdParams,
    body: statusChangeSchema,
    response: statusChangeResultSchema,
    summary: "The status-change action of 000 §4: new status and the patient's message, at once.",
  }),
  updateMeta: defineEndpoint({
    method: "PUT",
    path: "/feed/documents/{id}/meta",
    params: byIdParams,
    body: metaUpdateSchema,
    response: documentDtoSchema,
    summary: "Merges fields into a document's meta; status and order stay the professionals'.",
  }),
  counts: defineEndpoint({
    method: "GET",
    path: "/ws/count/docs",
    query: countDocsQuerySchema,
    response: documentCountAnswerSchema,
    summary:
      "Documents received, counted by status, for the dashboard tabs, and the unread messages about them.",
  }),
};

/** Messages (000 §3 Message, §7). */
export const messagesApi = {
  send: defineEndpoint({
    method: "POST",
    path: "/feed/messages",
    body: sendMessageSchema,
    response: messageDtoSchema,
    status: 201,
    summary: "Sends a message, about a document when iddocument is given; recipients get newMsg.",
  }),
  updateMeta: defineEndpoint({
    method: "PUT",
    path: "/feed/messages/{id}/meta",
    params: byIdParams,
    body: metaUpdateSchema,
    response: messageDtoSchema,
    summary: "Merges fields into a message's meta; payment fields stay the sender's.",
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/messages/read",
    params: byIdParams,
    response: z.object({ read: z.number().int() }),
    summary:
      "Marks the messages about a document the caller (or a user they act for) received as read; answers how many were unread. 404 to those who may not read the document.",
  }),
  linked: defineEndpoint({
    method: "GET",
    path: "/api/documents/{id}/linked_messages",
    params: byIdParams,
    response: z.array(messageDtoSchema),
    summary: "The messages about a document the caller sent or received, oldest first.",
  }),
};
