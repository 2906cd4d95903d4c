import { isFixedFolder } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import { directoryPolicy } from "./directories.policy.js";
import { directoriesRepository as repo } from "./directories.repository.js";

/**
 * Checks that `actor` may file in `iddirectory`: a fixed folder (`D_DRUG`…), or a directory of
 * hers or of a user she manages. Used by filing and by an upload's `iddirectory`.
 * @throws 404 "Le dossier n'existe pas." for an unknown directory or someone else's.
 */
export async function checkDirectoryUse(
  db: Executor,
  actor: Actor,
  iddirectory: string,
  lock = false,
): Promise<void> {
  if (isFixedFolder(iddirectory)) return;
  authorize(directoryPolicy, "use", actor, await repo.byId(db, iddirectory, lock));
}
