import { vi } from "vitest";

/** One call seen by the fake `fetch`. */
export interface SeenCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the fake server answers: a status and a JSON body (or nothing). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Cookie the answer sets, as `name=value`, applied to `document.cookie`. */
  setCookie?: string;
}

/**
 * Replaces the global `fetch` (the network boundary) with a fake server.
 * @returns the list of calls made, filled as the code under test runs.
 */
export function mockFetch(
  answer: (call: SeenCall) => FakeAnswer | Promise<FakeAnswer>,
): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      // names in lower case, as the Fetch standard's Headers gives them (happy-dom's keeps the
      // case they were set with): a test reads `headers["x-xsrf-token"]` whatever the DOM
      const headers = Object.fromEntries(
        [...new Headers(init.headers).entries()].map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      const call: SeenCall = {
        url: String(input),
        method: init.method ?? "GET",
        headers,
        body:
          typeof init.body === "string"
            ? (JSON.parse(init.body) as unknown)
            : init.body instanceof FormData
              ? init.body
              : undefined,
      };
      calls.push(call);
      const result = await answer(call);
      if (result.setCookie) document.cookie = `${result.setCookie}; path=/`;
      const text = result.body === undefined ? null : JSON.stringify(result.body);
      return new Response(text, {
        status: result.status,
        headers: text ? { "Content-Type": "application/json" } : {},
      });
    }),
  );
  return calls;
}

/** Removes every cookie of the test document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
