import { NO_PICTURES, type PublicUser, type UserPictures } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { actsFor, type Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import {
  areContacts,
  identityVisible,
  loadIdentityFacts,
  managerIdsOf,
} from "../relations/index.js";
import { accountsRepository as repo } from "./accounts.repository.js";
import type { UserRow } from "./accounts.schema.js";
import { toContactCard, toPublicUser } from "./accounts.serialize.js";
import { userPolicy, visibilityOf, type UserRelation, type Visibility } from "./accounts.policy.js";

/*
 * Who sees whom (docs/DECISIONS.md "Who sees a patient"): the loader of a user's relations with
 * the actor, the user card, and the visibility other modules decide on.
 */

/**
 * Loads a user and their relations with `actor`, reading only the facts the decision needs:
 * none for oneself, a managed user or a non-patient; the identity facts (relations
 * `loadIdentityFacts`), then the contact only when the identity rule said no. null when the user
 * does not exist.
 */
export async function loadRelation(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<UserRelation | null> {
  const target = await repo.findById(ctx.db, id);
  if (!target) return null;
  const identity = await loadIdentityFacts(ctx.db, actor, target);
  const decided =
    actsFor(actor, target.id) || target.type !== "patient" || identityVisible(identity);
  const isContact = decided ? false : await areContacts(ctx.db, actor.id, target.id);
  return { target, identity, isContact };
}

/**
 * A user's card as `actor` may see it (000 §7 `GET /ws/user/{id}`, `/ws/establishment/{id}`,
 * `/ws/professional/{id}`): everything for themself and the users they manage, the card with
 * her identity fields when the one identity rule allows (relations `identityVisible`), the card
 * without them otherwise.
 * @throws 404 when unknown, not visible, or not of the kind `action` answers.
 */
export async function readUserCard(
  ctx: AppContext,
  actor: Actor,
  id: string,
  action: "read" | "readEstablishment" | "readProfessional",
): Promise<PublicUser> {
  const relation = await loadRelation(ctx, actor, id);
  authorize(userPolicy, action, actor, relation);
  const { target } = relation;
  const [managerIds, pictures] = await Promise.all([
    managerIdsOf(ctx.db, target.id),
    repo.picturesOf(ctx.db, [target.id]),
  ]);
  const visibility = visibilityOf(actor, relation);
  const card =
    visibility === "full"
      ? toPublicUser(target, managerIds)
      : toContactCard(target, visibility === "health");
  return {
    ...card,
    managers: managerIds,
    pictures: visiblePictures(pictures.get(target.id), visibility),
  };
}

/**
 * The picture ids a viewer may know (issue 8 §7): a carte Vitale or insurance card only with
 * `full` or `health` visibility; the avatar with any.
 */
function visiblePictures(pictures: UserPictures | undefined, visibility: Visibility): UserPictures {
  const all = pictures ?? NO_PICTURES;
  return visibility === "full" || visibility === "health"
    ? all
    : { ...NO_PICTURES, idAvatar: all.idAvatar };
}

/**
 * The user with the ids of their managers and pictures, as sent to themself (`GET /ws/user`):
 * one statement besides the session's.
 */
export async function ownProfile(ctx: AppContext, user: UserRow): Promise<PublicUser> {
  const { managerIds, pictures } = await repo.ownFactsOf(ctx.db, user.id);
  return toPublicUser(user, managerIds, pictures);
}

/**
 * Users as they see themselves, with their managers and pictures (000 §3): what a manager sees
 * of the users she manages (`GET /ws/manager/list`, 000 §6). Three queries whatever the count.
 */
export async function fullProfiles(db: Executor, rows: UserRow[]): Promise<PublicUser[]> {
  const ids = rows.map((row) => row.id);
  const [managerRows, pictures] = await Promise.all([
    repo.managersOfMany(db, ids),
    repo.picturesOf(db, ids),
  ]);
  return rows.map((row) =>
    toPublicUser(
      row,
      managerRows.filter((m) => m.iduser === row.id).map((m) => m.idmanager),
      pictures.get(row.id) ?? NO_PICTURES,
    ),
  );
}

/**
 * A user and how much of them `actor` may see (accounts policy `visibilityOf`), for another
 * module's own rule (pictures, managers).
 * @throws 404 when unknown or not visible at all.
 */
export async function loadUserVisibility(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ target: UserRow; visibility: Visibility }> {
  const relation = await loadRelation(ctx, actor, id);
  authorize(userPolicy, "read", actor, relation);
  return { target: relation.target, visibility: visibilityOf(actor, relation) };
}

/**
 * A user and how much of them `actor` may see (accounts policy `visibilityOf`), for another
 * module's policy to decide on; null when the user does not exist.
 */
export async function loadVisibility(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ target: UserRow; visibility: Visibility } | null> {
  const relation = await loadRelation(ctx, actor, id);
  return relation && { target: relation.target, visibility: visibilityOf(actor, relation) };
}

/**
 * A user `actor` may see (accounts policy `read`), for another module to act on.
 * @throws 404 when unknown or not visible.
 */
export async function loadVisibleUser(ctx: AppContext, actor: Actor, id: string): Promise<UserRow> {
  const relation = await loadRelation(ctx, actor, id);
  authorize(userPolicy, "read", actor, relation);
  return relation.target;
}
