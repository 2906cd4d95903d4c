import type { DocumentDto, MessageDto } from "@reseau/shared";

/**
 * The events of the documents module, emitted after commit; `audience` is always computed by the
 * documents or messages policy (who may read what), never by the realtime layer.
 */
declare module "../../platform/events.js" {
  interface DomainEvents {
    /** A document was shared; `audience` are the new recipients and their managers (`newDoc`). */
    documentShared: { document: DocumentDto; audience: string[] };
    /** A document's status or meta changed; `audience` may read it (`updateDoc`). */
    documentUpdated: { document: DocumentDto; audience: string[] };
    /** A document was deleted; `audience` could read it before (`deleteDoc`). */
    documentDeleted: { id: string; audience: string[] };
    /** A message was sent; `audience` sees it: sender, recipients, their managers (`newMsg`). */
    messageSent: { message: MessageDto; audience: string[] };
    /** A message's meta changed; `audience` sees it (`updateMsg`). */
    messageUpdated: { message: MessageDto; audience: string[] };
  }
}

export {};
