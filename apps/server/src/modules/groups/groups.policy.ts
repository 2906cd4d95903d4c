import { format, GROUP_MAX_MEMBERS, TEXTS } from "@reseau/shared";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

const texts = TEXTS.groups;

/** What a group's access is decided on: its creator and its current members' ids. */
export interface GroupFacts {
  idcreator: string;
  members: readonly string[];
}

const isMember = (actorId: string, group: GroupFacts) => group.members.includes(actorId);

/**
 * Who may do what with a sharing group (issue 21 §2; docs/DECISIONS.md "Sharing groups"):
 * `read` (the group, its feed, leaving it) its current members, anyone else 404 « Groupe
 * introuvable. » — a removed member from the moment she is removed; `manage` (change its
 * members, delete it) its creator, another member 403.
 */
export const groupPolicy = definePolicy<GroupFacts, "read" | "manage">({
  notFound: texts.notFound,
  rules: {
    read: hidden((actor, group) => isMember(actor.id, group)),
    manage: guarded((actor, group) => actor.id === group.idcreator, texts.creatorOnly),
  },
});

/** A change of members asked for, with the facts it is checked on. */
export interface MembersChange {
  group: GroupFacts;
  add: readonly string[];
  remove: readonly string[];
  /** Among `add`, those the creator may write to (contacts, family: the rule of messages). */
  addressable: readonly string[];
}

/**
 * Why a change of a group's members (or a new group's, `group.members` then only its creator) is
 * refused, as the French text of the 400, or null when it may be made: every user added is one
 * the creator may write to (an unknown or unreachable id reads the same: no probing); the creator
 * is never removed; at most `GROUP_MAX_MEMBERS` members. Pure.
 */
export function membersChangeRefusal(change: MembersChange): string | null {
  const { group, add, remove, addressable } = change;
  if (add.some((id) => !addressable.includes(id))) return texts.membersUnreachable;
  if (remove.includes(group.idcreator)) return texts.creatorStays;
  const after = new Set([...group.members, ...add]);
  for (const id of remove) after.delete(id);
  return after.size > GROUP_MAX_MEMBERS
    ? format(texts.tooManyMembers, { max: GROUP_MAX_MEMBERS })
    : null;
}

/** Why `actorId` may not leave a group she reads (its creator: 400, delete it instead), or null. Pure. */
export function leaveRefusal(actorId: string, group: GroupFacts): string | null {
  return actorId === group.idcreator ? texts.creatorCannotLeave : null;
}
