import { TEXTS } from "@reseau/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { createErrorHandler, type ErrorHandler } from "./errorHandler";

let toasts: { message: string; title?: string }[];
let authAlerts: number;
let logs: { error: string; context: string }[];
let handle: ErrorHandler;

beforeEach(() => {
  vi.useFakeTimers();
  toasts = [];
  authAlerts = 0;
  logs = [];
  handle = createErrorHandler({
    log: (error, context) => logs.push({ error, context }),
    toast: (message, title) => toasts.push({ message, title }),
    openAuthAlert: () => authAlerts++,
    location: () => "/feed",
  });
});
afterEach(() => vi.useRealTimers());

const unauthorized = () => new ApiError(401, "unauthorized", TEXTS.auth.required);
const offline = () => new ApiError(0, "network", TEXTS.http.offline);

describe("central error handler (000 §8)", () => {
  it("shows the login alert once for 401s within 3 s, then again after", () => {
    handle(unauthorized());
    vi.advanceTimersByTime(1_000);
    handle(unauthorized());
    vi.advanceTimersByTime(1_999);
    handle(unauthorized());
    expect(authAlerts).toBe(1);

    vi.advanceTimersByTime(1);
    handle(unauthorized());
    expect(authAlerts).toBe(2);
  });

  it("toasts 'Problème de connexion internet.' once for network failures within 10 s", () => {
    handle(offline());
    vi.advanceTimersByTime(5_000);
    handle(offline());
    vi.advanceTimersByTime(4_999);
    handle(offline());
    expect(toasts).toEqual([{ message: TEXTS.http.offline, title: undefined }]);

    vi.advanceTimersByTime(1);
    handle(offline());
    expect(toasts).toHaveLength(2);
  });

  it("logs every error, including the suppressed repeats, with where it happened", () => {
    handle(unauthorized(), { context: "load feed" });
    handle(unauthorized(), { context: "load feed" });
    expect(logs).toHaveLength(2);
    expect(logs[0]?.error).toContain("401");
    expect(logs[0]?.context).toBe("load feed · page /feed");
  });

  it("shows the French texts of the catalogue for 413, 400 and an error without detail", () => {
    handle(new ApiError(413, "tooLarge", ""));
    handle(new ApiError(400, "badRequest", ""));
    handle(new ApiError(400, "validation", "Veuillez indiquer un nom ou une ville."));
    handle(new ApiError(500, "http500", ""));
    handle(new Error("boom"));
    expect(toasts.map((t) => t.message)).toEqual([
      TEXTS.http.tooLarge,
      TEXTS.http.badRequest,
      "Veuillez indiquer un nom ou une ville.",
      TEXTS.http.server,
      TEXTS.http.server,
    ]);
  });

  it("shows nothing for a generic 403 but keeps a message specific to the action", () => {
    handle(new ApiError(403, "forbidden", TEXTS.auth.forbidden));
    handle(new ApiError(403, "forbidden", ""));
    expect(toasts).toEqual([]);

    handle(new ApiError(403, "restrictedType", TEXTS.auth.restrictedType));
    expect(toasts.map((t) => t.message)).toEqual([TEXTS.auth.restrictedType]);
  });

  it("only logs an error its caller displays itself", () => {
    handle(new ApiError(401, "unauthorized", TEXTS.auth.badCredentials), { display: false });
    expect(logs).toHaveLength(1);
    expect(authAlerts).toBe(0);
    expect(toasts).toEqual([]);
  });
});

describe("the action's own error text", () => {
  it("replaces a failure the server did not explain, and keeps a specific 400", () => {
    const errorText = TEXTS.messages.sendError;
    handle(new ApiError(500, "http500", ""), { errorText });
    handle(new ApiError(404, "notFound", TEXTS.http.notFound), { errorText });
    handle(new ApiError(400, "validation", TEXTS.messages.empty), { errorText });
    handle(offline(), { errorText });
    expect(toasts.map((t) => t.message)).toEqual([
      errorText,
      errorText,
      TEXTS.messages.empty,
      TEXTS.http.offline,
    ]);
  });
});
