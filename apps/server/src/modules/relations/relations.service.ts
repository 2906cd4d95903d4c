import type { Executor } from "../../db/client.js";
import type { UserRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { identityFactsOf, needsShareFact, type IdentityFacts } from "./relations.policy.js";
import { relationsRepository as repo } from "./relations.repository.js";

/**
 * The facts `identityVisible` decides on for `actor` looking at `target`, read with at most one
 * query (none when the target is no patient, the viewer no professional, or it created her).
 */
export async function loadIdentityFacts(
  db: Executor,
  actor: Actor,
  target: Pick<UserRow, "id" | "type" | "createdBy">,
): Promise<IdentityFacts> {
  const sharedByHer = needsShareFact(actor, target)
    ? await repo.sharedByHer(db, target.id, actor.actsFor)
    : false;
  return identityFactsOf(actor, target, sharedByHer);
}

/** Adds `ids` to `idowner`'s contact book (000 §4), in the caller's transaction. */
export function addContacts(db: Executor, idowner: string, ids: readonly string[]): Promise<void> {
  return repo.addContacts(db, idowner, ids);
}

/** True when either user has the other in their contact book. */
export function areContacts(db: Executor, a: string, b: string): Promise<boolean> {
  return repo.areContacts(db, a, b);
}

/** Ids of the managers of a user (000 §6). */
export function managerIdsOf(db: Executor, iduser: string): Promise<string[]> {
  return repo.managerIdsOf(db, iduser);
}

/**
 * The managers (000 §6) of any of `ids`, each once: they follow what happens to the users they
 * manage, so realtime audiences include them.
 */
export function managerIdsOfAny(db: Executor, ids: readonly string[]): Promise<string[]> {
  return repo.managerIdsOfAny(db, ids);
}
