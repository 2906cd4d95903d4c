import type { FastifyInstance, FastifyReply } from "fastify";
import { MAX_PICTURE_BYTES, picturesApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  listPictures,
  putPicture,
  readAvatar,
  readPicture,
  type PictureFile,
} from "./pictures.service.js";

/** A picture's body: base64 of at most `MAX_PICTURE_BYTES`, with room for the JSON around it. */
const PICTURE_BODY_LIMIT = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024;

/**
 * Answers image bytes with their type. Cache: an avatar may stay in the browser's private cache
 * (`immutable` for `/ws/pictures/{id}`: a new picture gets a new id); a carte Vitale or an
 * insurance card is health data and keeps the API's `no-store`.
 */
function sendImage(
  reply: FastifyReply,
  file: PictureFile,
  maxAgeSeconds: number,
  immutable: boolean,
) {
  reply.type(file.row.mime);
  reply.header("Content-Disposition", "inline");
  if (file.row.type === "avatar") {
    reply.header(
      "Cache-Control",
      `private, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`,
    );
  }
  return file.bytes;
}

/** Picture routes (000 §7 Pictures, issue 8 §7), from `picturesApi`. */
export function registerPictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(
    picturesApi.putMine,
    ({ actor, params, body }) => putPicture(ctx, actor, actor.id, params.type, body),
    { bodyLimit: PICTURE_BODY_LIMIT },
  );
  route.user(
    picturesApi.putFor,
    ({ actor, params, body }) => putPicture(ctx, actor, params.id, params.type, body),
    { bodyLimit: PICTURE_BODY_LIMIT },
  );
  route.user(picturesApi.list, async ({ actor, query, reply }) => {
    reply.type("text/plain; charset=utf-8");
    return listPictures(ctx, actor, query.ids);
  });
  route.user(picturesApi.get, async ({ actor, params, reply }) =>
    sendImage(reply, await readPicture(ctx, actor, params.id), 31_536_000, true),
  );
  route.user(picturesApi.avatar, async ({ actor, params, reply }) =>
    sendImage(reply, await readAvatar(ctx, actor, params.id), 300, false),
  );
}
