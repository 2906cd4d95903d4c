import {
  format,
  normalizeUserType,
  TEXTS,
  type ErrorCode,
  type LoginBody,
  type UserType,
} from "@reseau/shared";
import type { UserRow } from "./accounts.schema.js";

/**
 * The types whose group an app checks (000 §5 Login: "Pharmacy or group-pharmacy accounts must
 * match the current group"); patients, professionals and laboratories are never refused for it.
 */
const GROUP_BOUND_TYPES: readonly UserType[] = ["pharmacy", "grp_pharm"];

/** True when an app checks this type's group (see `GROUP_BOUND_TYPES`). */
export function isGroupBound(type: UserType): boolean {
  return GROUP_BOUND_TYPES.includes(type);
}

/**
 * The group an app's login checks establishments against (docs/DECISIONS.md "Login by variant"):
 * in a variant's app, the variant's group, whatever the body says (the server knows which app it
 * is; a body cannot widen it); in the generic app, the body's `grp`, or none.
 */
export function loginGroupOf(variantGroup: string | null, body: Pick<LoginBody, "grp">) {
  return variantGroup ?? body.grp ?? null;
}

/** A login refused after the password was right: 403 with its code and French text (000 §8). */
export interface LoginRefusal {
  error: Extract<ErrorCode, "restrictedType" | "wrongApp" | "wrongGroup">;
  message: string;
}

/** What the login's checks decide on, loaded once. */
export interface LoginFacts {
  user: Pick<UserRow, "type" | "isOnPatientApp" | "isOnProApp">;
  /**
   * The groups the user belongs to, loaded only when `group` is set and the type is group-bound:
   * a pharmacy's are the groups of the managers that manage it, a group manager's its own `grp`.
   */
  groups: readonly string[];
  /** The group of the app (`loginGroupOf`), or null for none to check. */
  group: string | null;
}

/**
 * Why a user whose password was right may not log in here (000 §5 Login, §8 Login), or null:
 * a type outside `restrictedTypes` (`restrictedType`), a user not on the body's `app`
 * (`wrongApp`), a pharmacy or group manager outside the app's group (`wrongGroup`, naming the
 * account's group). Pure.
 */
export function loginRefusal(
  facts: LoginFacts,
  body: Pick<LoginBody, "restrictedTypes" | "app">,
): LoginRefusal | null {
  const { user, groups, group } = facts;
  const restricted = (body.restrictedTypes ?? []).map(normalizeUserType).filter(Boolean);
  if (restricted.length > 0 && !restricted.includes(user.type)) {
    return { error: "restrictedType", message: TEXTS.auth.restrictedType };
  }
  if ((body.app === "patient" && !user.isOnPatientApp) || (body.app === "pro" && !user.isOnProApp))
    return { error: "wrongApp", message: TEXTS.auth.wrongApp };
  if (group && isGroupBound(user.type) && !groups.includes(group)) {
    const own = groups[0];
    return {
      error: "wrongGroup",
      message: own ? format(TEXTS.auth.wrongGroup, { group: own }) : TEXTS.auth.wrongGroupNone,
    };
  }
  return null;
}

/**
 * Whether the pharmacy an excel patient's `idpharma` cookie names may become hers (000 §5 "A
 * patient in the excel variant gets idpharma from a cookie"): a pharmacy that is a member of the
 * app's `group` (`groups`: the groups of its managers). Pure.
 */
export function isCookiePharmacy(
  row: Pick<UserRow, "type">,
  groups: readonly string[],
  group: string,
): boolean {
  return row.type === "pharmacy" && groups.includes(group);
}
