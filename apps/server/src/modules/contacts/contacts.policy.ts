import { displayName, format, TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { UserRow } from "../accounts/index.js";

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
