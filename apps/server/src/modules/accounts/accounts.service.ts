import {
  appOfType,
  birthDateOf,
  checkSearch,
  checkSignup,
  departmentCodeOf,
  directoryKey,
  isEstablishmentType,
  professionReadings,
  format,
  hasHealthCard,
  minutesText,
  isOpticianProfession,
  normalizeFiness,
  normalizeLogin,
  normalizeNir,
  normalizeProfession,
  normalizeRpps,
  parseMetaText,
  normalizeUserType,
  openingHoursSchema,
  stripSpaces,
  TEXTS,
  type LoginBody,
  type ProfileUpdate,
  type PublicUser,
  type SearchQuery,
  type SignupBody,
  type UserPictures,
  type UserType,
  NO_PICTURES,
} from "@reseau/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict, forbidden } from "../../platform/errors.js";
import { isUniqueViolation } from "../../platform/db-errors.js";
import { newId } from "../../platform/ids.js";
import { hashPassword, verifyDecoy, verifyPassword } from "../../platform/passwords.js";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import { inTransaction } from "../../platform/transaction.js";
import { addContacts, areContacts } from "../contacts/index.js";
import { sentDocumentTo } from "../documents/index.js";
import { accountsRepository as repo, type DirectoryCriteria } from "./accounts.repository.js";
import type { UserRow } from "./accounts.schema.js";
import { toContactCard, toPublicUser } from "./accounts.serialize.js";
import {
  profilePolicy,
  relationQueries,
  searchPolicy,
  searchVisibilityOf,
  userPolicy,
  visibilityOf,
  type UserRelation,
  type Visibility,
} from "./accounts.policy.js";

/** Reads a `meta` text (000 §3). @throws 400 "Le champ meta doit être un objet JSON.". */
function readMeta(text: string | undefined): Record<string, unknown> {
  const meta = parseMetaText(text);
  if (!meta) throw badRequest(TEXTS.profile.metaInvalid);
  return meta;
}

/** The user type of a path segment. @throws 400 for an unknown type. */
export function userTypeOf(segment: string): UserType {
  const type = normalizeUserType(segment);
  if (!type) throw badRequest(TEXTS.signup.unknownType);
  return type;
}

