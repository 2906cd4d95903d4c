import {
  displayName,
  normalizeNir,
  TEXTS,
  type ContactsQuery,
  type PublicUser,
  type QrCode,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { serverSecret } from "../../platform/secret.js";
import { inTransaction } from "../../platform/transaction.js";
import { loadVisibility, loadVisibleUser, readUserCard, toContactCard } from "../accounts/index.js";
import { contactRefusal, managerContactsPolicy, patientIdentityPolicy } from "./contacts.policy.js";
import { signQr, verifyQr } from "./contacts.qr.js";
import { contactsRepository as repo } from "./contacts.repository.js";

/** The actor's contacts, by name, as cards (000 §7 `GET /ws/contacts`). */
export async function listContacts(ctx: AppContext, actor: Actor): Promise<PublicUser[]> {
  const rows = await repo.list(ctx.db, actor.id);
  return rows.map((row) => toContactCard(row));
}

/**
 * The actor's contacts that pass the filters of `GET /ws/contacts/v2` (000 §7): initiale, e-mail,
 * app, city, status, zip code; sorted as the alphabet files them (`sortNameOf`).
 */
export async function listContactsV2(
  ctx: AppContext,
  actor: Actor,
  query: ContactsQuery,
): Promise<PublicUser[]> {
  const rows = await repo.listFiltered(ctx.db, actor.id, query);
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

/**
 * Adds several users at once (000 §7 `POST /ws/contacts {ids}`): all or none. Each must be
 * visible to the actor (404 for the first that is not, nothing added) and may join a book (400
 * with `contactRefusal`'s message).
 * @returns the cards of the users given, in the order given, each once.
 */
export async function addContactsOf(
  ctx: AppContext,
  actor: Actor,
  ids: string[],
): Promise<PublicUser[]> {
  const unique = [...new Set(ids)];
  const targets = [];
  for (const id of unique) targets.push(await loadVisibleUser(ctx, actor, id));
  for (const target of targets) {
    const refusal = contactRefusal(actor, target);
    if (refusal) throw badRequest(refusal);
  }
  await inTransaction(ctx, (tx) => repo.addMany(tx, actor.id, unique));
  return targets.map((target) => toContactCard(target));
}

/** Removes a contact (000 §7 `DELETE /ws/contacts/{id}`). @throws 404 when it was not one. */
export async function removeContact(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  if (!(await repo.remove(ctx.db, actor.id, id))) throw notFound();
}

/**
 * A group manager's contacts (000 §6, §7 `GET /ws/manager/contacts`): the book of each
 * establishment they manage, keyed by its id (an establishment without contacts has `[]`).
 * @throws 403 for anyone but a grp_pharm or grp_lab.
 */
export async function managerContacts(
  ctx: AppContext,
  actor: Actor,
): Promise<Record<string, PublicUser[]>> {
  authorize(managerContactsPolicy, "read", actor, true);
  const books: Record<string, PublicUser[]> = {};
  for (const id of actor.managed) books[id] = [];
  for (const { idowner, user } of await repo.listOfOwners(ctx.db, actor.managed)) {
    books[idowner]?.push(toContactCard(user));
  }
  return books;
}

/**
 * My QR code (000 §2 "Modals", docs/DECISIONS.md "QR codes"): `{id, name}` and the signed text
 * the image carries.
 */
export async function myQrCode(ctx: AppContext, actor: Actor): Promise<QrCode> {
  const payload = { id: actor.id, name: displayName(actor.user) };
  return { ...payload, code: signQr(await serverSecret(ctx.config), payload) };
}

/**
 * Reads a scanned QR code (000 §8 Contacts): a code this server signed names a user, who joins
 * the caller's contacts (showing one's code is asking to be added).
 * @returns the user's card as the caller now sees it. @throws 400 "Ce code est illisible." for
 *   a forged, altered or foreign code or a user who no longer exists; 400 from `contactRefusal`.
 */
export async function scanQrCode(ctx: AppContext, actor: Actor, code: string): Promise<PublicUser> {
  const payload = verifyQr(await serverSecret(ctx.config), code);
  const found = payload && (await loadVisibility(ctx, actor, payload.id));
  if (!found) throw badRequest(TEXTS.qr.unreadable);
  const refusal = contactRefusal(actor, found.target);
  if (refusal) throw badRequest(refusal);
  await repo.addMany(ctx.db, actor.id, [found.target.id]);
  return readUserCard(ctx, actor, found.target.id, "read");
}

/**
 * A professional checks a patient's NIR on her carte Vitale (000 §5, §7
 * `POST /ws/patient/{id}/validate`): stored, normalised, with `meta.validated: true`. The body
 * schema has already refused a wrong format (400 "Ce numéro n'a pas l'air au bon format…").
 * @returns the patient's card as the caller sees it. @throws 404 when not visible or not a
 *   patient, 403 for a caller who is not a professional or an establishment.
 */
export async function validateNir(
  ctx: AppContext,
  actor: Actor,
  id: string,
  nir: string,
): Promise<PublicUser> {
  await checkablePatient(ctx, actor, id);
  await inTransaction(ctx, (tx) => repo.setValidatedNir(tx, id, normalizeNir(nir)));
  return readUserCard(ctx, actor, id, "read");
}

/**
 * A professional marks a patient's e-mail as wrong (000 §7 `PUT /patient/{id}/invalid-email`):
 * `meta.email_ok = 0`, shown red (000 §4). @throws as `validateNir`.
 */
export async function markEmailInvalid(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await checkablePatient(ctx, actor, id);
  await repo.markEmailInvalid(ctx.db, id);
}

async function checkablePatient(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const seen = await loadVisibility(ctx, actor, id);
  authorize(patientIdentityPolicy, "see", actor, seen);
  authorize(patientIdentityPolicy, "check", actor, seen);
}
