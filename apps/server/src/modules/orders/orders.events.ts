import type { MarketOrder } from "@reseau/shared";

declare module "../../platform/events.js" {
  interface DomainEvents {
    /**
     * A marketplace order was placed or changed status: sent on the `/market` namespace to
     * `audience` (both sides and their managers, from `orderPolicy`), with the message to the
     * patient when the pharmacy changed it.
     */
    marketOrderChanged: { order: MarketOrder; message: string | null; audience: string[] };
  }
}
