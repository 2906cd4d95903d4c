import { isProType, MANAGER_TYPES, TEXTS, type UserType } from "@reseau/shared";
import { actsFor, manages, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { Visibility } from "../accounts/index.js";

/** A user whose family links are asked about, with how much of her the actor may see. */
export interface FamilyTarget {
  id: string;
  type: UserType;
  visibility: Visibility;
}

/**
 * True when `actor` manages `target` as family (000 §6): a patient managing a patient. A group
 * manager's link to its establishments is no family link (issue 17 §6).
 */
function isFamilyManager(actor: Actor, target: FamilyTarget): boolean {
  return actor.type === "patient" && target.type === "patient" && manages(actor, target.id);
}

/**
 * Who may do what with family accounts (issue 8 §6, 000 §6):
 * - `create`: only a patient adds a family member (403 "Seul un patient peut ajouter…");
 * - `end`: only a family manager of the member (`isFamilyManager`) ends the management (404 for
 *   anyone else, so a stranger learns nothing; a group manager on its pharmacy too: that
 *   management is not ended here);
 * - `readManagers`: the user herself, her managers, or a professional or establishment that may
 *   see her (404 otherwise).
 * - `overview`: only a group manager sees its members' queues (issue 18 §5; 403 for anyone else),
 *   and only its own members: the service reads no other establishment.
 * The resource of `create` and `overview` is the actor itself.
 */
export const familyPolicy = definePolicy<
  FamilyTarget,
  "create" | "end" | "readManagers" | "overview"
>({
  rules: {
    overview: guarded(
      (actor: Actor) => MANAGER_TYPES.includes(actor.type),
      TEXTS.groupOverview.onlyManagers,
    ),
    create: guarded((actor: Actor) => actor.type === "patient", TEXTS.family.onlyPatients),
    end: hidden(isFamilyManager),
    readManagers: hidden(
      (actor, target) =>
        actsFor(actor, target.id) || (isProType(actor.type) && target.visibility !== "none"),
    ),
  },
});
