import { memberTypeOf, TEXTS, type InvitationDto, type MembershipParty } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { isUniqueViolation } from "../../platform/db-errors.js";
import { conflict } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  answeredRefusal,
  groupOnlyPolicy,
  invitationPolicy,
  inviteRefusal,
  leaveGroupPolicy,
  removeMemberPolicy,
} from "./membership.policy.js";
import { membershipRepository as repo } from "./membership.repository.js";
import type { InvitationRow } from "./membership.schema.js";
import { toInvitationDto, toParty } from "./membership.serialize.js";

const texts = TEXTS.membership;

/** A parsed `POST /api/manager/invitations` body: exactly one of its two keys. */
export type InviteBody = { email?: string; iduser?: string };

/** The invitations `rows` on the wire, their sides loaded in one query. */
async function withParties(db: Executor, rows: InvitationRow[]): Promise<InvitationDto[]> {
  const parties = await repo.parties(
    db,
    rows.flatMap((row) => [row.idmanager, row.iduser]),
  );
  const byId = new Map(parties.map((party) => [party.id, toParty(party)]));
  return rows.map((row) => toInvitationDto(row, byId));
}

/**
 * `POST /api/manager/invitations` (issue 21 §1): the groupement invites the establishment named
 * by `body.email` or `body.iduser`; the invitation is PENDING and the invitee hears of it live
 * (`newInvitation`). @returns the invitation. @throws 403 not a groupement; 404 no such account
 * (or a patient's); 400 not of the groupement's kind; 409 already a member or already invited.
 */
export async function invite(
  ctx: AppContext,
  actor: Actor,
  body: InviteBody,
): Promise<InvitationDto> {
  authorize(groupOnlyPolicy, "manage", actor, actor);
  return inTransaction(ctx, async (tx, events) => {
    const by = body.email !== undefined ? "email" : "iduser";
    const invitee =
      body.email !== undefined
        ? await repo.partyByEmail(tx, body.email)
        : await repo.party(tx, body.iduser ?? "");
    const facts = invitee && {
      type: invitee.type,
      member: (await repo.membership(tx, actor.id, invitee.id)) !== null,
      invited: await repo.hasPending(tx, actor.id, invitee.id),
    };
    const refusal = inviteRefusal(actor.type, facts, by);
    if (refusal || !invitee) throw refusal;
    const row = await repo
      .insertInvitation(tx, {
        id: newId(),
        idmanager: actor.id,
        iduser: invitee.id,
        status: "PENDING",
        createdAt: ctx.clock.now(),
      })
      .catch((error: unknown) => {
        // two invitations at once: the partial unique index keeps one PENDING per pair
        throw isUniqueViolation(error) ? conflict(texts.alreadyInvited) : error;
      });
    const [invitation] = await withParties(tx, [row]);
    if (!invitation) throw new Error("invitation not serialized");
    events.emit("invitationSent", { invitation, audience: [invitee.id] });
    return invitation;
  });
}

/**
 * `GET /api/manager/invitations` (issue 21 §1): the groupement's PENDING invitations, newest
 * first. @throws 403 not a groupement.
 */
export async function sentInvitations(ctx: AppContext, actor: Actor): Promise<InvitationDto[]> {
  authorize(groupOnlyPolicy, "manage", actor, actor);
  return withParties(ctx.db, await repo.pending(ctx.db, { idmanager: actor.id }));
}

/**
 * `GET /api/manager/invitations/received` (issue 21 §1): the PENDING invitations the caller
 * itself received (not those of the users it acts for), newest first, with the groupement's name.
 */
export async function receivedInvitations(ctx: AppContext, actor: Actor): Promise<InvitationDto[]> {
  return withParties(ctx.db, await repo.pending(ctx.db, { iduser: actor.id }));
}

/**
 * `POST /api/manager/invitations/{id}/accept` and `…/refuse` (issue 21 §1): the invitee answers a
 * PENDING invitation; ACCEPTED makes the groupement its manager (the `managers` row) in the same
 * transaction. @returns the answered invitation. @throws 404 not its invitee (or unknown);
 * 409 no longer PENDING.
 */
