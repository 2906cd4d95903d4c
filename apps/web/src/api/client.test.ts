// @vitest-environment jsdom
import { TEXTS } from "@reseau/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies, mockFetch } from "../test/fetchMock";
import { api, ApiError } from "./client";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe("API client XSRF", () => {
  it("sends the XSRF cookie's value in X-XSRF-TOKEN on a POST, with the session cookie", async () => {
    document.cookie = "XSRF-TOKEN=abc123; path=/";
    const calls = mockFetch(() => ({ status: 200, body: { id: "u1" } }));

    await api.post("/ws/login", { login: "a@b.fr", password: "secret12" });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers["x-xsrf-token"]).toBe("abc123");
    expect(calls[0]?.body).toEqual({ login: "a@b.fr", password: "secret12" });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("asks GET /ws/xsrf for the cookie first when there is none yet", async () => {
    const calls = mockFetch((call) =>
      call.url === "/ws/xsrf"
        ? { status: 204, setCookie: "XSRF-TOKEN=fresh" }
        : { status: 201, body: { id: "d1" } },
    );

    await api.put("/ws/user", { idpharma: "p1" });

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /ws/xsrf", "PUT /ws/user"]);
    expect(calls[1]?.headers["x-xsrf-token"]).toBe("fresh");
  });

  it("sends no XSRF header on a GET", async () => {
    document.cookie = "XSRF-TOKEN=abc123; path=/";
    const calls = mockFetch(() => ({ status: 200, body: [] }));

    await api.get("/api/feed", { limit: 10, fromDate: undefined });

    expect(calls[0]?.url).toBe("/api/feed?limit=10");
    expect(calls[0]?.headers["x-xsrf-token"]).toBeUndefined();
  });

  it("retries once with a fresh token when the server refuses the XSRF token", async () => {
    document.cookie = "XSRF-TOKEN=stale; path=/";
    let refused = false;
    const calls = mockFetch((call) => {
      if (call.url === "/ws/xsrf") return { status: 204, setCookie: "XSRF-TOKEN=new" };
      if (!refused) {
        refused = true;
        return { status: 403, body: { error: "xsrf", message: TEXTS.auth.xsrf } };
      }
      return { status: 204 };
    });

    await api.post("/ws/logout");

    expect(calls.map((c) => c.headers["x-xsrf-token"] ?? "-")).toEqual(["stale", "-", "new"]);
  });
});

describe("API client errors", () => {
  it("turns an error body into an ApiError with status, code, message and title", async () => {
    document.cookie = "XSRF-TOKEN=t; path=/";
    mockFetch(() => ({
      status: 409,
      body: { error: "conflict", message: TEXTS.signup.emailTaken, title: "Création de compte" },
    }));

    const error = await api.post("/ws/user/patient", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "conflict",
      message: TEXTS.signup.emailTaken,
      title: "Création de compte",
    });
  });

  it("gives an empty message when the error body is not the wire shape", async () => {
    mockFetch(() => ({ status: 502, body: "Bad gateway" }));

    const error = await api.get("/api/feed").catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, code: "http502", message: "" });
  });

  it("reports a network failure as status 0 with the connection message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));

    const error = await api.get("/ws/user").catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 0, message: TEXTS.http.offline });
  });

  it("returns undefined for an empty 204 answer", async () => {
    document.cookie = "XSRF-TOKEN=t; path=/";
    mockFetch(() => ({ status: 204 }));

    await expect(api.post("/ws/logout")).resolves.toBeUndefined();
  });
});
