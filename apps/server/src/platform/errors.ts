import { firstIssueMessage, TEXTS, type ErrorCode } from "@reseau/shared";
import type { ZodError } from "zod";

/**
 * An error meant for the client: answered as `{ error: code, message, title? }` with `status`
 * (docs/DECISIONS.md "Wire contract"). Anything else thrown becomes a 500 "Erreur serveur".
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** 400 with a French message. */
export const badRequest = (message: string, code: ErrorCode = "validation", title?: string) =>
  new AppError(400, code, message, title);
/** 401: no session. */
export const unauthorized = () =>
  new AppError(401, "unauthorized", TEXTS.auth.required, TEXTS.auth.title);
/** 403: signed in but not allowed. */
export const forbidden = (message: string = TEXTS.auth.forbidden, code: ErrorCode = "forbidden") =>
  new AppError(403, code, message);
/** 404: unknown, or not yours where saying more would leak. */
export const notFound = (message: string = TEXTS.http.notFound) =>
  new AppError(404, "notFound", message);
/** 409: conflict. */
export const conflict = (message: string) => new AppError(409, "conflict", message);

/**
 * The French message of a zod error, used as the 400 answer's text: always the schema's own
 * message, or the French text of zod's built-in issue (shared `firstIssueMessage`).
 */
export function zodMessage(error: ZodError): string {
  return firstIssueMessage(error);
}
