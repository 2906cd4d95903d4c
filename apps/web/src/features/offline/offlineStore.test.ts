import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FeedItem } from "@reseau/shared";
import { ApiError, networkError } from "../../api/errors";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { feedPage, offlineFeedType } from "../feed/queries";
import {
  clearOfflineData,
  MAX_KEPT_ITEMS,
  readDocument,
  readFeed,
  readUser,
  saveFeedPage,
  saveUser,
} from "./offlineStore";

/** A Cache Storage with a precache and a cache of API answers someone once made. */
function fakeCaches(names: string[]) {
  const left = new Set(names);
  vi.stubGlobal("caches", {
    keys: async () => [...left],
    delete: async (name: string) => left.delete(name),
  });
  return left;
}

const doc = (id: string) => makeDocument(id, { name: `Ordonnance ${id}` });

beforeEach(async () => {
  await clearOfflineData();
  // as in the app: the server's session answer comes first
  await saveUser(makeUser("patient", { id: "u1" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the offline cache (issue 9 §5, 000 §3 keys)", () => {
  it("keeps a feed's pages under @FEED{type} and its documents under doc{id}, for their user only", async () => {
    await saveFeedPage("u1", "mine", [doc("a"), makeMessage("m1")], true);
    await saveFeedPage("u1", "mine", [doc("b")], false);
    expect((await readFeed("u1", "mine"))?.map((item) => item.id)).toEqual(["a", "m1", "b"]);
    expect(await readDocument("u1", "b")).toMatchObject({ id: "b", name: "Ordonnance b" });
    // another user of the device reads nothing of it
    expect(await readFeed("u2", "mine")).toBeNull();
    expect(await readDocument("u2", "a")).toBeNull();
    // a first page again starts over
    await saveFeedPage("u1", "mine", [doc("c")], true);
    expect((await readFeed("u1", "mine"))?.map((item) => item.id)).toEqual(["c"]);
  });

  it("after a logout, a feed page that arrives late neither writes nor re-creates the database", async () => {
    await saveFeedPage("u1", "mine", [doc("a")], true);
    await clearOfflineData();
    await saveFeedPage("u1", "mine", [doc("late")], true);
    expect(await readFeed("u1", "mine")).toBeNull();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(
      "reseau-sante-hors-ligne",
    );
    // the next session keeps its feed again
    await saveUser(makeUser("patient", { id: "u1" }));
    await saveFeedPage("u1", "mine", [doc("b")], true);
    expect((await readFeed("u1", "mine"))?.map((item) => item.id)).toEqual(["b"]);
  });

  it("keeps at most MAX_KEPT_ITEMS items of a feed", async () => {
    const many: FeedItem[] = Array.from({ length: MAX_KEPT_ITEMS + 20 }, (_, i) => doc(`d${i}`));
    await saveFeedPage("u1", "mine", many.slice(0, 60), true);
    await saveFeedPage("u1", "mine", many.slice(60), false);
    expect(await readFeed("u1", "mine")).toHaveLength(MAX_KEPT_ITEMS);
  });

  it("names a filtered list by its filters", () => {
    expect(offlineFeedType("mine", {})).toBe("mine");
    expect(offlineFeedType("dashboard", { status: "READY", type: undefined })).toBe(
      "dashboard?status=READY",
    );
  });

  it("answers the first page from the device when the network fails, never a server error", async () => {
    await saveFeedPage("u1", "mine", [doc("a")], true);
    const offline = () => Promise.reject(networkError("GET /api/feed"));
    expect((await feedPage("u1", "mine", offline, true)).map((i) => i.id)).toEqual(["a"]);
    // a next page offline, or another user, or a server's answer: the error stands
    await expect(feedPage("u1", "mine", offline, false)).rejects.toBeInstanceOf(ApiError);
    await expect(feedPage("u2", "mine", offline, true)).rejects.toBeInstanceOf(ApiError);
    const failing = () => Promise.reject(new ApiError(500, "server", "Erreur serveur"));
    await expect(feedPage("u1", "mine", failing, true)).rejects.toMatchObject({ status: 500 });
  });

  it("saves what the server answered", async () => {
    const page = [doc("x"), doc("y")];
    expect(await feedPage("u1", "mine", () => Promise.resolve(page), true)).toEqual(page);
    await vi.waitFor(async () => expect(await readFeed("u1", "mine")).toHaveLength(2));
  });

  it("clears every health datum: IndexedDB and any cache but the app shell's", async () => {
    const left = fakeCaches(["workbox-precache-v2-http://localhost/", "api-answers", "images"]);
    await saveUser(makeUser("patient", { id: "u1" }));
    await saveFeedPage("u1", "mine", [doc("a")], true);
    expect(await readUser()).toMatchObject({ id: "u1" });
    await clearOfflineData();
    expect(await readUser()).toBeNull();
    expect(await readFeed("u1", "mine")).toBeNull();
    expect(await readDocument("u1", "a")).toBeNull();
    expect([...left]).toEqual(["workbox-precache-v2-http://localhost/"]);
  });
});
