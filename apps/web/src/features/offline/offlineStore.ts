import type { FeedItem, PublicUser } from "@reseau/shared";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * What the app keeps on the device to show offline (issue 9 §5), in IndexedDB only — never in
 * Cache Storage — named by the keys of 000 §3: `@USER` (the signed-in user), `@FEED{type}` (the
 * last pages of a feed list), `doc{id}` (a document of those pages, without its bytes). Every
 * entry carries the user it belongs to: another user never reads it, and logging out deletes
 * the whole database (`clearOfflineData`).
 */
export const OFFLINE_DB = "reseau-sante-hors-ligne";
const STORE = "entries";

/** The key of the signed-in user (000 §3 `@USER`). */
export const USER_KEY = "@USER";
/** The key of a feed list: `@FEED` and its type (000 §3 `@FEED{type}`). */
export const feedKey = (type: string) => `@FEED${type}`;
/** The key of one document (000 §3 `doc{id}`). */
export const docKey = (id: string) => `doc${id}`;

/** Items of a feed list kept at most (the first pages, newest first). */
export const MAX_KEPT_ITEMS = 100;

/** One stored entry: whose it is, when it was saved (ms since 1970), the value. */
export interface OfflineEntry<T> {
  userId: string;
  savedAt: number;
  value: T;
}

interface OfflineSchema extends DBSchema {
  entries: { key: string; value: OfflineEntry<unknown> };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;
/**
 * True from `clearOfflineData` until the server answers a session again (`saveUser`): a feed page
 * or a read that completes after a logout neither writes nor opens (and so re-creates) the
 * database it deleted.
 */
let signedOut = false;

/** True where IndexedDB exists (not in a private mode that removes it, nor in some tests). */
function available(): boolean {
  return typeof indexedDB !== "undefined";
}

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
    // logging out in another tab deletes the database: let it go
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
  });
  return opened;
}

async function put<T>(key: string, userId: string, value: T): Promise<void> {
  if (!available() || signedOut) return;
  const db = await database();
  await db.put(STORE, { userId, savedAt: Date.now(), value }, key);
}

async function read<T>(key: string, userId: string | null): Promise<OfflineEntry<T> | null> {
  if (!available() || signedOut) return null;
  const db = await database();
  const entry = (await db.get(STORE, key)) as OfflineEntry<T> | undefined;
  if (!entry || (userId !== null && entry.userId !== userId)) return null;
  return entry;
}

/** Keeps the signed-in user (`@USER`), so the app opens offline with the same session. */
export function saveUser(user: PublicUser): Promise<void> {
  signedOut = false;
  return put(USER_KEY, user.id, user);
}

/** The user kept by `saveUser`, or null. */
export async function readUser(): Promise<PublicUser | null> {
  return (await read<PublicUser>(USER_KEY, null))?.value ?? null;
}

/**
 * Keeps a page of a feed list under `@FEED{type}`: the first page (`first`) replaces what was
 * kept, a next page is appended (up to `MAX_KEPT_ITEMS` items); its documents are kept under
 * `doc{id}` too.
 */
export async function saveFeedPage(
  userId: string,
  type: string,
  items: readonly FeedItem[],
  first: boolean,
): Promise<void> {
  if (!available() || signedOut) return;
  const kept = first ? [] : ((await read<FeedItem[]>(feedKey(type), userId))?.value ?? []);
  const seen = new Set(kept.map((item) => `${item.type === "MESSAGE" ? "m" : "d"}:${item.id}`));
  const merged = [
    ...kept,
    ...items.filter((item) => !seen.has(`${item.type === "MESSAGE" ? "m" : "d"}:${item.id}`)),
  ].slice(0, MAX_KEPT_ITEMS);
  const db = await database();
  const tx = db.transaction(STORE, "readwrite");
  const savedAt = Date.now();
  await Promise.all([
    tx.store.put({ userId, savedAt, value: merged }, feedKey(type)),
    ...items
      .filter((item) => item.type !== "MESSAGE")
      .map((item) => tx.store.put({ userId, savedAt, value: item }, docKey(item.id))),
    tx.done,
  ]);
}

/** The feed list kept under `@FEED{type}` for this user, or null. */
export async function readFeed(userId: string, type: string): Promise<FeedItem[] | null> {
  return (await read<FeedItem[]>(feedKey(type), userId))?.value ?? null;
}

/** A document kept under `doc{id}` for this user, or null. */
export async function readDocument(userId: string, id: string): Promise<FeedItem | null> {
  return (await read<FeedItem>(docKey(id), userId))?.value ?? null;
}

/**
 * Deletes every health datum kept on the device (issue 9 §5, at logout or when the session is
 * over): the IndexedDB database, and any Cache Storage cache but the app shell's (Workbox's
 * precache holds only the app's files).
 */
export async function clearOfflineData(): Promise<void> {
  signedOut = true;
  const closing = opened;
  opened = undefined;
  if (closing) await closing.then((db) => db.close()).catch(() => undefined);
  if (available()) {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(OFFLINE_DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  }
  if (typeof caches !== "undefined") {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => !name.includes("precache")).map((name) => caches.delete(name)),
    );
  }
}
