import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { newId } from "../../platform/ids.js";
import { currentUser } from "../../platform/sessions.js";
import { parse } from "../../platform/validate.js";
import { clientLogs } from "../../db/schema.js";

const logBodySchema = z.object({
  error: z.unknown(),
  context: z.unknown().optional(),
});

/** `POST /logs` (000 §7): stores a client error, with the user when signed in. */
export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/logs", async (request, reply) => {
    const body = parse(logBodySchema, request.body);
    const user = await currentUser(ctx.sessions, request);
    const error = typeof body.error === "string" ? body.error : JSON.stringify(body.error ?? null);
    await ctx.db.insert(clientLogs).values({
      id: newId(),
      userId: user?.id ?? null,
      error: error.slice(0, 10_000),
      context: body.context ?? null,
      ip: request.ip,
    });
    request.log.warn({ clientError: error.slice(0, 500), userId: user?.id }, "client error");
    return reply.code(201).send({ ok: true });
  });
}
