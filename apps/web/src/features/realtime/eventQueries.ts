import type { ServerToClientEvents } from "@reseau/shared";
import { QUERY_ROOTS, type QueryRoot } from "../../app/queryRoots";

/**
 * The one map from each socket event (docs/DECISIONS.md "Realtime") to the data it makes stale:
 * the handlers refresh these roots, and a reconnection refreshes all of them. An event about a
 * message also refreshes that document's conversation (see `realtimeHandlers`).
 */
export const EVENT_REFRESHES: Record<keyof ServerToClientEvents, readonly QueryRoot[]> = {
  newDoc: [
    QUERY_ROOTS.feed,
    QUERY_ROOTS.documentCounts,
    QUERY_ROOTS.conversation,
    QUERY_ROOTS.labs,
    // a sharing group's document (issue 21 §2), a marketing operation's (§4)
    QUERY_ROOTS.groups,
    QUERY_ROOTS.marketOperations,
  ],
  // a renewal's every change is a message, and a renewal day moves its document (issue 10 §3)
  newMsg: [
    QUERY_ROOTS.feed,
    QUERY_ROOTS.documentCounts,
    QUERY_ROOTS.conversation,
    QUERY_ROOTS.renewals,
    // a sharing group's message (issue 21 §2)
    QUERY_ROOTS.groups,
    // a made-to-measure skincare order moved by its pharmacy: the patient's list (issue 22 §3)
    QUERY_ROOTS.apoticare,
  ],
  updateDoc: [
    QUERY_ROOTS.feed,
    QUERY_ROOTS.documentCounts,
    QUERY_ROOTS.conversation,
    QUERY_ROOTS.publications,
    QUERY_ROOTS.renewals,
    // a result opened by its patient shows RESULTS_OPENED live on the lab's /analyses (issue 10 §2)
    QUERY_ROOTS.labs,
  ],
  updateMsg: [QUERY_ROOTS.feed, QUERY_ROOTS.documentCounts, QUERY_ROOTS.conversation],
  // also a sharing group's documents gone with the group, or with the member's access (issue 21 §2)
  deleteDoc: [
    QUERY_ROOTS.documentCounts,
    QUERY_ROOTS.labs,
    QUERY_ROOTS.groups,
    QUERY_ROOTS.marketOperations,
  ],
  // a marketing operation's submission proposed or moved (issue 21 §4)
  submission: [QUERY_ROOTS.marketOperations],
  // a groupement's invitation to the establishment (issue 21 §1)
  newInvitation: [QUERY_ROOTS.membership],
  // a sharing group created, changed, left or deleted (issue 21 §2)
  groupChanged: [QUERY_ROOTS.groups],
};

/**
 * What a reconnection refreshes: every root an event can make stale, and every open conversation
 * (events sent while the socket was away are lost).
 */
export const RESYNC_ROOTS: readonly QueryRoot[] = [
  ...new Set([...Object.values(EVENT_REFRESHES).flat(), QUERY_ROOTS.linkedMessages]),
];