/**
 * Sign-up (000 §5, docs/DECISIONS.md "Sign-up"): the ordered checks, e-mail uniqueness (409), argon2id,
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
  // the body says which app it comes from (docs/DECISIONS.md "Sign-up"): it must be this type's
  if (body.app && body.app !== appOfType(type)) {
    throw new AppError(
      400,
      "validation",
      format(TEXTS.signup.wrongApp, { app: appOfType(type) }),
      TEXTS.signup.title,
    );
  }
  const failure = checkSignup(type, body);
  if (failure) throw new AppError(400, failure.code, failure.message, TEXTS.signup.title);
  const email = stripSpaces(body.email).toLowerCase();
  const meta = readMeta(body.meta);
  if (await repo.findByEmail(ctx.db, email)) throw conflict(TEXTS.signup.emailTaken);

  const passwordHash = await hashPassword(stripSpaces(body.password));
  const isProfessional = type === "professional";
  const establishment = type !== "patient" && !isProfessional;
  const profession = isProfessional ? normalizeProfession(body.profession || "DOCTOR") : null;

  let user: UserRow;
  try {
    user = await inTransaction(ctx, async (tx) => {
      const pharmacy = body.idpharma ? await repo.findById(tx, body.idpharma) : null;
      if (body.idpharma && pharmacy?.type !== "pharmacy")
        throw badRequest(TEXTS.contacts.pharmacyInfo);
      const created = await repo.insert(tx, {
        id: newId(),
        type,
        status: "ACTIVE",
        email,
        passwordHash,
        isOnPatientApp: appOfType(type) === "patient",
        isOnProApp: appOfType(type) === "pro",
        title: body.title ?? null,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        name: establishment ? (body.name ?? null) : null,
        profession,
        rpps: isProfessional && body.rpps ? normalizeRpps(body.rpps) : null,
        finess: establishment && body.finess ? normalizeFiness(body.finess) : null,
        nir: type === "patient" && body.nir ? normalizeNir(body.nir) : null,
        birth: body.birth ? birthDateOf(body.birth) : null,
        phones: body.phones ?? [],
        address: body.address ?? null,
        zipCode: body.zipCode ?? null,
        city: body.city ?? null,
        // a patient's white-label app; an establishment's group is granted by the group, never
        // claimed at sign-up (docs/DECISIONS.md "Who acts for whom")
        grp: type === "patient" ? (body.grp ?? null) : null,
        idpharma: pharmacy?.id ?? null,
        meta,
      });
      const contactIds = pharmacy ? [pharmacy.id] : [];
      if (type === "patient" && body.grp) {
        const groupPharmacies = await repo.listByType(tx, "pharmacy", body.grp, 50);
        contactIds.push(...groupPharmacies.map((p) => p.id));
      }
      await addContacts(tx, created.id, contactIds);
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
 * Login (000 §5 Login, docs/DECISIONS.md "Login"): the login trimmed and without whitespace; failures
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
  const device = deviceOf(request, reply);
  const wait = ctx.loginThrottle.waitFor(login, request.ip, device);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw new AppError(
      429,
      "tooManyAttempts",
      format(TEXTS.auth.tooManyAttempts, { duration: minutesText(minutes) }),
    );
  }
  const user = login ? await repo.findByEmail(ctx.db, login) : null;
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyDecoy(password), false);
  if (!user || !valid) {
    ctx.loginThrottle.fail(login, request.ip, device);
    throw new AppError(401, "unauthorized", TEXTS.auth.badCredentials);
  }
  ctx.loginThrottle.succeed(login, request.ip, device);

  const restricted = (body.restrictedTypes ?? []).map(normalizeUserType).filter(Boolean);
  if (restricted.length > 0 && !restricted.includes(user.type)) {
    throw forbidden(TEXTS.auth.restrictedType, "restrictedType");
  }
  if (
    (body.app === "patient" && !user.isOnPatientApp) ||
    (body.app === "pro" && !user.isOnProApp)
  ) {
    throw forbidden(TEXTS.auth.wrongApp, "wrongApp");
  }
  if (body.grp && (user.type === "pharmacy" || user.type === "grp_pharm")) {
    // membership, not a claim: a pharmacy belongs to the groups of the managers that manage it
    const groups =
      user.type === "grp_pharm" ? [user.grp].filter(Boolean) : await repo.groupsOf(ctx.db, user.id);
    if (!groups.includes(body.grp)) {
      throw forbidden(format(TEXTS.auth.wrongGroup, { group: groups[0] ?? "" }), "wrongGroup");
    }
  }
  await ctx.sessions.open(reply, request, user.id, body.stayConnected === true);
  return user;
}

/** The browser's device cookie: a random id it keeps a year, to be known to the login throttle. */
const DEVICE_COOKIE = "did";
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/** The device id of this browser, set now when it has none (HttpOnly, SameSite=Lax). */
function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[DEVICE_COOKIE];
  if (known && /^[\w-]{16,64}$/.test(known)) return known;
  const device = newId();
  reply.setCookie(DEVICE_COOKIE, device, {
    path: "/ws/login",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: DEVICE_MAX_AGE_S,
  });
  return device;
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
  if (!parsed.success) throw badRequest(TEXTS.profile.openingHoursInvalid);
  return parsed.data;
}

const DEFAULT_CHOICES = [
  { field: "idpharma", accepts: (u: UserRow) => u.type === "pharmacy" },
  {
    field: "iddoctor",
    accepts: (u: UserRow) => u.type === "professional" && !isOpticianProfession(u.profession),
  },
  {
    field: "idoptician",
    accepts: (u: UserRow) => u.type === "professional" && isOpticianProfession(u.profession),
  },
] as const;

/**
 * The user's new `meta` with the flags only others set kept as stored: `email_ok` (a professional
 * marked the e-mail wrong) and `validated` (a professional checked the NIR), 000 §3.
 */
