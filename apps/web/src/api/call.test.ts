// @vitest-environment jsdom
import { documentsApi, messagesApi } from "@reseau/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage } from "../test/factories";
import { clearCookies, mockFetch } from "../test/fetchMock";
import { call } from "./call";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("call(endpoint): one typed function over the shared contracts", () => {
  it("fills and encodes the path, sends the body with the XSRF header", async () => {
    const calls = mockFetch(() => ({ status: 200, body: makeDocument("a/b") }));

    const document = await call(documentsApi.share, {
      params: { id: "a/b" },
      body: { sharers: ["p1"] },
    });

    expect(document.id).toBe("a/b");
    expect(calls[0]).toMatchObject({
      method: "PUT",
      url: "/feed/documents/a%2Fb/share",
      body: { sharers: ["p1"] },
      headers: { "x-xsrf-token": "t" },
    });
  });

  it("sends the query, lists as comma lists, and leaves out what is undefined", async () => {
    const calls = mockFetch(() => ({ status: 200, body: [] }));

    await call(documentsApi.feed, {
      query: { limit: 20, status: "NEW,PROCESSING", sharer: undefined },
    });

    expect(calls[0]?.url).toBe("/api/feed?limit=20&status=NEW%2CPROCESSING");
  });

  it("answers nothing for a 204", async () => {
    mockFetch(() => ({ status: 204 }));
    await expect(call(documentsApi.remove, { params: { id: "d1" } })).resolves.toBeUndefined();
  });

  it("reports an answer that drifts from its contract, naming the endpoint and the field", async () => {
    mockFetch(() => ({ status: 201, body: { ...makeMessage("m1"), recipients: "p1" } }));

    await expect(
      call(messagesApi.send, { body: { content: "Bonjour", recipients: ["p1"] } }),
    ).rejects.toThrow(/POST \/feed\/messages: answer does not match its contract at recipients/);
  });
});
