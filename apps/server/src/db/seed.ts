import type { AppContext } from "../platform/context.js";

/** Password of every demo account. */
export const DEMO_PASSWORD = "demo1234";

/** One printed demo login. */
export interface DemoLogin {
  label: string;
  email: string;
}

/** Seeds the demo data. To be written. */
export async function seedDemo(_ctx: AppContext, _options: { onlyIfEmpty: boolean }): Promise<{ logins: DemoLogin[] }> {
  return { logins: [] };
}
