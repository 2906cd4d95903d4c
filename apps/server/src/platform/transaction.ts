import type { Tx } from "../db/client.js";
import type { AppContext } from "./context.js";
import type { DomainEvents, EventName, EventQueue } from "./events.js";

/**
 * Runs `work` in one database transaction and emits the domain events it queued only after the
 * commit, in their order; when `work` throws, the transaction rolls back and no event leaves.
 * The one way services change data and tell others (docs/ARCHITECTURE.md "One request's path").
 * @returns what `work` returns. @throws whatever `work` throws.
 */
export async function inTransaction<T>(
  ctx: Pick<AppContext, "db" | "events">,
  work: (tx: Tx, events: EventQueue) => Promise<T>,
): Promise<T> {
  const queued: { name: EventName; payload: DomainEvents[EventName] }[] = [];
  const events: EventQueue = {
    emit: (name, payload) => queued.push({ name, payload }),
  };
  const result = await ctx.db.transaction((tx) => work(tx, events));
  for (const { name, payload } of queued) ctx.events.emit(name, payload);
  return result;
}
