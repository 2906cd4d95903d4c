import {
  type ConversationQuery,
  type FeedItem,
  type GroupDto,
  type GroupWrite,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import type { EventQueue } from "../../platform/events.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { addressableAmong, readGroupFeed } from "../documents/index.js";
import {
  groupPolicy,
  leaveRefusal,
  membersChangeRefusal,
  type GroupFacts,
} from "./groups.policy.js";
import { groupsRepository as repo } from "./groups.repository.js";
import type { SharingGroupRow } from "./groups.schema.js";
import { toGroupDto } from "./groups.serialize.js";

/** A group and the facts its policy decides on, loaded once. */
interface LoadedGroup {
  row: SharingGroupRow;
  facts: GroupFacts;
}

/** Loads group `id` for a current member. @throws 404 « Groupe introuvable. » for anyone else. */
async function readableGroup(db: Executor, actor: Actor, id: string): Promise<LoadedGroup> {
  const row = await repo.findGroup(db, id);
  const facts = row && { idcreator: row.idcreator, members: await repo.memberIds(db, id) };
  authorize(groupPolicy, "read", actor, facts);
  if (!row) throw new Error("a group's facts without its row");
  return { row, facts };
}

/** Those of `add` the actor may write to, existing users only (the rule of messages). */
async function addressable(db: Executor, actor: Actor, add: string[]): Promise<string[]> {
  const existing = await repo.existing(db, add);
  return addressableAmong(db, actor, existing);
}

/**
 * Tells `audience`, who no longer read group `idgroup`'s documents (removed, departed, or the
 * group deleted), that each is gone (`groupDocumentsGone` → `deleteDoc`), so their open pages
 * drop them. Nothing is sent when nobody lost access or the group has no document.
 */
async function emitDocumentsGone(
  db: Executor,
  events: EventQueue,
  idgroup: string,
  audience: readonly string[],
): Promise<void> {
  if (audience.length === 0) return;
  const ids = await repo.documentIds(db, idgroup);
  if (ids.length > 0) events.emit("groupDocumentsGone", { ids, audience: [...audience] });
}

/** `GET /api/groups` (001 §7 "Groups", issue 21 §2): the actor's groups, newest first. */
export async function listGroups(ctx: AppContext, actor: Actor): Promise<GroupDto[]> {
  const rows = await repo.groupsOf(ctx.db, actor.id);
  const members = await repo.membersOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGroupDto(row, members));
}

/** `GET /api/group/{id}`: the group with its members. @throws 404 unless a current member. */
export async function getGroup(ctx: AppContext, actor: Actor, id: string): Promise<GroupDto> {
  const { row } = await readableGroup(ctx.db, actor, id);
  return toGroupDto(row, await repo.membersOf(ctx.db, [id]));
}

/**
 * `POST /api/group` (001 §7 "Groups", issue 21 §2): a new group `{name, members}` whose creator
 * is the actor and a member, answer `{id}`; or, with `id`, its creator adds and removes members,
 * answer `{success: true}`. A user added must be one the creator may write to (contacts,
 * family…: docs/DECISIONS.md "Messages"); nothing is stored when one is not.
 * @throws 400 (French) an unknown or unreachable member, the creator removed, past 50 members;
 *   404 a change by a non-member; 403 a change by a member who is not the creator.
 */
export async function writeGroup(
  ctx: AppContext,
  actor: Actor,
  body: GroupWrite,
): Promise<{ id: string } | { success: true }> {
  if (body.kind === "create") {
    const add = [...new Set(body.members)].filter((id) => id !== actor.id);
    return inTransaction(ctx, async (tx, events) => {
      const facts = { idcreator: actor.id, members: [actor.id] };
      const change = {
        group: facts,
        add,
        remove: [],
        addressable: await addressable(tx, actor, add),
      };
      const refusal = membersChangeRefusal(change);
      if (refusal) throw badRequest(refusal);
      const id = newId();
      const at = ctx.clock.now();
      await repo.insertGroup(tx, { id, name: body.name, idcreator: actor.id, createdAt: at });
      await repo.addMembers(tx, id, [actor.id, ...add], at);
      events.emit("groupChanged", { id, audience: [actor.id, ...add] });
      return { id };
    });
  }
  return inTransaction(ctx, async (tx, events) => {
    const group = await readableGroup(tx, actor, body.id);
    authorize(groupPolicy, "manage", actor, group.facts);
    const add = [...new Set(body.addusers)].filter((id) => !group.facts.members.includes(id));
    const remove = [...new Set(body.delusers)];
    const change = {
      group: group.facts,
      add,
      remove,
      addressable: await addressable(tx, actor, add),
    };
    const refusal = membersChangeRefusal(change);
    if (refusal) throw badRequest(refusal);
    await repo.removeMembers(tx, body.id, remove);
    await repo.addMembers(tx, body.id, add, ctx.clock.now());
    events.emit("groupChanged", { id: body.id, audience: [...group.facts.members, ...add] });
    const removed = remove.filter((id) => group.facts.members.includes(id));
    await emitDocumentsGone(tx, events, body.id, removed);
    return { success: true as const };
  });
}

/**
 * `PUT /api/group/{id}/leave` (001 §7 "Groups"): a member leaves; from then on she reads
 * nothing of the group. @throws 404 unless a current member; 400 for its creator (who deletes
 * it instead: docs/DECISIONS.md "Sharing groups").
 */
export async function leaveGroup(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ success: true }> {
  return inTransaction(ctx, async (tx, events) => {
    const group = await readableGroup(tx, actor, id);
    const refusal = leaveRefusal(actor.id, group.facts);
    if (refusal) throw badRequest(refusal);
    await repo.removeMembers(tx, id, [actor.id]);
    events.emit("groupChanged", { id, audience: [...group.facts.members] });
    await emitDocumentsGone(tx, events, id, [actor.id]);
    return { success: true as const };
  });
}

/**
 * `DELETE /api/group/{id}` (001 §7 "Groups"): its creator deletes the group, its messages and
 * its documents (their files once committed). @throws 404 unless a member; 403 another member.
 */
export async function deleteGroup(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ success: true }> {
  const files = await inTransaction(ctx, async (tx, events) => {
    const group = await readableGroup(tx, actor, id);
    authorize(groupPolicy, "manage", actor, group.facts);
    events.emit("groupChanged", { id, audience: [...group.facts.members] });
    await emitDocumentsGone(tx, events, id, group.facts.members);
    return repo.deleteGroup(tx, id);
  });
  for (const key of files) await ctx.storage.delete(key);
  return { success: true };
}

/**
 * `GET /api/group/{id}/feed` (001 §7 "Groups"): the group's messages and documents, newest
 * first, keyset pages by `fromDate`. @throws 404 unless a current member.
 */
export async function groupFeed(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: ConversationQuery,
): Promise<FeedItem[]> {
  await readableGroup(ctx.db, actor, id);
  return readGroupFeed(ctx, id, query);
}
