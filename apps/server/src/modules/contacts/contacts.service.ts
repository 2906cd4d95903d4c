import type { PublicUser } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { loadVisibleUser, toContactCard } from "../accounts/index.js";
import { contactRefusal } from "./contacts.policy.js";
import { contactsRepository as repo } from "./contacts.repository.js";

/** The actor's contacts, by name, as cards (000 §7 `GET /ws/contacts`). */
export async function listContacts(ctx: AppContext, actor: Actor): Promise<PublicUser[]> {
  const rows = await repo.list(ctx.db, actor.id);
  return rows.map((row) => toContactCard(row));
}

/**
 * Adds a user to the actor's contacts (000 §7 `POST /ws/contacts/{id}`).
 * @returns the contact's card. @throws 404 when the user is not visible to the actor; 400
 *   "Vous ne pouvez pas vous ajouter vous-même." or "Impossible d'ajouter {name}".
 */
export async function addContact(ctx: AppContext, actor: Actor, id: string): Promise<PublicUser> {
  const target = await loadVisibleUser(ctx, actor, id);
  const refusal = contactRefusal(actor, target);
  if (refusal) throw badRequest(refusal);
  await repo.addMany(ctx.db, actor.id, [target.id]);
  return toContactCard(target);
}

/** Removes a contact (000 §7 `DELETE /ws/contacts/{id}`). @throws 404 when it was not one. */
export async function removeContact(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  if (!(await repo.remove(ctx.db, actor.id, id))) throw notFound();
}

/** Adds users to an owner's contact book, in the caller's transaction; existing ones are kept. */
export function addContacts(db: Executor, idowner: string, ids: string[]): Promise<void> {
  return repo.addMany(db, idowner, ids);
}

/** True when either user has the other in their contact book. */
export function areContacts(db: Executor, a: string, b: string): Promise<boolean> {
  return repo.linked(db, a, b);
}