function keepCheckedFlags(
  stored: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...sent };
  for (const key of ["email_ok", "validated"]) {
    if (key in stored) kept[key] = stored[key];
    else delete kept[key];
  }
  return kept;
}

/**
 * Saves a user's profile, `user` as loaded (`PUT /ws/user` for oneself, `PUT /ws/user/{id}` for a
 * user one acts for, 000 §7). A chosen default pharmacy, doctor or optician that is not yet a
 * contact of `user` becomes one, in the same transaction (000 §4). The caller has authorized.
 * @throws 400 for a wrong meta, opening hours or default choice.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: ProfileUpdate,
): Promise<UserRow> {
  const { meta, openingHours, nir, name, ...fields } = input;
  const changes: Partial<UserRow> = { ...fields };
  // only an establishment has a name of its own (a person is shown by first and last name)
  if (name !== undefined && user.type !== "patient" && user.type !== "professional") {
    changes.name = name;
  }
  if (meta !== undefined) changes.meta = keepCheckedFlags(user.meta, readMeta(meta));
  if (fields.specialties?.length && user.type !== "professional") {
    throw badRequest(TEXTS.directory.specialtiesOfProfessional);
  }
  if (nir !== undefined) {
    changes.nir = nir ? normalizeNir(nir) : null;
    // a NIR a professional checked stays validated only while it is the same number
    if (changes.nir !== user.nir) {
      const rest = { ...(changes.meta ?? user.meta) };
      delete rest.validated;
      changes.meta = rest;
    }
  }
  const { emergencyCall, bloodType, allergens, special } = fields;
  if (user.type !== "patient" && hasHealthCard({ emergencyCall, bloodType, allergens, special })) {
    throw badRequest(TEXTS.healthCard.patientsOnly);
  }
  if (openingHours !== undefined) {
    if (user.type === "patient") throw badRequest(TEXTS.profile.patientOpeningHours);
    changes.openingHours = parseOpeningHours(openingHours);
  }
  return inTransaction(ctx, async (tx) => {
    const newContacts: string[] = [];
    for (const { field, accepts } of DEFAULT_CHOICES) {
      const id = input[field];
      if (!id) continue;
      const chosen = await repo.findById(tx, id);
      if (!chosen || !accepts(chosen)) throw badRequest(TEXTS.contacts.pharmacyInfo);
      newContacts.push(id);
    }
    await addContacts(tx, user.id, newContacts);
    return Object.keys(changes).length > 0 ? repo.update(tx, user.id, changes) : user;
  });
}

/**
 * Saves the profile of a user `actor` acts for (`PUT /ws/user/{id}`, issue 8 §2, 000 §6: a group
 * manager for its pharmacies, a patient for her family members), with the rules of `PUT /ws/user`.
 * Answers the saved user as the actor sees them (in full, they act for them).
 * @throws 404 when unknown or not one the actor acts for (profile policy), 400 as `updateProfile`.
 */
export async function updateUserProfile(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ProfileUpdate,
): Promise<PublicUser> {
  const target = await repo.findById(ctx.db, id);
  authorize(profilePolicy, "update", actor, target);
  return ownProfile(ctx, await updateProfile(ctx, target, input));
}

/**
 * Loads a user and their relations with `actor`, reading only the facts the decision needs
 * (accounts policy `relationQueries`). null when the user does not exist.
 */
