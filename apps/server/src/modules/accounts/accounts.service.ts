import {
  appOfType,
  birthDateOf,
  checkSignup,
  format,
  groupOfVariant,
  hasHealthCard,
  isOpticianProfession,
  normalizeFiness,
  normalizeLogin,
  normalizeNir,
  normalizeProfession,
  normalizeRpps,
  parseMetaText,
  normalizeUserType,
  readsPharmacyCookie,
  openingHoursSchema,
  stripSpaces,
  TEXTS,
  type LoginBody,
  type ProfileUpdate,
  type PublicUser,
  type SignupBody,
  type UserType,
  LEGAL_VERSIONS,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict, forbidden } from "../../platform/errors.js";
import { isUniqueViolation } from "../../platform/db-errors.js";
import { newId } from "../../platform/ids.js";
import { hashPassword, verifyDecoy, verifyPassword } from "../../platform/passwords.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import { inTransaction } from "../../platform/transaction.js";
import { tooManyAttempts } from "../../platform/login-throttle.js";
import { addContacts } from "../relations/index.js";
import { accountsRepository as repo } from "./accounts.repository.js";
import type { UserRow } from "./accounts.schema.js";
import { profilePolicy } from "./accounts.policy.js";
import { isCookiePharmacy, isGroupBound, loginGroupOf, loginRefusal } from "./login.policy.js";
import { ownProfile } from "./accounts.visibility.js";

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

/** What a sign-up's browser brings besides its body: the excel app's `idpharma` cookie (000 §5). */
export interface SignupClient {
  pharmacyCookie?: string | undefined;
}

/**
 * Sign-up (000 §5, docs/DECISIONS.md "Sign-up", "Login by variant"): the ordered checks, e-mail
 * uniqueness (409), argon2id, the default pharmacy and a white-label group's pharmacies as
 * contacts, all in one transaction; the route then opens the new user's session. In a variant's
 * app a patient's group is the variant's, and in the excel app her pharmacy may come from the
 * `idpharma` cookie of `client` (a pharmacy of the group, else ignored) when the body names none.
 * @throws AppError 400 (first failed check, title "Création de compte"), 409 e-mail taken.
 */
export async function signUp(
  ctx: AppContext,
  type: UserType,
  body: SignupBody,
  client: SignupClient = {},
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
  const variantGroup = groupOfVariant(ctx.config.variant);
  const failure = checkSignup(type, body);
  if (failure) throw new AppError(400, failure.code, failure.message, TEXTS.signup.title);
  const email = stripSpaces(body.email).toLowerCase();
  const meta = readMeta(body.meta);
  if (await repo.findByEmail(ctx.db, email)) throw conflict(TEXTS.signup.emailTaken);

  const passwordHash = await hashPassword(stripSpaces(body.password));
  const isProfessional = type === "professional";
  const establishment = type !== "patient" && !isProfessional;
  const profession = isProfessional ? normalizeProfession(body.profession || "DOCTOR") : null;
  // a patient's white-label app: the running variant's, else what the generic app's client says
  const grp = type === "patient" ? (variantGroup ?? body.grp ?? null) : null;
  const cookieId =
    type === "patient" && !body.idpharma && readsPharmacyCookie(ctx.config.variant)
      ? client.pharmacyCookie
      : undefined;

  let user: UserRow;
  try {
    user = await inTransaction(ctx, async (tx) => {
      const pharmacy = body.idpharma ? await repo.findById(tx, body.idpharma) : null;
      if (body.idpharma && pharmacy?.type !== "pharmacy")
        throw badRequest(TEXTS.contacts.pharmacyInfo);
      const chosen = pharmacy ?? (cookieId ? await cookiePharmacy(tx, cookieId, grp) : null);
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
        grp,
        idpharma: chosen?.id ?? null,
        meta,
      });
      const contactIds = chosen ? [chosen.id] : [];
      if (grp) {
        const groupPharmacies = await repo.pharmaciesOfGroup(tx, grp, 50);
        contactIds.push(...groupPharmacies.map((p) => p.id).filter((id) => id !== chosen?.id));
      }
      await addContacts(tx, created.id, contactIds);
      // the versions of the terms and privacy notice she ticked (issue 24 §3 "Consent")
      await repo.recordConsents(tx, created.id, LEGAL_VERSIONS, ctx.clock.now());
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEXTS.signup.emailTaken);
    throw error;
  }
  return user;
}

/**
 * The pharmacy an excel patient's `idpharma` cookie names (000 §5), when it is one of `group`'s
 * pharmacies; null otherwise (an unknown, foreign or malformed id is ignored, never an error).
 */
async function cookiePharmacy(
  db: Executor,
  id: string,
  group: string | null,
): Promise<UserRow | null> {
  if (!group || id.length > 64) return null;
  const row = await repo.findById(db, id);
  if (!row) return null;
  return isCookiePharmacy(row, await repo.groupsOf(db, row.id), group) ? row : null;
}

/**
 * Login (000 §5 Login, docs/DECISIONS.md "Login", "Login by variant"): the login trimmed and
 * without whitespace; failures limited per account and per address (429); wrong credentials 401;
 * then `restrictedTypes`, `app` and the app's group — the running variant's, else the body's
 * `grp` (403 restrictedType / wrongApp / wrongGroup, `loginRefusal`). `client` is where the
 * attempt comes from: its address and its browser's device id (a cookie the route keeps). The
 * route then asks for the second step (issue 24 §1) or opens the session and calls
 * `loginSucceeded`, so a refused login opens none, and the throttle's counters are cleared only
 * once every step is passed.
 * @returns the user and the normalised login (the throttle's key).
 */
export async function logIn(
  ctx: AppContext,
  body: LoginBody,
  client: { ip: string; device: string },
): Promise<{ user: UserRow; login: string }> {
  const login = normalizeLogin(body.login);
  const password = stripSpaces(body.password);
  const { ip, device } = client;
  const wait = await ctx.loginThrottle.waitFor(login, ip, device);
  if (wait > 0) throw tooManyAttempts(wait);
  const user = login ? await repo.findByEmail(ctx.db, login) : null;
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyDecoy(password), false);
  if (!user || !valid) {
    await ctx.loginThrottle.fail(login, ip, device);
    throw new AppError(401, "unauthorized", TEXTS.auth.badCredentials);
  }

  const group = loginGroupOf(groupOfVariant(ctx.config.variant), body);
  // membership, not a claim: a pharmacy belongs to the groups of the managers that manage it
  let groups: string[] = [];
  if (group && isGroupBound(user.type)) {
    groups = user.type === "grp_pharm" ? [user.grp ?? ""] : await repo.groupsOf(ctx.db, user.id);
  }
  const refusal = loginRefusal({ user, groups: groups.filter(Boolean), group }, body);
  if (refusal) {
    // the password was right: its failures are forgotten, as before a login's other checks
    await ctx.loginThrottle.succeed(login, ip, device);
    throw forbidden(refusal.message, refusal.error);
  }
  return { user, login };
}

/**
 * The end of a login's second step (issue 24 §1), once `passSecondStep` passed: the user whose
 * session the route opens. @throws 401 « Ce code n’est pas valide. » when the account is gone.
 */
export async function userOfPassedStep(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await repo.findById(ctx.db, userId);
  if (!user) throw new AppError(401, "unauthorized", TEXTS.twoFactor.invalidCode);
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
