import { isProType, TEXTS } from "@reseau/shared";
import { actsFor, manages, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { Visibility } from "../accounts/index.js";

/** A user whose family links are asked about, with how much of her the actor may see. */
export interface FamilyTarget {
  id: string;
  visibility: Visibility;
}

/**
 * Who may do what with family accounts (issue 8 §6, 000 §6):
 * - `create`: only a patient adds a family member (403 "Seul un patient peut ajouter…");
 * - `end`: only a manager of the member ends the management (404 for anyone else, so a
 *   stranger learns nothing);
 * - `readManagers`: the user herself, her managers, or a professional or establishment that may
 *   see her (404 otherwise).
 * The resource of `create` is the actor itself.
 */
export const familyPolicy = definePolicy<FamilyTarget, "create" | "end" | "readManagers">({
  rules: {
    create: guarded((actor: Actor) => actor.type === "patient", TEXTS.family.onlyPatients),
    end: hidden((actor, target) => manages(actor, target.id)),
    readManagers: hidden(
      (actor, target) =>
        actsFor(actor, target.id) || (isProType(actor.type) && target.visibility !== "none"),
    ),
  },
});
