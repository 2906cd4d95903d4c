import type { DocumentDto, FeedItem, MessageDto } from "@reseau/shared";
import { isMessage } from "./queries";

/** A document's card: the document (once a loaded page holds it) and its messages, oldest first. */
export interface DocumentGroup {
  kind: "document";
  /** The document's id: the card's key, the same whichever page brought which item. */
  id: string;
  /** null while only messages about it are loaded (it is on a later page). */
  document: DocumentDto | null;
  messages: MessageDto[];
}

/** A message about no document: a card of its own. */
interface MessageGroup {
  kind: "message";
  id: string;
  message: MessageDto;
}

/** One card of « Mon fil ». */
export type FeedGroup = DocumentGroup | MessageGroup;

/**
 * The feed's items (newest first, every loaded page) as cards (issue 7 §2): one per document,
 * holding the messages about it, at the place of its newest item; a message about no document
 * is a card of its own. A document and its messages may come on different pages: the card is
 * keyed by the document's id, so a page boundary fills the same card and never adds a second.
 */
export function groupFeed(items: readonly FeedItem[]): FeedGroup[] {
  const groups: FeedGroup[] = [];
  const byDocument = new Map<string, DocumentGroup>();
  const documentGroup = (id: string): DocumentGroup => {
    let group = byDocument.get(id);
    if (!group) {
      group = { kind: "document", id, document: null, messages: [] };
      byDocument.set(id, group);
      groups.push(group);
    }
    return group;
  };
  for (const item of items) {
    if (!isMessage(item)) {
      documentGroup(item.id).document ??= item;
    } else if (item.iddocument) {
      const group = documentGroup(item.iddocument);
      if (!group.messages.some((m) => m.id === item.id)) group.messages.push(item);
    } else {
      groups.push({ kind: "message", id: item.id, message: item });
    }
  }
  for (const group of byDocument.values()) {
    group.messages.sort((a, b) => a.date.localeCompare(b.date));
  }
  return groups;
}