export async function answerInvitation(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: "ACCEPTED" | "REFUSED",
): Promise<InvitationDto> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.invitation(tx, id, { lock: true });
    authorize(invitationPolicy, "answer", actor, row);
    const refusal = answeredRefusal(row);
    if (refusal) throw refusal;
    const answered = await repo.answer(tx, id, status, ctx.clock.now());
    if (status === "ACCEPTED") await repo.addMember(tx, row.idmanager, row.iduser);
    const [invitation] = await withParties(tx, [answered]);
    if (!invitation) throw new Error("invitation not serialized");
    return invitation;
  });
}

/**
 * `DELETE /api/manager/invitations/{id}` (issue 21 §1): the groupement withdraws its PENDING
 * invitation (WITHDRAWN). @returns the invitation. @throws 404 not its groupement (or unknown);
 * 409 no longer PENDING.
 */
export async function withdrawInvitation(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<InvitationDto> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.invitation(tx, id, { lock: true });
    authorize(invitationPolicy, "withdraw", actor, row);
    const refusal = answeredRefusal(row);
    if (refusal) throw refusal;
    const withdrawn = await repo.answer(tx, id, "WITHDRAWN", ctx.clock.now());
    const [invitation] = await withParties(tx, [withdrawn]);
    if (!invitation) throw new Error("invitation not serialized");
    return invitation;
  });
}

/** The parties sorted by name as French readers expect (accents and case aside). */
const byName = (parties: MembershipParty[]) =>
  parties.sort((a, b) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" }));

/**
 * `GET /api/manager/members` (issue 21 §1): the groupement's member establishments (those of its
 * kind it manages), by name. @throws 403 not a groupement.
 */
export async function listMembers(ctx: AppContext, actor: Actor): Promise<MembershipParty[]> {
  authorize(groupOnlyPolicy, "manage", actor, actor);
  const memberType = memberTypeOf(actor.type);
  if (!memberType) return [];
  return byName((await repo.members(ctx.db, actor.id, memberType)).map(toParty));
}

/**
 * `DELETE /api/manager/members/{id}` (issue 21 §1): the groupement ends a membership; its
 * `managers` row goes, and with it everything the groupement read as the member's manager.
 * @returns `{ok: true}`. @throws 403 not a groupement; 404 not its member.
 */
export async function removeMember(
  ctx: AppContext,
  actor: Actor,
  iduser: string,
): Promise<{ ok: true }> {
  authorize(groupOnlyPolicy, "manage", actor, actor);
  return inTransaction(ctx, async (tx) => {
    const membership = await repo.membership(tx, actor.id, iduser);
    authorize(removeMemberPolicy, "remove", actor, membership);
    await repo.removeMember(tx, actor.id, iduser);
    return { ok: true as const };
  });
}

/**
 * `GET /api/manager/groups` (issue 21 §1): the groupements the caller is a member of (those of
 * its kind that manage it), by name; none for an account no groupement gathers.
 */
export async function listGroups(ctx: AppContext, actor: Actor): Promise<MembershipParty[]> {
  const groups = await repo.groupsOf(ctx.db, actor.id);
  return byName(groups.filter((group) => memberTypeOf(group.type) === actor.type).map(toParty));
}

/**
 * `DELETE /api/manager/groups/{id}` (issue 21 §1): the member leaves the groupement `idmanager`;
 * the `managers` row goes. @returns `{ok: true}`. @throws 404 not one of its groupements (a
 * family manager included: that link is ended by `DELETE /ws/family/{id}`).
 */
export async function leaveGroup(
  ctx: AppContext,
  actor: Actor,
  idmanager: string,
): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    const membership = await repo.membership(tx, idmanager, actor.id);
    authorize(leaveGroupPolicy, "leave", actor, membership);
    await repo.removeMember(tx, idmanager, actor.id);
    return { ok: true as const };
  });
}
