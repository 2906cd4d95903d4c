import type { FastifyInstance } from "fastify";

/** Path prefixes of API answers, which carry health data and must never be cached. */
const PRIVATE_PREFIXES = ["/ws/", "/api/", "/feed/", "/logs", "/patient/"];

/**
 * Headers on every answer: no MIME sniffing, no framing by other sites, no referrer to other
 * sites; and `Cache-Control: no-store` on API answers, so a shared computer or a proxy keeps no
 * copy of a prescription or a profile.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "same-origin");
    const path = request.url.split("?")[0] ?? "";
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}
