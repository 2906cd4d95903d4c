import { COMMON_TEXTS } from "@reseau/shared";
import { isApiError } from "../api/errors";

/** A 401 alert is not shown again within this many milliseconds (000 §8). */
const AUTH_REPEAT_MS = 3_000;
/** The "no connection" toast is not shown again within this many milliseconds (000 §8). */
const OFFLINE_REPEAT_MS = 10_000;

/** What the user sees for an error: the login alert, the offline toast, a toast, or nothing. */
type ErrorDisplay =
  | { kind: "auth" }
  | { kind: "offline" }
  | { kind: "toast"; message: string; title?: string }
  | { kind: "none" };

/**
 * The central handler's choice for one error (000 §8): 401 → login alert; 403 → the server's
 * message only when it is specific to the action; 413 → "too large"; 400 → the server's message
 * or the generic one; status 0 → offline toast; anything else → its message or "Erreur serveur".
 */
function resolveErrorDisplay(error: unknown): ErrorDisplay {
  if (!isApiError(error)) return { kind: "toast", message: COMMON_TEXTS.http.server };
  const title = error.title || undefined;
  switch (error.status) {
    case 0:
      return { kind: "offline" };
    case 401:
      return { kind: "auth" };
    case 403:
      // 000 §8 clears the message: a generic refusal shows nothing, a specific one is kept
      return error.message && error.message !== COMMON_TEXTS.auth.forbidden
        ? { kind: "toast", message: error.message, title }
        : { kind: "none" };
    case 413:
      return { kind: "toast", message: COMMON_TEXTS.http.tooLarge, title };
    case 400:
      return { kind: "toast", message: error.message || COMMON_TEXTS.http.badRequest, title };
    default:
      return { kind: "toast", message: error.message || COMMON_TEXTS.http.server, title };
  }
}

/** One line describing an error for the server log. */
function describeError(error: unknown): string {
  if (isApiError(error)) {
    return `ApiError ${error.status} ${error.code}: ${error.message}${error.request ? ` (${error.request})` : ""}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The side effects the handler drives; injected so that tests can watch them. */
export interface ErrorHandlerEffects {
  /** Sends `{error, context}` to `POST /logs`; must never throw nor report its own failure. */
  log: (error: string, context: string) => void;
  toast: (message: string, title?: string) => void;
  /** Opens the "Authentification requise" alert with Annuler / Login. */
  openAuthAlert: () => void;
  /** Where the user is, for the log's context. */
  location?: () => string;
}

/** How a caller hands an error to the handler. */
interface HandleErrorOptions {
  /** What was being done, e.g. "upload document"; logged with the error. */
  context?: string;
  /** false when the caller already shows the error itself (login, sign-up): only logged. */
  display?: boolean;
  /**
   * The catalogue's text of the failed action (000 §8, e.g. "Erreur dans l'envoie du message"),
   * toasted instead of a message the server did not make specific to it.
   */
  errorText?: string;
}

/**
 * Whether an error carries its own explanation, worth more than the action's text: a 4xx answer
 * with a message, other than "not found" (the server's 404 text is generic).
 */
function explainsItself(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.message !== "" &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 404
  );
}

/** The central error handler: logs every error, then shows it once (000 §8). */
export type ErrorHandler = (error: unknown, options?: HandleErrorOptions) => void;

/**
 * Creates the central error handler of 000 §8. Every error is logged to the server; then the
 * login alert is suppressed for 3 s after it was shown, and the offline toast for 10 s; a toast
 * shows the action's `errorText` unless the server explained the error itself.
 */
export function createErrorHandler(effects: ErrorHandlerEffects): ErrorHandler {
  let lastAuthAlert = Number.NEGATIVE_INFINITY;
  let lastOfflineToast = Number.NEGATIVE_INFINITY;

  return (error, options = {}) => {
    const where = effects.location?.() ?? "";
    const context = [options.context, where && `page ${where}`].filter(Boolean).join(" · ");
    effects.log(describeError(error), context);
    if (options.display === false) return;

    const display = resolveErrorDisplay(error);
    const now = Date.now();
    switch (display.kind) {
      case "auth":
        if (now - lastAuthAlert < AUTH_REPEAT_MS) return;
        lastAuthAlert = now;
        effects.openAuthAlert();
        return;
      case "offline":
        if (now - lastOfflineToast < OFFLINE_REPEAT_MS) return;
        lastOfflineToast = now;
        effects.toast(COMMON_TEXTS.http.offline);
        return;
      case "toast":
        effects.toast(
          options.errorText && !explainsItself(error) ? options.errorText : display.message,
          display.title,
        );
        return;
      case "none":
        return;
    }
  };
}
