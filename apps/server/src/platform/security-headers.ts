import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers `helmet(options)` sets, computed once: `[name, value]` pairs in helmet's order.
 * `@fastify/helmet` built a new helmet middleware on every request, parsing the CSP's directives
 * each time — about 13 % of the server's CPU on a static route (issue 23 §2); the headers only
 * depend on the options (no nonce is used), so they are read once from a stand-in response.
 * @throws what helmet throws for invalid options (at start, never per request).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * The security headers of every answer, 404s included: helmet's (CSP, HSTS, nosniff, no framing,
 * no referrer to other sites, with `helmetOptions`), set on each request in one hook from values
 * computed at start; and `Cache-Control: no-store` on API answers (`isApiPath`, from the module
 * list), so a shared computer or a proxy keeps no copy of a prescription, an order or a profile.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isApiPath: (path: string) => boolean,
  helmetOptions: HelmetOptions,
): void {
  const fixed = helmetHeaders(helmetOptions);
  // on the raw response, as helmet sets them: a route's own header still wins at send
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    done();
  });
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
