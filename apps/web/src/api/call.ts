import { fillPath, type AnyEndpoint, type ResponseOf } from "@reseau/shared";
import type { z } from "zod";
import { apiRequest, type QueryParams } from "./client";
import { CHECK_RESPONSES } from "./config";

type Slot<S, K extends string, Optional extends boolean> = S extends z.ZodType
  ? Optional extends true
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: undefined };

/**
 * What a call of `E` takes: its path parameters and body when the endpoint has them (required),
 * its query (optional: every query parameter has a default or is optional), an abort signal, and
 * a `form` for an upload endpoint (sent as `multipart/form-data` instead of a JSON body).
 */
type CallInput<E extends AnyEndpoint> = Slot<E["params"], "params", false> &
  Slot<E["query"], "query", true> &
  Slot<E["body"], "body", false> & { signal?: AbortSignal; form?: FormData };

// an endpoint without params nor body may be called with no second argument
type CallArgs<E extends AnyEndpoint> = E["params"] extends z.ZodType
  ? [CallInput<E>]
  : E["body"] extends z.ZodType
    ? [CallInput<E>]
    : [CallInput<E>?];

/** Query values as the URL carries them: lists as comma lists (000 §7), the rest as text. */
function queryOf(query: Record<string, unknown> | undefined): QueryParams | undefined {
  if (!query) return undefined;
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params[key] = Array.isArray(value) ? value.join(",") : (value as QueryParams[string]);
  }
  return params;
}

/**
 * Checks an answer of `endpoint` against its response schema.
 * @throws Error naming the endpoint and the first field that does not match its contract.
 */
export function checkAnswer(endpoint: AnyEndpoint, answer: unknown): void {
  const checked = endpoint.response.safeParse(answer);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  throw new Error(
    `${endpoint.method} ${endpoint.path}: answer does not match its contract at ` +
      `${issue?.path.join(".") || "(root)"}: ${issue?.message ?? ""}`,
  );
}

/**
 * Calls one endpoint of the shared contracts (`accountsApi.me`, `documentsApi.share`, …): the
 * path filled with its parameters (encoded), the query, the JSON body, the session cookie and the
 * XSRF header (`apiRequest`). In development and tests the answer is checked against the
 * endpoint's response schema, so a server that drifts from its contract is caught where it
 * happens; production skips the check (it costs time on a phone).
 * @returns the answer, typed by the contract's response schema.
 * @throws ApiError for a non-2xx answer or a network failure; Error naming the endpoint when an
 *   answer does not match its contract (development and tests only).
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const { params, query, body, signal, form } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    form?: FormData;
  };
  const answer = await apiRequest<unknown>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query: queryOf(query),
    body: form ?? body,
    signal,
  });
  if (CHECK_RESPONSES) checkAnswer(endpoint, answer);
  return answer as ResponseOf<E>;
}
