import type { FastifyInstance } from "fastify";

/**
 * Headers on every answer: no MIME sniffing, no framing by other sites, no referrer to other
 * sites; and `Cache-Control: no-store` on API answers (`isApiPath`, from the module list), so a
 * shared computer or a proxy keeps no copy of a prescription, an order or a profile.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isApiPath: (path: string) => boolean,
): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "same-origin");
    const path = request.url.split("?")[0] ?? "";
    if (isApiPath(path)) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}
