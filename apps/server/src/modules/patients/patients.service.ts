import {
  birthDateOf,
  normalizeNir,
  patientFiltersOf,
  TEXTS,
  type NewPatient,
  type PatientListQuery,
  type PublicUser,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { isUniqueViolation } from "../../platform/db-errors.js";
import { conflict } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { sendActivationLink, toContactCard, type UserRow } from "../accounts/index.js";
import { addContacts, identityFactsOf, identityVisible } from "../relations/index.js";
import { patientsPolicy } from "./patients.policy.js";
import { patientsRepository as repo, type FolderRow } from "./patients.repository.js";

/**
 * A folder row as the caller may see it (docs/DECISIONS.md "Who sees a patient"): the card with
 * her identity fields when the one identity rule says so (relations `identityVisible`), the card
 * without them otherwise, as `GET /ws/user/{id}` answers; `meta` carries only `email_ok: 0` when
 * her e-mail was marked wrong (000 §3, shown red), never her own settings.
 */
function folderCard(actor: Actor, { user, sharedByHer }: FolderRow): PublicUser {
  const card = toContactCard(user, identityVisible(identityFactsOf(actor, user, sharedByHer)));
  const wrongMail = String(user.meta?.email_ok) === "0";
  return { ...card, meta: wrongMail ? JSON.stringify({ email_ok: 0 }) : "{}" };
}

/**
 * The caller's patient folder (000 §7 `GET /ws/patients/list/v2`, §4 "Patient folder filters"):
 * the patients the caller, or an establishment it manages, has a relation with, filtered and paged.
 * @throws 403 for a patient (patients policy `list`).
 */
export async function listPatients(
  ctx: AppContext,
  actor: Actor,
  query: PatientListQuery,
): Promise<PublicUser[]> {
  authorize(patientsPolicy, "list", actor, actor.type);
  const filters = patientFiltersOf(actor.type, query);
  const rows = await repo.list(ctx.db, actor.actsFor, filters, query);
  return rows.map((row) => folderCard(actor, row));
}

/** How many patients the caller's folders hold (000 §7 `GET /ws/count/pharma/patients`). @throws 403 for a patient. */
export async function countPatients(ctx: AppContext, actor: Actor): Promise<{ count: number }> {
  authorize(patientsPolicy, "list", actor, actor.type);
  return { count: await repo.count(ctx.db, actor.actsFor) };
}

/**
 * Creates a member patient for the caller (000 §7 `POST /ws/patient`) or, with `affiliate`, a
 * patient of the calling pharmacy, which becomes her default pharmacy (`POST
 * /ws/user/patient/affiliate`). She has no password: STUB without an e-mail, NEW with one (she
 * chooses her password from the activation link, docs/DECISIONS.md "Patient folders"); she is
 * created by the caller and joins its contacts, in one transaction.
 * @returns her card with her identity fields (the caller typed them).
 * @throws 403 for a caller who may not (patients policy), 409 "Cet e-mail est déjà lié à un compte".
 */
export async function createPatient(
  ctx: AppContext,
  actor: Actor,
  body: NewPatient,
  options: { affiliate: boolean },
): Promise<PublicUser> {
  authorize(patientsPolicy, options.affiliate ? "affiliate" : "create", actor, actor.type);
  const email = body.email || null;
  if (email && (await repo.emailTaken(ctx.db, email))) throw conflict(TEXTS.signup.emailTaken);
  let created: UserRow;
  try {
    created = await inTransaction(ctx, async (tx) => {
      const patient = await repo.insert(tx, {
        id: newId(),
        type: "patient",
        status: email ? "NEW" : "STUB",
        email,
        passwordHash: null,
        isOnPatientApp: true,
        isOnProApp: false,
        firstName: body.firstName,
        lastName: body.lastName,
        birth: birthDateOf(body.birth),
        nir: body.nir?.trim() ? normalizeNir(body.nir) : null,
        idpharma: options.affiliate ? actor.id : null,
        createdBy: actor.id,
        meta: {},
      });
      await addContacts(tx, actor.id, [patient.id]);
      return patient;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEXTS.signup.emailTaken);
    throw error;
  }
  // issue 8 §5: a patient created with an e-mail is mailed her activation link; the account
  // stands even when the mail server refuses (the mailer logs it, the contact page sends it again)
  if (created.email) await sendActivationLink(ctx, created).catch(() => "not-sent");
  return toContactCard(created, true);
}
