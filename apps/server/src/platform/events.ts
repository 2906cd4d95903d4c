import { EventEmitter } from "node:events";
import type { DocumentDto, MessageDto } from "@reseau/shared";

/**
 * Domain events emitted by services after their transaction commits; the realtime layer turns
 * them into socket.io messages to the users concerned (DECISIONS "Realtime").
 */
export interface DomainEvents {
  /** A document was shared with new recipients (ids of users who may now read it). */
  documentShared: { document: DocumentDto; recipients: string[] };
  /** A message was sent; `recipients` may read it. */
  messageSent: { message: MessageDto; recipients: string[] };
  /** A document's status or meta changed; `audience` can read it. */
  documentUpdated: { document: DocumentDto; audience: string[] };
  /** A document was deleted; `audience` could read it before. */
  documentDeleted: { id: string; audience: string[] };
}

/** A typed event bus, one per app instance. */
export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void): void {
    this.emitter.on(name, listener);
  }
}
