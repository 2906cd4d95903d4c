import type { UserType } from "../accounts/users.js";

/**
 * The type of establishment a groupement gathers (issue 21 §1): a `grp_pharm` pharmacies, a
 * `grp_lab` laboratories; any other account type none (`null`: it is no groupement). Pure.
 */
export function memberTypeOf(groupType: UserType): UserType | null {
  if (groupType === "grp_pharm") return "pharmacy";
  if (groupType === "grp_lab") return "labo";
  return null;
}