export async function loadRelation(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<UserRelation | null> {
  const target = await repo.findById(ctx.db, id);
  if (!target) return null;
  const needs = relationQueries(actor, target);
  const patientSide = async () => [target.id, ...(await repo.managerIdsOf(ctx.db, target.id))];
  const [sentDocumentToActor, isContact] = await Promise.all([
    needs.sentDocument ? sentDocumentTo(ctx.db, await patientSide(), actor.actsFor) : false,
    needs.contact ? areContacts(ctx.db, actor.id, target.id) : false,
  ]);
  return { target, sentDocumentToActor, isContact };
}

/**
 * A user's card as `actor` may see it (000 §7 `GET /ws/user/{id}`, `/ws/establishment/{id}`,
 * `/ws/professional/{id}`): everything for themself and the users they manage, the card with
 * health fields for a professional the patient sent a document to, the card otherwise.
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
    repo.managerIdsOf(ctx.db, target.id),
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
 * The directory and contact search (000 §7 `GET /ws/search/{type}`, issue 8 §1): the checks of
 * `checkSearch` in their order, then the matching users, best first, at most 50.
 * Professionals and establishments are answered as cards. Patients only to a professional or an
 * establishment, only by NIR with last name or by exact e-mail, each as `searchVisibilityOf`
 * allows (docs/DECISIONS.md "Who sees a patient").
 * @throws 400 for an unknown type or a failed check (its French message), 403 for a patient
 *   searching patients (search policy).
 */
export async function searchDirectory(
  ctx: AppContext,
  actor: Actor,
  segment: string,
  query: SearchQuery,
): Promise<PublicUser[]> {
  const type = userTypeOf(segment);
  authorize(searchPolicy, "search", actor, type);
  const failure = checkSearch(type === "patient", query);
  if (failure) throw badRequest(failure.message);
  if (type === "patient") return searchPatients(ctx, actor, query);
  const criteria = directoryCriteria(type, query);
  if (!criteria) return [];
  const rows = await repo.search(ctx.db, criteria);
  return rows.map((row) => toContactCard(row));
}

/**
 * The repository's criteria of a search query, in the matching form; null when no user can
 * match (an unknown department, an establishment flag that contradicts the type).
 */
function directoryCriteria(type: UserType, query: SearchQuery): DirectoryCriteria | null {
  const words = [query.name, query.lastName, query.firstName]
    .flatMap((text) => directoryKey(text ?? "").split(" "))
    .filter(Boolean);
  const place = query.department || query.departmentName;
  const department = place ? departmentCodeOf(place) : undefined;
  if (department === null) return null;
  if (query.isEstablishment && (query.isEstablishment === "true") !== isEstablishmentType(type)) {
    return null;
  }
  const key = (text: string | undefined) => directoryKey(text ?? "") || undefined;
  return {
    type,
    nameWords: [...new Set(words)],
    city: key(query.city),
    zipCode: query.zipCode?.replace(/[^0-9A-Za-z]/g, "") || undefined,
    department,
    specialty: key(query.specialty),
    professions: query.profession ? professionReadings(query.profession) : undefined,
    grp: query.grp || undefined,
    rpps: query.rpps?.replace(/\s/g, "") || undefined,
    finess: query.finess?.replace(/\s/g, "").toUpperCase() || undefined,
    limit: query.limit,
  };
}

/** The patient side of `searchDirectory`: each found patient as the caller may see her. */
async function searchPatients(
  ctx: AppContext,
  actor: Actor,
  query: SearchQuery,
): Promise<PublicUser[]> {
  const nir = query.nir?.replace(/\s/g, "").toUpperCase().slice(0, 13);
  const rows = await repo.searchPatients(ctx.db, {
    nir: nir || undefined,
    lastName: directoryKey(query.lastName ?? "") || undefined,
    email: query.email?.toLowerCase() || undefined,
    limit: query.limit,
  });
  const cards: PublicUser[] = [];
  for (const row of rows) {
    const relation = await loadRelation(ctx, actor, row.id);
    if (!relation) continue;
    const visibility = searchVisibilityOf(actor, relation);
    cards.push(
      visibility === "full"
        ? toPublicUser(row, await repo.managerIdsOf(ctx.db, row.id))
        : toContactCard(row, visibility === "health"),
    );
  }
  return cards;
}

/** The user with the ids of their managers and pictures, as sent to themself. */
export async function ownProfile(ctx: AppContext, user: UserRow): Promise<PublicUser> {
  const [profile] = await fullProfiles(ctx.db, [user]);
  return profile as PublicUser;
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
 * The managers (000 §6) of any of `ids`, each once: they follow what happens to the users they
 * manage, so realtime audiences include them.
 */
export function managerIdsOfAny(db: Executor, ids: string[]): Promise<string[]> {
  return repo.managerIdsOfAny(db, [...new Set(ids)]);
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
