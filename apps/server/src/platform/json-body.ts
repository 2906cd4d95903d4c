import type { FastifyInstance } from "fastify";
import { format, TEXTS } from "@reseau/shared";
import { AppError } from "./errors.js";

/**
 * How many levels of objects and lists a JSON body may nest: far above any contract's (a few),
 * far below what the recursive walks after it (the unsafe-text check, zod, jsonb) can bear.
 */
const MAX_JSON_DEPTH = 32;

/**
 * How deeply `value` nests objects and lists (a scalar: 0, `[]`: 1, `{a: [1]}`: 2), found without
 * recursion, stopping as soon as it passes `limit`.
 */
function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== "object") continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, here]);
  }
  return deepest;
}

/**
 * Every JSON body of every route, parsed once here (issue 17 §6): Fastify's own parser (its
 * prototype-poisoning guard kept), then its depth bounded by `MAX_JSON_DEPTH` — about 3,000
 * levels in 30 KB overflowed the stack of the walks after it (a 500 on 36 operations).
 * @throws AppError 400 `validation` (`TEXTS.http.tooDeep`) for a deeper body.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, typeof body === "string" ? body : body.toString("utf8"), (error, value) => {
      if (error) return done(error);
      if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        return done(
          new AppError(400, "validation", format(TEXTS.http.tooDeep, { max: MAX_JSON_DEPTH })),
        );
      }
      done(null, value);
    });
  });
}
