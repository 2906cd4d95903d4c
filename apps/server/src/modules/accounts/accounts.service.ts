import {
  birthToIso,
  checkSignup,
  format,
  isProType,
  MANAGER_TYPES,
  normalizeLogin,
  normalizeUserType,
  openingHoursSchema,
  stripSpaces,
  TEXTS,
  type LoginBody,
  type ProfileUpdate,
  type SignupBody,
  type UserType,
} from "@reseau/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../platform/errors.js";
import { isUniqueViolation } from "../../platform/db-errors.js";
import { newId } from "../../platform/ids.js";
import { hashPassword, verifyDecoy, verifyPassword } from "../../platform/passwords.js";
import type { UserRow } from "../../db/schema.js";
import { contactsRepository } from "../contacts/contacts.repository.js";
import { documentsRepository } from "../documents/documents.repository.js";
import { accountsRepository as repo } from "./accounts.repository.js";

/** Reads a `meta` text (000 §3: an object serialised as text). @throws 400 when it is not one. */
export function parseMetaText(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest("Le champ meta doit être un objet JSON.");
}

/** The user type of a path segment. @throws 400 for an unknown type. */
export function userTypeOf(segment: string): UserType {
  const type = normalizeUserType(segment);
  if (!type) throw badRequest("Type d'utilisateur inconnu.");
  return type;
}

/**
 * Sign-up (000 §5, DECISIONS "Sign-up"): the ordered checks, e-mail uniqueness (409), argon2id,
 * the default pharmacy and a white-label group's pharmacies as contacts, all in one transaction;
 * then the new user is logged in.
 * @throws AppError 400 (first failed check, title "Création de compte"), 409 e-mail taken.
 */
export async function signUp(
  ctx: AppContext,
  type: UserType,
  body: SignupBody,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow> {
  const failure = checkSignup(type, body);
  if (failure) throw new AppError(400, failure.code, failure.message, TEXTS.signup.title);
  const email = stripSpaces(body.email).toLowerCase();
  const meta = parseMetaText(body.meta);
  if (await repo.findByEmail(ctx.db, email)) throw conflict(TEXTS.signup.emailTaken);

  const passwordHash = await hashPassword(stripSpaces(body.password));
  const isProfessional = type === "professional";
  const establishment = type !== "patient" && !isProfessional;
  let profession = isProfessional ? body.profession || "DOCTOR" : null;
  if (profession === "Opticien") profession = "OPTICIAN";

  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const pharmacy = body.idpharma ? await repo.findById(tx, body.idpharma) : null;
      if (body.idpharma && pharmacy?.type !== "pharmacy")
        throw badRequest(TEXTS.contacts.pharmacyInfo);
      const created = await repo.insert(tx, {
        id: newId(),
        type,
        status: "ACTIVE",
        email,
        passwordHash,
        isOnPatientApp: type === "patient",
        isOnProApp: isProType(type),
        title: body.title ?? null,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        name: establishment ? (body.name ?? null) : null,
        profession,
        rpps: isProfessional ? (body.rpps?.replace(/\s/g, "") ?? null) : null,
        finess: establishment ? (body.finess?.replace(/\s/g, "").toUpperCase() ?? null) : null,
        nir: type === "patient" && body.nir ? body.nir.replace(/\s/g, "").toUpperCase() : null,
        birth: body.birth ? birthToIso(body.birth) : null,
        phones: body.phones ?? [],
        address: body.address ?? null,
        zipCode: body.zipCode ?? null,
        city: body.city ?? null,
        grp: body.grp ?? null,
        idpharma: pharmacy?.id ?? null,
        meta,
      });
      const contactIds = pharmacy ? [pharmacy.id] : [];
      if (type === "patient" && body.grp) {
        const groupPharmacies = await repo.listByType(tx, "pharmacy", body.grp, 50);
        contactIds.push(...groupPharmacies.map((p) => p.id));
      }
      await contactsRepository.addMany(tx, created.id, contactIds);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEXTS.signup.emailTaken);
    throw error;
  }
  await ctx.sessions.open(reply, request, user.id, false);
  return user;
}

/**
 * Login (000 §5 Login, DECISIONS "Login"): the login trimmed and without whitespace; failures
 * limited per account and per address (429); wrong credentials 401; then `restrictedTypes`,
 * `app` and `grp` (403 restrictedType / wrongApp / wrongGroup). Opens the session.
 */
