import path from "node:path";
import { importBdpmFolder } from "../modules/drugs/index.js";
import type { AppContext } from "../platform/context.js";
import { SERVER_ROOT } from "../platform/paths.js";

/** The committed BDPM sample (made here in the official format: see its README). */
export const BDPM_SAMPLE_DIR = path.join(SERVER_ROOT, "src/modules/drugs/sample");

/**
 * The demo drug guide (issue 19 §4): imports the BDPM sample, replacing the drug base, so
 * « /notices » finds DOLIPRANE and its kin. Idempotent (the import replaces).
 */
export async function seedDrugs(ctx: Pick<AppContext, "db">): Promise<void> {
  await importBdpmFolder(ctx.db, BDPM_SAMPLE_DIR);
}
