import { isProType, type UserType } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";

/**
 * What decides whether a professional or an establishment sees a patient's identity fields
 * (`nir`, `birth`, `age`, `phones`; docs/DECISIONS.md "Who sees a patient"), loaded once by
 * `loadIdentityFacts` (or read from a folder row).
 */
export interface IdentityFacts {
  /** The type of the one who looks (the signed-in user). */
  viewerType: UserType;
  /** The type of the user looked at: only a patient's identity is guarded here. */
  targetType: UserType;
  /**
   * She herself, or one of her managers (000 §6 family) with one of her documents, shared a
   * document with the viewer or a user it manages — her consent. A document a colleague
   * forwarded gives none; neither does a contact.
   */
  sharedByHer: boolean;
  /** The viewer, or a user it manages, created her account (`POST /ws/patient`) or affiliated her. */
  createdByViewer: boolean;
}

/**
 * The one identity rule (docs/DECISIONS.md "Who sees a patient"): true when a professional or an
 * establishment may see a patient's NIR, birth date, age and phones: she (or her manager) shared
 * a document with it, or it created or affiliated her account. Never for a patient viewer (her
 * family sees her in full through management, not through this rule). Pure.
 */
export function identityVisible(facts: IdentityFacts): boolean {
  if (facts.targetType !== "patient" || !isProType(facts.viewerType)) return false;
  return facts.sharedByHer || facts.createdByViewer;
}

/**
 * The facts of `actor` looking at `target` once `sharedByHer` is known (from
 * `loadIdentityFacts`, or a folder row's column): who created the target is on her row. Pure.
 */
export function identityFactsOf(
  actor: Pick<Actor, "type" | "actsFor">,
  target: { type: UserType; createdBy: string | null },
  sharedByHer: boolean,
): IdentityFacts {
  return {
    viewerType: actor.type,
    targetType: target.type,
    sharedByHer,
    createdByViewer: target.createdBy !== null && actor.actsFor.includes(target.createdBy),
  };
}

/**
 * True when `identityVisible` may still be decided by a share: a patient looked at by a
 * professional or an establishment that did not create her. Otherwise no query is needed.
 */
export function needsShareFact(
  actor: Pick<Actor, "type" | "actsFor">,
  target: { type: UserType; createdBy: string | null },
): boolean {
  const facts = identityFactsOf(actor, target, true);
  return identityVisible(facts) && !facts.createdByViewer;
}
