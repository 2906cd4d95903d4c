import { COMMON_TEXTS, readErrorBody } from "@reseau/shared";

/** Error code given to a call that never reached the server (status 0). */
const NETWORK_ERROR_CODE = "network";

/**
 * A failed API call. `status` is the HTTP status, or 0 when the network failed; `code`,
 * `message` and `title` come from the error body `{error, message, title?}` of the wire contract.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly title?: string,
    /** "GET /api/feed": what was called, for the error log. */
    readonly request?: string,
  ) {
    super(message);
  }
}

/** True when `error` is an ApiError (of any status). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Builds the ApiError of a non-2xx answer from its parsed body. A body that is not the
 * `{error, message}` shape gives code `http{status}` and an empty message.
 */
export function errorFromBody(status: number, body: unknown, request?: string): ApiError {
  const parsed = readErrorBody(body);
  if (parsed) return new ApiError(status, parsed.error, parsed.message, parsed.title, request);
  return new ApiError(status, `http${status}`, "", undefined, request);
}

/** The ApiError of a call that did not reach the server. */
export function networkError(request?: string): ApiError {
  return new ApiError(0, NETWORK_ERROR_CODE, COMMON_TEXTS.http.offline, undefined, request);
}

/**
 * The French text of a failed call, shown inline by a form: « hors ligne » when the network
 * failed, the server's message, else « Erreur serveur ».
 */
export function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 0) return COMMON_TEXTS.http.offline;
  return isApiError(error) && error.message ? error.message : COMMON_TEXTS.http.server;
}
