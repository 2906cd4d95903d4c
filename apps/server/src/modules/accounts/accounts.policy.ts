import { isProType, type UserType } from "@reseau/shared";
import { actsFor, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import { identityVisible, type IdentityFacts } from "../relations/index.js";
import type { UserRow } from "./accounts.schema.js";

/**
 * How much of another user an actor may see (docs/DECISIONS.md "Who sees a patient"):
 * - `full`: themself, or a user they manage (000 §6);
 * - `health`: a patient whose identity fields the actor, a professional or an establishment, may
 *   see by the one identity rule (relations `identityVisible`: she or her manager shared a
 *   document with it, or it created or affiliated her account): her card with NIR, birth date,
 *   age and phones, to bill and to call;
 * - `card`: any non-patient (the directory is public to members), or a patient linked to the
 *   actor by a contact in either direction;
 * - `none`: anyone else (answered 404).
 */
export type Visibility = "full" | "health" | "card" | "none";

/** What the accounts policy decides on: a user and their relations with the actor, loaded once. */
export interface UserRelation {
  target: UserRow;
  /** What the identity rule decides on (relations `loadIdentityFacts`). */
  identity: IdentityFacts;
  /** Either has the other in their contact book. */
  isContact: boolean;
}

/** The visibility of a loaded user for an actor (see `Visibility`). Pure. */
export function visibilityOf(actor: Actor, relation: UserRelation): Visibility {
  const { target } = relation;
  if (actsFor(actor, target.id)) return "full";
  if (target.type !== "patient") return "card";
  if (identityVisible(relation.identity)) return "health";
  return relation.isContact ? "card" : "none";
}

/** The types whose cards `/ws/establishment/{id}` answers (000 §7). */
const ESTABLISHMENT_CARD_TYPES: readonly UserType[] = ["pharmacy", "labo", "grp_pharm", "grp_lab"];

/**
 * Who may see whom (000 §6, docs/DECISIONS.md "Who sees a patient"): `read` a user card (404 when
 * not visible, so a patient's existence never leaks); `readEstablishment` and
 * `readProfessional` also answer 404 for a user of another type.
 */
export const userPolicy = definePolicy<
  UserRelation,
  "read" | "readEstablishment" | "readProfessional"
>({
  rules: {
    read: hidden((actor, relation) => visibilityOf(actor, relation) !== "none"),
    readEstablishment: hidden(
      (actor, relation) =>
        ESTABLISHMENT_CARD_TYPES.includes(relation.target.type) &&
        visibilityOf(actor, relation) !== "none",
    ),
    readProfessional: hidden(
      (actor, relation) =>
        relation.target.type === "professional" && visibilityOf(actor, relation) !== "none",
    ),
  },
});

/**
 * Who may edit whose profile (issue 8 §2, 000 §6 "Only a group-pharmacy user listed as manager of
 * a pharmacy gets edit mode on it"): `update` a user the actor acts for (themself, a pharmacy a
 * group manages, a family member a patient manages); anyone else is answered 404, as a user one
 * may not edit may well be one one may not see. The resource is the target's row.
 */
export const profilePolicy = definePolicy<UserRow, "update">({
  rules: { update: hidden((actor, target) => actsFor(actor, target.id)) },
});

/**
 * The directory search (000 §7 `GET /ws/search/{type}`, issue 8 §1): any signed-in user may
 * search the professionals and establishments; only a professional or an establishment may search
 * patients (by NIR with last name, or exact e-mail: `checkSearch`), a patient gets 403 (that
 * patients exist is no secret). The resource is the searched type.
 */
export const searchPolicy = definePolicy<UserType, "search">({
  rules: { search: guarded((actor, type) => type !== "patient" || isProType(actor.type)) },
});

/**
 * How much of a patient found by a search a professional or an establishment sees
 * (docs/DECISIONS.md "Who sees a patient"): what `visibilityOf` gives, and at least her `card`
 * (name, status, no NIR, birth or defaults): whoever typed her NIR with her last name, or her
 * exact e-mail, already knows who she is, and needs her card to add her or validate her NIR.
 */
export function searchVisibilityOf(actor: Actor, relation: UserRelation): Visibility {
  const visibility = visibilityOf(actor, relation);
  return visibility === "none" ? "card" : visibility;
}