export async function logIn(
  ctx: AppContext,
  body: LoginBody,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow> {
  const login = normalizeLogin(body.login);
  const password = stripSpaces(body.password);
  const wait = ctx.loginThrottle.waitFor(login, request.ip);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw new AppError(429, "tooManyAttempts", format(TEXTS.auth.tooManyAttempts, { minutes }));
  }
  const user = login ? await repo.findByEmail(ctx.db, login) : null;
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyDecoy(password), false);
  if (!user || !valid) {
    ctx.loginThrottle.fail(login, request.ip);
    throw new AppError(401, "unauthorized", TEXTS.auth.badCredentials);
  }
  ctx.loginThrottle.succeed(login, request.ip);

  const restricted = (body.restrictedTypes ?? []).map(normalizeUserType).filter(Boolean);
  if (restricted.length > 0 && !restricted.includes(user.type as UserType)) {
    throw forbidden(TEXTS.auth.restrictedType, "restrictedType");
  }
  if (
    (body.app === "patient" && !user.isOnPatientApp) ||
    (body.app === "pro" && !user.isOnProApp)
  ) {
    throw forbidden(TEXTS.auth.wrongApp, "wrongApp");
  }
  if (
    body.grp &&
    (user.type === "pharmacy" || user.type === "grp_pharm") &&
    user.grp !== body.grp
  ) {
    throw forbidden(format(TEXTS.auth.wrongGroup, { group: user.grp ?? "" }), "wrongGroup");
  }
  await ctx.sessions.open(reply, request, user.id, body.stayConnected === true);
  return user;
}

/**
 * Reads `openingHours` sent as JSON text (000 §3): a list of `{day, open, close}`.
 * @throws 400 "Horaires d'ouverture invalides." for text that is not JSON or not such a list.
 */
function parseOpeningHours(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text || "[]");
  } catch {
    value = undefined;
  }
  const parsed = openingHoursSchema.safeParse(value);
  if (!parsed.success) throw badRequest("Horaires d'ouverture invalides.");
  return parsed.data;
}

const DEFAULT_CHOICES = [
  { field: "idpharma", accepts: (u: UserRow) => u.type === "pharmacy" },
  {
    field: "iddoctor",
    accepts: (u: UserRow) => u.type === "professional" && u.profession !== "OPTICIAN",
  },
  {
    field: "idoptician",
    accepts: (u: UserRow) => u.type === "professional" && u.profession === "OPTICIAN",
  },
] as const;

/**
 * Saves the user's own profile (`PUT /ws/user`, 000 §7). A chosen default pharmacy, doctor or
 * optician that is not yet a contact becomes one, in the same transaction (000 §4).
 * @throws 400 for a wrong meta, opening hours or default choice.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: ProfileUpdate,
): Promise<UserRow> {
  const { meta, openingHours, nir, ...fields } = input;
  const changes: Partial<UserRow> = { ...fields };
  if (meta !== undefined) changes.meta = parseMetaText(meta);
  if (nir !== undefined) changes.nir = nir ? nir.replace(/\s/g, "").toUpperCase() : null;
  if (openingHours !== undefined) {
    if (user.type === "patient") throw badRequest("Un patient n'a pas d'horaires d'ouverture.");
    changes.openingHours = parseOpeningHours(openingHours);
  }
  return ctx.db.transaction(async (tx) => {
    const newContacts: string[] = [];
    for (const { field, accepts } of DEFAULT_CHOICES) {
      const id = input[field];
      if (!id) continue;
      const chosen = await repo.findById(tx, id);
      if (!chosen || !accepts(chosen)) throw badRequest(TEXTS.contacts.pharmacyInfo);
      newContacts.push(id);
    }
    await contactsRepository.addMany(tx, user.id, newContacts);
    return Object.keys(changes).length > 0 ? repo.update(tx, user.id, changes) : user;
  });
}

/**
 * How much of `target` a `viewer` may see:
 * - `full`: themself, or one of their managers (000 §6);
 * - `health`: a professional or establishment a patient has sent a document to (or its manager):
 *   the card with nir, birth and phones, to bill and to call about the order;
 * - `card`: any non-patient (the directory is public to members), or a patient linked to the
 *   viewer by a contact in either direction;
 * - `none`: anyone else (answered 404).
 */
export type Visibility = "full" | "health" | "card" | "none";

/** The visibility of `target` for `viewer` (see `Visibility`). */
export async function visibilityOf(
  ctx: AppContext,
  viewer: UserRow,
  target: UserRow,
): Promise<Visibility> {
  if (viewer.id === target.id) return "full";
  if ((await repo.managerIdsOf(ctx.db, target.id)).includes(viewer.id)) return "full";
  if (target.type !== "patient") return "card";
  if (isProType(viewer.type as UserType)) {
    const managed = MANAGER_TYPES.includes(viewer.type as UserType)
      ? await repo.managedIdsOf(ctx.db, viewer.id)
      : [];
    if (await documentsRepository.sharedBetween(ctx.db, target.id, [viewer.id, ...managed])) {
      return "health";
    }
  }
  return (await contactsRepository.linked(ctx.db, viewer.id, target.id)) ? "card" : "none";
}

/**
 * Loads a user another user asks for, with what the viewer may see of them.
 * @throws 404 when unknown or not visible to `viewer`.
 */
export async function loadVisibleUser(
  ctx: AppContext,
  viewer: UserRow,
  id: string,
): Promise<{ target: UserRow; visibility: Exclude<Visibility, "none"> }> {
  const target = await repo.findById(ctx.db, id);
  const visibility = target ? await visibilityOf(ctx, viewer, target) : "none";
  if (!target || visibility === "none") throw notFound();
  return { target, visibility };
}
