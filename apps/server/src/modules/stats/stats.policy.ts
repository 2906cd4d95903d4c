import { MANAGER_TYPES, TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded } from "../../platform/authorize.js";

const texts = TEXTS.stats;

/** What the statistics are asked for: a pharmacy named, or none (all the caller may see). */
export interface StatsFacts {
  pharmacy: string | null;
}

/**
 * Who reads whose statistics (issue 21 §4 "A pharmacy sees its own; a manager its members';
 * nobody else"): `read` a pharmacy or a group manager (grp_pharm, grp_lab), anyone else 403;
 * `name` the pharmacy asked for: a pharmacy itself, a manager one of its members, else 403.
 */
export const statsPolicy = definePolicy<StatsFacts, "read" | "name">({
  rules: {
    read: guarded(
      (actor) => actor.type === "pharmacy" || MANAGER_TYPES.includes(actor.type),
      texts.pharmaciesOnly,
    ),
    name: guarded(
      (actor, facts) =>
        facts.pharmacy === null ||
        (actor.type === "pharmacy"
          ? facts.pharmacy === actor.id
          : actor.managed.includes(facts.pharmacy)),
      texts.notYours,
    ),
  },
});

/**
 * The pharmacies whose figures `actor` reads for `pharmacy` (once `statsPolicy` allowed it): the
 * one named, else a pharmacy itself, a manager every member it manages.
 */
export function pharmaciesCounted(actor: Actor, pharmacy: string | null): string[] {
  if (pharmacy) return [pharmacy];
  return actor.type === "pharmacy" ? [actor.id] : [...actor.managed];
}
