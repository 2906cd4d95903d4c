import type { FastifyInstance } from "fastify";
import {
  countDocsQuerySchema,
  feedQuerySchema,
  normalizeDocumentType,
  metaUpdateSchema,
  sendMessageSchema,
  shareDocumentSchema,
  statusChangeSchema,
} from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { requireUser } from "../../platform/sessions.js";
import { parse } from "../../platform/validate.js";
import {
  deleteDocument,
  getDocument,
  parseUploadBody,
  shareDocument,
  updateDocumentMeta,
  uploadDocument,
} from "./documents.service.js";
import { countRepository } from "./count.repository.js";
import { readFeed } from "./feed.service.js";
import { feedOwners, linkedMessages, sendMessage, updateMessageMeta } from "./messages.service.js";
import { changeStatus } from "./status.service.js";

type ById = { Params: { id: string } };

/**
 * Documents, feed, messages and the status-change action (000 §4, §7 Feed and documents;
 * DECISIONS "Wire contract"). Every route needs a session (401 otherwise); the rules live in
 * the services, who may do what in `documents.policy`.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/feed/documents", async (request, reply) => {
    const user = await requireUser(ctx.sessions, request);
    const document = await uploadDocument(ctx, user, parseUploadBody(request.body));
    return reply.code(201).send(document);
  });

  app.get<ById>("/api/documents/:id", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    return getDocument(ctx, user, request.params.id);
  });

  app.delete<ById>("/feed/documents/:id", async (request, reply) => {
    const user = await requireUser(ctx.sessions, request);
    await deleteDocument(ctx, user, request.params.id);
    return reply.code(204).send();
  });

  app.put<ById>("/feed/documents/:id/share", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const { sharers } = parse(shareDocumentSchema, request.body);
    return shareDocument(ctx, user, request.params.id, sharers);
  });

  app.get("/api/feed", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    return readFeed(ctx, user, parse(feedQuerySchema, request.query));
  });

  app.post<ById>("/api/documents/:id/status", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    return changeStatus(ctx, user, request.params.id, parse(statusChangeSchema, request.body));
  });

  app.put<ById>("/feed/documents/:id/meta", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const { meta } = parse(metaUpdateSchema, request.body);
    return updateDocumentMeta(ctx, user, request.params.id, meta);
  });

  app.put<ById>("/feed/messages/:id/meta", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const { meta } = parse(metaUpdateSchema, request.body);
    return updateMessageMeta(ctx, user, request.params.id, meta);
  });

  app.post("/feed/messages", async (request, reply) => {
    const user = await requireUser(ctx.sessions, request);
    const message = await sendMessage(ctx, user, parse(sendMessageSchema, request.body));
    return reply.code(201).send(message);
  });

  app.get<ById>("/api/documents/:id/linked_messages", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    return linkedMessages(ctx, user, request.params.id);
  });

  // Documents received, by status, for the dashboard's tabs (000 §7 GET /ws/count/docs).
  app.get("/ws/count/docs", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const query = parse(countDocsQuerySchema, request.query);
    const types = query.type.map(normalizeDocumentType).filter((t) => t !== null);
    // a type list naming only unknown types matches no document
    if (query.type.length > 0 && types.length === 0) return { count: [] };
    const count = await countRepository.receivedByStatus(ctx.db, await feedOwners(ctx, user), {
      types,
      statuses: query.status,
    });
    return { count };
  });
}
