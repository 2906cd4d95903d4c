import { EventEmitter } from "node:events";

/**
 * Domain events, emitted after their transaction commits; the realtime layer turns them into
 * socket.io messages for their audience (docs/DECISIONS.md "Realtime"). Each module declares its
 * own events in `<domain>.events.ts` by merging into this interface:
 *
 * ```ts
 * declare module "../../platform/events.js" {
 *   interface DomainEvents { documentShared: { document: DocumentDto; audience: string[] } }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface DomainEvents {}

/** The name of a declared domain event. */
export type EventName = keyof DomainEvents;

/** Where listener failures are reported (the app's logger). */
export type ListenerErrorReporter = (error: unknown, event: string) => void;

/**
 * A typed event bus, one per app instance. A failing listener is reported and never reaches the
 * emitter: the change it follows is already committed, and the caller's answer must not turn into
 * an error because a socket could not be written.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor(private readonly report: ListenerErrorReporter = () => {}) {}

  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends EventName>(name: K, listener: (payload: DomainEvents[K]) => void): void {
    this.emitter.on(name, (payload: DomainEvents[K]) => {
      try {
        listener(payload);
      } catch (error) {
        this.report(error, name);
      }
    });
  }
}

/** Events queued during a transaction, emitted only once it commits. */
export interface EventQueue {
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
}
