import type { FastifyInstance } from "fastify";
import { conversationsApi, directoriesApi, documentsApi, messagesApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  deleteDocument,
  getDocument,
  parseUploadBody,
  shareDocument,
  updateDocumentMeta,
  publishToMembers,
  uploadDocument,
} from "./documents.service.js";
import { countReceived, readFeed } from "./feed.service.js";
import {
  allDirectories,
  createDirectory,
  deleteDirectory,
  directoryFeed,
  fileDocument,
  myDirectories,
} from "./directories.service.js";
import {
  linkedMessages,
  markMessagesRead,
  sendMessage,
  updateMessageMeta,
} from "./messages.service.js";
import { changeStatus } from "./status.service.js";
import { readConversation, readPublished } from "./conversation.service.js";

/**
 * Documents, feed, messages and the status-change action (000 §4, §7 "Feed and documents"), from
 * `documentsApi` and `messagesApi`. The rules live in the services, who may do what in
 * `documents.policy` and `messages.policy`.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  // the upload's own 400 `badFormat` for a missing or refused file (docs/DECISIONS.md "Documents")
  route.user(documentsApi.upload, ({ actor, body }) => uploadDocument(ctx, actor, body), {
    readBody: parseUploadBody,
  });
  route.user(documentsApi.managerPublish, ({ actor, body }) => publishToMembers(ctx, actor, body));
  route.user(documentsApi.get, ({ actor, params }) => getDocument(ctx, actor, params.id));
  route.user(documentsApi.remove, ({ actor, params }) => deleteDocument(ctx, actor, params.id));
  route.user(documentsApi.share, ({ actor, params, body }) =>
    shareDocument(ctx, actor, params.id, body.sharers),
  );
  route.user(documentsApi.feed, ({ actor, query }) => readFeed(ctx, actor, query));
  route.user(documentsApi.changeStatus, ({ actor, params, body }) =>
    changeStatus(ctx, actor, params.id, body),
  );
  route.user(documentsApi.updateMeta, ({ actor, params, body }) =>
    updateDocumentMeta(ctx, actor, params.id, body.meta),
  );
  route.user(documentsApi.counts, ({ actor, query }) => countReceived(ctx, actor, query));

  // directories and « Mes dossiers » (000 §3, §7; directories.policy)
  route.user(directoriesApi.mine, ({ actor }) => myDirectories(ctx, actor));
  route.user(directoriesApi.all, ({ actor }) => allDirectories(ctx, actor));
  route.user(directoriesApi.create, ({ actor, body }) => createDirectory(ctx, actor, body));
  route.user(directoriesApi.remove, ({ actor, params }) => deleteDirectory(ctx, actor, params.id));
  route.user(directoriesApi.move, ({ actor, params, body }) =>
    fileDocument(ctx, actor, params.id, body.iddirectory),
  );
  route.user(directoriesApi.feed, ({ actor, params, query }) =>
    directoryFeed(ctx, actor, params.id, query),
  );

  route.user(messagesApi.send, ({ actor, body }) => sendMessage(ctx, actor, body));
  route.user(messagesApi.updateMeta, ({ actor, params, body }) =>
    updateMessageMeta(ctx, actor, params.id, body.meta),
  );
  route.user(messagesApi.markRead, ({ actor, params }) => markMessagesRead(ctx, actor, params.id));
  route.user(messagesApi.linked, ({ actor, params }) => linkedMessages(ctx, actor, params.id));

  route.user(conversationsApi.feed, ({ actor, params, query }) =>
    readConversation(ctx, actor, params.id, query),
  );
  route.user(conversationsApi.public, ({ params, query }) => readPublished(ctx, params.id, query));
}
