import { displayName, format, isProType, MANAGER_TYPES, TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { UserRow, Visibility } from "../accounts/index.js";

/**
 * Why `target` cannot join `actor`'s contact book (000 §7 Contacts), or null when it can: not
 * oneself, not an account that is only a stub (a pharmacy's patient without a login). Who may be
 * seen at all is the accounts policy, checked before (404).
 * @returns the French message of the 400.
 */
export function contactRefusal(actor: Actor, target: UserRow): string | null {
  if (target.id === actor.id) return TEXTS.contacts.self;
  if (target.status === "STUB")
    return format(TEXTS.contacts.cannotAdd, { name: displayName(target) });
  return null;
}

/**
 * The contacts of the establishments of a group (000 §6: group managers load contacts from the
 * managed-contacts endpoint): managers only (403, the endpoint is no secret).
 */
export const managerContactsPolicy = definePolicy<null | true, "read">({
  rules: {
    read: guarded((actor) => MANAGER_TYPES.includes(actor.type), TEXTS.contacts.managersOnly),
  },
});

/** A patient as the actor may see her (accounts `loadVisibility`). */
export interface SeenPatient {
  target: UserRow;
  visibility: Visibility;
}

/**
 * Who checks a patient's identity (000 §5 NIR, §7 `POST /ws/patient/{id}/validate`,
 * `PUT /patient/{id}/invalid-email`): `see` hides (404) a user the actor may not see and a
 * non-patient, as every read does; `check` then allows only a professional or an establishment
 * (403): a patient vouches for nobody's identity.
 */
export const patientIdentityPolicy = definePolicy<SeenPatient, "see" | "check">({
  rules: {
    see: hidden(
      (_actor, { target, visibility }) => visibility !== "none" && target.type === "patient",
    ),
    check: guarded((actor) => isProType(actor.type), TEXTS.contacts.prosOnly),
  },
});
