import type { UserType } from "@reseau/shared";
import type { UserRow } from "../db/schema.js";

/**
 * Who acts in a request, resolved once with the session (docs/DECISIONS.md "Who acts for whom"):
 * the signed-in user and the users they act for — the establishments of a group manager, the
 * family members a patient manages (000 §6 managers). Policies decide on an `Actor`, never on a
 * bare user row, so the manager rule is written once.
 */
export interface Actor {
  readonly user: UserRow;
  readonly id: string;
  readonly type: UserType;
  /** The users this actor manages (000 §6), without themself. */
  readonly managed: readonly string[];
  /** Themself, then the users they manage: whose feed, documents and messages are theirs. */
  readonly actsFor: readonly string[];
}

/** The actor of a user and the ids of the users they manage. */
export function actorOf(user: UserRow, managed: readonly string[]): Actor {
  const others = [...new Set(managed)].filter((id) => id !== user.id);
  return { user, id: user.id, type: user.type, managed: others, actsFor: [user.id, ...others] };
}

/** True when `actor` is `iduser` or manages them. */
export function actsFor(actor: Actor, iduser: string): boolean {
  return actor.actsFor.includes(iduser);
}

/** True when `actor` manages `iduser` (not themself). */
export function manages(actor: Actor, iduser: string): boolean {
  return actor.managed.includes(iduser);
}
