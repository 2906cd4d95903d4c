import type { QueryClient } from "@tanstack/react-query";

/**
 * The first element of every query key, one per kind of data. Each domain's `queries.ts` builds
 * its keys from its root; a mutation or a socket event names the roots it makes stale, without
 * importing the domain that owns them (so features never import each other in a circle).
 */
export const QUERY_ROOTS = {
  session: "session",
  user: "user",
  pharmacies: "pharmacies",
  feed: "feed",
  document: "document",
  documentCounts: "documentCounts",
  linkedMessages: "linkedMessages",
  patients: "patients",
  contacts: "contacts",
  family: "family",
  qr: "qr",
  directory: "directory",
  renewals: "renewals",
  conversation: "conversation",
  publications: "publications",
  labs: "labs",
  folders: "folders",
  marketOrders: "marketOrders",
  marketAccount: "marketAccount",
  market: "market",
  appConfig: "appConfig",
  marketOperations: "marketOperations",
  stats: "stats",
  surveys: "surveys",
  membership: "membership",
  groups: "groups",
  apoticare: "apoticare",
  audit: "audit",
  twoFactor: "twoFactor",
} as const;

/** One query root (see `QUERY_ROOTS`). */
export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** Marks every query under these roots stale: those on screen are fetched again. */
export function refreshRoots(queryClient: QueryClient, roots: readonly QueryRoot[]): void {
  for (const root of new Set(roots)) void queryClient.invalidateQueries({ queryKey: [root] });
}
