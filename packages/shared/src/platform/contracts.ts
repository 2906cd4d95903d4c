import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.js";

/** What one readiness check found: the dependency answered, or it did not in time. */
export const readinessStateSchema = z.enum(["ok", "down"]);

/**
 * The dependencies `GET /ws/ready` checks (issue 23 §1): the database (`select 1`), the file
 * storage (its `ready` probe), and with several processes the shared socket.io adapter (a ping of
 * its Redis or PostgreSQL; absent on the embedded database's one process).
 */
export const readinessChecksSchema = z.object({
  database: readinessStateSchema,
  storage: readinessStateSchema,
  adapter: readinessStateSchema.optional(),
});
/** See `readinessChecksSchema`. */
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/**
 * The body of a 503 of `GET /ws/ready`: `notReady` when a dependency is down (`checks` says
 * which), `draining` while the server shuts down (`checks` empty: nothing is probed).
 */
export const notReadyBodySchema = z.object({
  error: z.enum(["notReady", "draining"]),
  message: z.string(),
  checks: readinessChecksSchema.partial(),
});
/** See `notReadyBodySchema`. */
export type NotReadyBody = z.infer<typeof notReadyBodySchema>;

/** The probes of a load balancer or an orchestrator (issue 23 §1), public and never cached. */
export const platformApi = {
  health: defineEndpoint({
    method: "GET",
    path: "/ws/health",
    response: z.object({ status: z.literal("ok") }),
    access: "public",
    summary:
      "Liveness (issue 23 §1): answers while the process serves, without touching the database.",
  }),
  ready: defineEndpoint({
    method: "GET",
    path: "/ws/ready",
    response: z.object({ status: z.literal("ok"), checks: readinessChecksSchema }),
    access: "public",
    summary:
      "Readiness (issue 23 §1): 200 when the database and the file storage answer; 503 `{ error, message, checks }` when one does not, and at once while the server shuts down.",
  }),
};
