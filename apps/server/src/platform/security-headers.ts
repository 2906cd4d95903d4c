import type { FastifyInstance } from "fastify";

/**
 * `Cache-Control: no-store` on API answers (the other security headers — CSP, HSTS, nosniff, no
 * framing, no referrer to other sites — are `@fastify/helmet`'s, registered in `app.ts`) (`isApiPath`, from the module list), so a
 * shared computer or a proxy keeps no copy of a prescription, an order or a profile.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isApiPath: (path: string) => boolean,
): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0] ?? "";
    // a route may answer a private, cacheable copy (an avatar, issue 8 §7); anything else no-store
    const own = reply.getHeader("Cache-Control");
    if (isApiPath(path) && !(typeof own === "string" && own.startsWith("private"))) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}
