import {
  birthDateOf,
  displayName,
  normalizeNir,
  type FamilyMemberInput,
  type GroupOverview,
  type PublicUser,
} from "@reseau/shared";
import type { z } from "zod";
import type { familyMemberSchema } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  fullProfiles,
  loadUserVisibility,
  loadVisibility,
  toContactCard,
} from "../accounts/index.js";
import { familyPolicy } from "./family.policy.js";
import { familyRepository as repo } from "./family.repository.js";

/** A parsed `POST /ws/family` body. */
export type FamilyMemberBody = z.output<typeof familyMemberSchema>;

/**
 * Adds a family member (`POST /ws/family`, issue 8 §6): a patient account with no e-mail and no
 * password (status STUB), created by the actor, who manages it — in one transaction.
 * @returns the member as her manager sees her. @throws 403 when the actor is not a patient.
 */
export async function addFamilyMember(
  ctx: AppContext,
  actor: Actor,
  body: FamilyMemberBody | FamilyMemberInput,
): Promise<PublicUser> {
  authorize(familyPolicy, "create", actor, { id: actor.id, type: actor.type, visibility: "full" });
  const member = await inTransaction(ctx, (tx) =>
    repo.insertMember(
      tx,
      {
        id: newId(),
        type: "patient",
        status: "STUB",
        email: null,
        passwordHash: null,
        isOnPatientApp: true,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        birth: birthDateOf(body.birth),
        nir: body.nir ? normalizeNir(body.nir) : null,
        createdBy: actor.id,
        meta: {},
      },
      actor.id,
    ),
  );
  const [profile] = await fullProfiles(ctx.db, [member]);
  return profile as PublicUser;
}

/**
 * The accounts the actor manages (`GET /ws/manager/list`, 000 §6): family members for a patient,
 * establishments for a group manager, each in full.
 */
export async function listManaged(
  ctx: AppContext,
  actor: Actor,
): Promise<{ accounts: { user: PublicUser }[] }> {
  const rows = await repo.managedUsers(ctx.db, actor.id);
  const users = await fullProfiles(ctx.db, rows);
  return { accounts: users.map((user) => ({ user })) };
}

/**
 * A group manager's overview (`GET /ws/manager/overview`, issue 18 §5): each establishment it
 * manages, by name, with its documents to process, open orders and open renewals. Only the
 * establishments it manages are read. @throws 403 for anyone but a group manager.
 */
export async function groupOverview(ctx: AppContext, actor: Actor): Promise<GroupOverview> {
  authorize(familyPolicy, "overview", actor, {
    id: actor.id,
    type: actor.type,
    visibility: "full",
  });
  const members = await repo.managedUsers(ctx.db, actor.id);
  const ids = members.map((member) => member.id);
  const [toProcess, openOrders, openRenewals] = await Promise.all([
    repo.documentsToProcess(ctx.db, ids),
    repo.openOrders(ctx.db, ids),
    repo.openRenewals(ctx.db, ids),
  ]);
  const profiles = await fullProfiles(ctx.db, members);
  return {
    members: profiles
      .map((member) => ({
        id: member.id,
        name: displayName(member),
        city: member.city,
        toProcess: toProcess.get(member.id) ?? 0,
        openOrders: openOrders.get(member.id) ?? 0,
        openRenewals: openRenewals.get(member.id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "fr")),
  };
}

/**
 * Ends the management of a family member (`DELETE /ws/family/{id}`). The member's account and
 * documents stay (docs/DECISIONS.md "Family accounts"). @throws 404 when the actor does not
 * manage them as family (a group manager's pharmacy included: nothing changes).
 */
export async function endManagement(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const found = await loadVisibility(ctx, actor, id);
  const target = found && { id, type: found.target.type, visibility: found.visibility };
  authorize(familyPolicy, "end", actor, target);
  await repo.endManagement(ctx.db, actor.id, id);
}

/**
 * Who manages a user (`GET /ws/user/{id}/managers`): their cards.
 * @throws 404 unless the actor is the user, one of her managers, or a professional who may see her.
 */
export async function managersOfUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PublicUser[]> {
  const { target, visibility } = await loadUserVisibility(ctx, actor, id);
  authorize(familyPolicy, "readManagers", actor, { id: target.id, type: target.type, visibility });
  const rows = await repo.managersOf(ctx.db, target.id);
  return rows.map((row) => toContactCard(row));
}
