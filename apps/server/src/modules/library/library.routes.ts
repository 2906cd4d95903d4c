import type { FastifyInstance } from "fastify";
import { libraryApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  createDirectory,
  createDocument,
  deleteDirectory,
  deleteDocument,
  getDirectory,
  listDirectories,
  listDocuments,
  readImage,
  renameDirectory,
  updateDocument,
} from "./library.service.js";

/** The library's routes (001 §7 "Pro API"), from `libraryApi`, and its files' bytes. */
export function registerLibraryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(libraryApi.documents, ({ actor, params }) => listDocuments(ctx, actor, params.group));
  route.user(libraryApi.createDocument, ({ actor, body }) => createDocument(ctx, actor, body), {
    bodyLimit: 512 * 1024,
  });
  route.user(libraryApi.updateDocument, ({ actor, body }) => updateDocument(ctx, actor, body));
  route.user(libraryApi.deleteDocument, ({ actor, params }) =>
    deleteDocument(ctx, actor, params.id),
  );
  route.user(libraryApi.directories, ({ actor, params }) =>
    listDirectories(ctx, actor, params.group),
  );
  route.user(libraryApi.createDirectory, ({ actor, body }) => createDirectory(ctx, actor, body));
  route.user(libraryApi.updateDirectory, ({ actor, body }) => renameDirectory(ctx, actor, body));
  route.user(libraryApi.directory, ({ actor, params }) => getDirectory(ctx, actor, params.id));
  route.user(libraryApi.deleteDirectory, ({ actor, params }) =>
    deleteDirectory(ctx, actor, params.id),
  );
  route.user(libraryApi.image, async ({ actor, params, reply }) => {
    const { bytes, type } = await readImage(ctx, actor, params.name);
    reply
      .type(type)
      .header("cache-control", "private, no-store")
      .header("content-disposition", "inline");
    return bytes;
  });
}
