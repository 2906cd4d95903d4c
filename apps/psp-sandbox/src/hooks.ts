import type { Store } from "./store.js";

/**
 * Faults the next notifications suffer, to test an app's reconciliation and idempotency:
 * `drop` notifications are lost (never sent), then `repeat` notifications are each sent
 * `copies` times (2 by default); only those of `eventType` when it is given.
 */
export interface HookFaults {
  drop?: number;
  repeat?: number;
  copies?: number;
  eventType?: string;
}

/** One notification sent (or lost), as `GET /sandbox/hooks/deliveries` lists them. */
export interface HookDelivery {
  url: string;
  eventType: string;
  resourceId: string;
  /** the listener's HTTP status; 0 when it could not be reached; undefined when dropped */
  status?: number;
  dropped: boolean;
}

/**
 * Sends MangoPay's notifications: for each event, a GET to the URL of the hook created for its
 * type (or to `hookTarget`, as a hook set in MangoPay's dashboard, when none was) with
 * `?EventType=…&RessourceId=…&Date=…`, one after the other in the order of the events (a listener
 * that does not answer within 5 s loses its notification). The event is also listed by
 * `GET /events`.
 */
export class Notifier {
  private faults: Required<Omit<HookFaults, "eventType">> & Pick<HookFaults, "eventType"> = {
    drop: 0,
    repeat: 0,
    copies: 2,
  };
  /** the notifications go one after the other, in the order of their events */
  private queue: Promise<void> = Promise.resolve();
  /** the notifications so far, oldest first (kept in memory only, at most 1000) */
  readonly deliveries: HookDelivery[] = [];

  constructor(
    private readonly store: Store,
    private readonly hookTarget: string | undefined,
  ) {}

  /** Sets the faults of the next notifications (replacing those not yet used). */
  setFaults(faults: HookFaults): void {
    this.faults = {
      drop: Math.max(0, faults.drop ?? 0),
      repeat: Math.max(0, faults.repeat ?? 0),
      copies: Math.max(1, faults.copies ?? 2),
      eventType: faults.eventType,
    };
  }

  /** Records the event `eventType` of resource `resourceId` and notifies it after this tick. */
  emit(eventType: string, resourceId: string, date: number): void {
    this.store.state.events.push({ ResourceId: resourceId, EventType: eventType, Date: date });
    this.store.changed();
    const hook = Object.values(this.store.state.hooks).find(
      (candidate) => candidate.EventType === eventType,
    );
    const url = hook ? (hook.Status === "ENABLED" ? hook.Url : undefined) : this.hookTarget;
    if (!url) return;
    const query = new URLSearchParams({
      EventType: eventType,
      RessourceId: resourceId,
      Date: String(date),
    });
    const target = `${url}${url.includes("?") ? "&" : "?"}${query}`;
    const faulty = this.faults.eventType === undefined || this.faults.eventType === eventType;
    if (faulty && this.faults.drop > 0) {
      this.faults.drop--;
      this.record({ url: target, eventType, resourceId, dropped: true });
      return;
    }
    let copies = 1;
    if (faulty && this.faults.repeat > 0) {
      this.faults.repeat--;
      copies = this.faults.copies;
    }
    this.queue = this.queue.then(() => this.send(target, eventType, resourceId, copies));
  }

  /** Resolves once every notification started so far has been answered (or has failed). */
  async idle(): Promise<void> {
    let queue: Promise<void>;
    do {
      queue = this.queue;
      await queue;
    } while (queue !== this.queue);
  }

  private async send(url: string, eventType: string, resourceId: string, copies: number) {
    // after the answer that caused the event, as MangoPay notifies after the fact
    await new Promise((resolve) => setImmediate(resolve));
    // send() never throws: a failed notification is recorded and the queue goes on
    for (let copy = 0; copy < copies; copy++) {
      let status = 0;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        status = response.status;
        await response.body?.cancel();
      } catch {
        // an unreachable listener is a lost notification, as with MangoPay
      }
      this.record({ url, eventType, resourceId, status, dropped: false });
    }
  }

  private record(delivery: HookDelivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > 1000) this.deliveries.shift();
  }
}
