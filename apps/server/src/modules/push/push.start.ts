import type { AppContext } from "../../platform/context.js";
import { vapidKeys } from "../../platform/vapid.js";

/** At start: reads VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generates the kept pair under DATA_DIR. */
export async function startPush(ctx: AppContext): Promise<void> {
  await vapidKeys(ctx.config);
}
