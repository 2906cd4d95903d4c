import {
  MANAGER_TYPES,
  memberTypeOf,
  TEXTS,
  type InvitationStatus,
  type UserType,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import { badRequest, conflict, notFound, type AppError } from "../../platform/errors.js";

const texts = TEXTS.membership;

/**
 * A groupement's own membership tools (issue 21 §1): inviting, its invitations, its members —
 * a groupement (grp_pharm, grp_lab) only; anyone else 403 « Seul un groupement… » (the caller
 * learns nothing it did not know). The resource is the actor itself.
 */
export const groupOnlyPolicy = definePolicy<Pick<Actor, "type">, "manage">({
  rules: {
    manage: guarded((actor) => MANAGER_TYPES.includes(actor.type), texts.onlyGroups),
  },
});

/** What an invitation is decided on: its two sides and its status. */
export interface InvitationFacts {
  idmanager: string;
  iduser: string;
  status: InvitationStatus;
}

/**
 * An invitation (issue 21 §1): `answer` (accept, refuse) by its invitee alone, `withdraw` by its
 * groupement alone; anyone else 404 « Invitation introuvable. » — a groupement acting for its
 * members answers nothing for them (the rule reads `actor.id`, never the users it acts for).
 * Whether it is still PENDING is `answeredRefusal`'s question, asked after this one.
 */
export const invitationPolicy = definePolicy<InvitationFacts, "answer" | "withdraw">({
  notFound: texts.noInvitation,
  rules: {
    answer: hidden((actor, invitation) => actor.id === invitation.iduser),
    withdraw: hidden((actor, invitation) => actor.id === invitation.idmanager),
  },
});

/** 409 when an invitation is no longer PENDING (answered or withdrawn); else null. Pure. */
export function answeredRefusal(invitation: Pick<InvitationFacts, "status">): AppError | null {
  return invitation.status === "PENDING" ? null : conflict(texts.alreadyAnswered);
}

/** Where an invited account stands with the inviting groupement. */
export interface InviteeFacts {
  type: UserType;
  /** The groupement already manages it. */
  member: boolean;
  /** The groupement has a PENDING invitation to it. */
  invited: boolean;
}

/**
 * Why the groupement `groupType` may not invite `invitee` (issue 21 §1), or null. `invitee` null
 * (no such account) or a patient — whose account is nobody's business, so it answers as unknown
 * — 404 « Aucun compte ne correspond à cette adresse e-mail. » (`by` e-mail) or « Établissement
 * introuvable. » (`by` id); an account not of its kind 400 (a grp_pharm invites pharmacies, a
 * grp_lab laboratories); already a member or already invited (PENDING) 409. Pure.
 */
export function inviteRefusal(
  groupType: UserType,
  invitee: InviteeFacts | null,
  by: "email" | "iduser",
): AppError | null {
  if (invitee === null || invitee.type === "patient") {
    return notFound(by === "email" ? texts.noAccountForEmail : texts.noEstablishment);
  }
  if (invitee.type !== memberTypeOf(groupType)) {
    return badRequest(groupType === "grp_lab" ? texts.labsOnly : texts.pharmaciesOnly);
  }
  if (invitee.member) return conflict(texts.alreadyMember);
  if (invitee.invited) return conflict(texts.alreadyInvited);
  return null;
}

/** A `managers` row with its two sides' types. */
export interface MembershipFacts {
  idmanager: string;
  managerType: UserType;
  iduser: string;
  memberType: UserType;
}

/**
 * True when a `managers` row is a group membership: a groupement over an establishment of its
 * kind — never a family link (a patient managing a patient, 000 §6), which `DELETE /ws/family`
 * ends. Pure.
 */
export function isGroupMembership(m: Pick<MembershipFacts, "managerType" | "memberType">): boolean {
  return memberTypeOf(m.managerType) === m.memberType;
}

/**
 * Removing a member (issue 21 §1): by its groupement alone; anyone else, and any `managers` row
 * that is no group membership, 404 « Ce membre n’appartient pas à votre groupement. » — the
 * family's links are not ended here, and a stranger does not learn who manages whom.
 */
export const removeMemberPolicy = definePolicy<MembershipFacts, "remove">({
  notFound: texts.notMember,
  rules: { remove: hidden((actor, m) => actor.id === m.idmanager && isGroupMembership(m)) },
});

/**
 * Leaving a groupement (issue 21 §1): by the member alone; anyone else, and any `managers` row
 * that is no group membership (a family member leaving her family manager), 404 « Vous n’êtes pas
 * membre de ce groupement. ».
 */
export const leaveGroupPolicy = definePolicy<MembershipFacts, "leave">({
  notFound: texts.noGroup,
  rules: { leave: hidden((actor, m) => actor.id === m.iduser && isGroupMembership(m)) },
});
