/**
 * The events of the groups module, emitted after commit; `audience` is computed by the service
 * from the group's members before and after the change, never by the realtime layer.
 */
declare module "../../platform/events.js" {
  interface DomainEvents {
    /** A sharing group was created, changed, left or deleted (`groupChanged`, issue 21 §2). */
    groupChanged: { id: string; audience: string[] };
  }
}

export {};
