/**
 * The events of the groups module, emitted after commit; `audience` is computed by the service
 * from the group's members before and after the change, never by the realtime layer.
 */
declare module "../../platform/events.js" {
  interface DomainEvents {
    /** A sharing group was created, changed, left or deleted (`groupChanged`, issue 21 §2). */
    groupChanged: { id: string; audience: string[] };
    /**
     * The group's documents `ids` left the reach of `audience`: the group was deleted (its
     * members), or they were removed from it or left it (those users). Each id is sent as
     * `deleteDoc`, so an open viewer or list drops it (issue 21 §2).
     */
    groupDocumentsGone: { ids: string[]; audience: string[] };
  }
}

export {};
