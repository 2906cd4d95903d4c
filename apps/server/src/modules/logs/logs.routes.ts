import type { FastifyInstance } from "fastify";
import { logsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { newId } from "../../platform/ids.js";
import { routesOf } from "../../platform/routes.js";
import { logsRepository } from "./logs.repository.js";

/** Longest error text kept, in characters. */
const MAX_ERROR_LENGTH = 10_000;
/** Largest report accepted, in bytes. */
const MAX_LOG_BODY_BYTES = 16 * 1024;

/** How long client error reports are kept, in ms (30 days). */
const LOG_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Deletes the client error reports older than 30 days (at start). */
export async function pruneClientLogs(ctx: AppContext): Promise<void> {
  await logsRepository.deleteOlderThan(ctx.db, new Date(Date.now() - LOG_RETENTION_MS));
}

/** `POST /logs` (000 §7): stores a client error, with the user when signed in. */
export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app, ctx).open(
    logsApi.post,
    async ({ actor: readActor, body, request }) => {
      const actor = await readActor();
      const error =
        typeof body.error === "string" ? body.error : JSON.stringify(body.error ?? null);
      await logsRepository.insert(ctx.db, {
        id: newId(),
        userId: actor?.id ?? null,
        error: error.slice(0, MAX_ERROR_LENGTH),
        context: body.context ?? null,
        ip: request.ip,
      });
      request.log.warn({ clientError: error.slice(0, 500), userId: actor?.id }, "client error");
      return { ok: true as const };
    },
    {
      bodyLimit: MAX_LOG_BODY_BYTES,
      rateLimit: { max: ctx.config.logsPerMinute ?? 60, timeWindow: 60_000 },
    },
  );
}
