import type { AppContext } from "../../platform/context.js";
import { serverSecret } from "../../platform/secret.js";

/** At start: reads SECRET_KEY, or generates the kept secret under DATA_DIR on the first start. */
export async function startContacts(ctx: AppContext): Promise<void> {
  await serverSecret(ctx.config);
}
