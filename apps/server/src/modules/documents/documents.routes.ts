import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.js";

/** Documents, feed, messages and the status-change action (000 §4, §7). To be written. */
export function registerDocumentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
