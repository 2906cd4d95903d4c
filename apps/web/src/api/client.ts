import { XSRF_PATH } from "@reseau/shared";
import { API_BASES, type ApiName } from "./config";
import { ApiError, errorFromBody, networkError } from "./errors";
import { isMutatingMethod, readXsrfToken, XSRF_HEADER } from "./xsrf";

/** HTTP methods the APIs use. */
type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Query-string values; `undefined` and `null` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Options of one call. `api` picks the base URL (main by default); `body` is sent as JSON, or as
 * it is when a `FormData` (a multipart upload: the browser streams the file and sets the type).
 */
export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  api?: ApiName;
  signal?: AbortSignal;
}

let pendingXsrf: Promise<string | null> | null = null;

/**
 * Asks the main API for an XSRF cookie (`GET /ws/xsrf` answers 204 and sets it), once at a time.
 * @returns the token now readable, or null (the call then goes without it and the server refuses).
 */
function refreshXsrfToken(): Promise<string | null> {
  pendingXsrf ??= fetch(`${API_BASES.main}${XSRF_PATH}`, { credentials: "include" })
    .then(
      () => readXsrfToken(),
      () => null,
    )
    .finally(() => {
      pendingXsrf = null;
    });
  return pendingXsrf;
}

function buildUrl(api: ApiName, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASES[api]}${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  url: string,
  method: HttpMethod,
  options: RequestOptions,
  token: string | null,
) {
  const headers: Record<string, string> = { Accept: "application/json" };
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers["Content-Type"] = "application/json";
  if (token) headers[XSRF_HEADER] = token;
  return fetch(url, {
    method,
    headers,
    credentials: "include",
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
}

/**
 * Calls an API with the session cookie and JSON (000 §7). POST, PUT, PATCH and DELETE carry the
 * `X-XSRF-TOKEN` header, fetching the cookie first when there is none yet; a 403 `xsrf` answer is
 * retried once with a fresh token.
 * @returns the parsed JSON answer, or undefined for an empty answer (204).
 * @throws ApiError with the status and the `{error, message, title}` body of a non-2xx answer,
 *   or status 0 when the network failed. An aborted call rethrows the AbortError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const url = buildUrl(options.api ?? "main", path, options.query);
  const label = `${method} ${path}`;
  const mutating = isMutatingMethod(method);

  for (let attempt = 0; ; attempt++) {
    let token: string | null = null;
    if (mutating) token = (attempt === 0 && readXsrfToken()) || (await refreshXsrfToken());
    let response: Response;
    try {
      response = await send(url, method, options, token);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw networkError(label);
    }
    const body = await readBody(response);
    if (response.ok) return body as T;
    const apiError = errorFromBody(response.status, body, label);
    if (mutating && attempt === 0 && response.status === 403 && apiError.code === "xsrf") continue;
    throw apiError;
  }
}

/** Short-hands over `apiRequest`, one per method. */
export const api = {
  get: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "GET", query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

export { ApiError };
