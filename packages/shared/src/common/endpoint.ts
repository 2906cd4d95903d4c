import { z } from "zod";

/** HTTP methods of the APIs. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call an endpoint, before any policy: `public` needs no session (the handler may still
 * read one), `user` answers 401 "Authentification requise" without one (000 §8). Finer rules
 * (whose document, which user type) are each domain's policy on the server.
 */
export type EndpointAccess = "public" | "user";

/** The status of a successful answer; 204 carries no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One endpoint of the wire contract (docs/DECISIONS.md "Wire contract"), declared once in
 * `packages/shared` and used by the server (route registration, parsing, status), the web client
 * (typed calls, answers checked in development and tests) and the OpenAPI description.
 *
 * `path` is written as in the spec, `{name}` for a parameter (`/api/documents/{id}`). `params`,
 * `query` and `body` are zod schemas of what the client sends (their messages are the French
 * answer of a 400); `response` is the schema of a successful answer's body.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly status: SuccessStatus;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI description: what the call does, with its spec section. */
  readonly summary: string;
}

/** An endpoint of any shape (every endpoint is assignable to it). */
export type AnyEndpoint = Endpoint;

/** What a client gives for a schema slot (undefined when the endpoint has none). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What the server reads from a schema slot, once parsed. */
export type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The body of a successful answer of an endpoint. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E["response"]>;

/** The declaration of an endpoint; slots left out mean "none". */
export interface EndpointDefinition<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** 200 by default. */
  status?: SuccessStatus;
  /** `user` by default. */
  access?: EndpointAccess;
  summary: string;
}

/**
 * Declares an endpoint (see `Endpoint`): fills the defaults (`status` 200, `access` user) and
 * checks that every `{param}` of the path has a schema.
 * @throws Error at module load when the path names a parameter `params` does not declare.
 */
export function defineEndpoint<
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: EndpointDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  const names = pathParameters(definition.path);
  if (names.length > 0 && !definition.params) {
    throw new Error(`${definition.path}: path parameters without a params schema`);
  }
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: definition.response,
    status: definition.status ?? 200,
    access: definition.access ?? "user",
    summary: definition.summary,
  };
}

/** The `{name}` parameters of a path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The concrete path of a call: each `{name}` replaced by its value, URI-encoded.
 * @throws Error when a parameter has no value.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${path}: missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A path parameter that is an opaque id (docs/DECISIONS.md "Wire contract": IDs are opaque). */
export const idParam = z.string().min(1).max(64);

/**
 * An id in a body or a query: as `idParam`, never empty (an empty id is no id).
 * @alias idParam, under the name a body or a query reads better with
 */
export const idSchema = idParam;

/** `{ id }` of `/…/{id}` paths. */
export const byIdParams = z.object({ id: idParam });

/** The body of a 204 answer: nothing. */
export const noContent = z.void();

/** A response of bytes answered as they are (`Content-Type` the file's), not JSON. */
export const bytesResponse = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** `{ ok: true }`, the answer of calls that only acknowledge. */
export const okResponse = z.object({ ok: z.literal(true) });
