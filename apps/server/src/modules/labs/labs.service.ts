import {
  barState,
  displayName,
  format,
  HPRIM_MIME,
  LAB_RESULTS_FOLDER,
  normalizeNir,
  parseHprim,
  resultBarPosition,
  TEXTS,
  withoutSource,
  type DocumentDto,
  type HprimReport,
  type LabReportDto,
  type LabResultItem,
  type labResultsQuerySchema,
  type NotifyAnswer,
} from "@reseau/shared";
import type { z } from "zod";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { composeMail } from "../../platform/mailer.js";
import type { Executor } from "../../db/client.js";
import { addContacts } from "../relations/index.js";
import {
  changeStatus,
  changeTime,
  loadReadable,
  recordOpening,
  moveStatusQuietly,
  storeNewDocuments,
  toDocumentDto,
  toUserSummary,
  type UploadBody,
} from "../documents/index.js";
import { labResultPolicy, labsPolicy, opensAsPatient } from "./labs.policy.js";
import { labsRepository as repo } from "./labs.repository.js";
import type { StoredReport } from "./labs.schema.js";

/** Longest document name (the upload schema's limit). */
const NAME_MAX = 200;

/** The web page where a patient reads one of her results (the mail's link). */
const resultPage = (id: string) => `/resultats/${encodeURIComponent(id)}`;

/**
 * `POST /feed/documents` with mime `application/x-hprimnet` (issue 10 §1): a laboratory's HPRIM
 * file, read in shared (`parseHprim`), gives one ANALYS_RES document per patient, each holding
 * only its patient's part of the file and its structured results. Each patient is found among
 * the laboratory's patients by NIR when the file's is valid, else by names and birth date, else
 * created with status AUTO (no e-mail: she cannot log in until activated) and added to its
 * contacts. All in one transaction with the files: nothing is stored from a refused file.
 * @returns the first document, its `meta.imported` telling how many the file gave (answer only).
 * @throws 403 for anyone but a laboratory or lab group, 400 « Fichier HPRIM illisible : … ».
 */
export async function importHprim(
  ctx: AppContext,
  actor: Actor,
  body: UploadBody,
  bytes: Buffer,
): Promise<DocumentDto> {
  authorize(labsPolicy, "import", actor, actor.type);
  const parsed = parseHprim(bytes);
  if (!parsed.ok) throw badRequest(parsed.message);
  const files = parsed.reports.map((report) => ({
    id: newId(),
    bytes: Buffer.from(report.source, "utf8"),
    report,
  }));
  const rows = await storeNewDocuments(ctx, files, async (tx, insert) => {
    const stored = [];
    for (const { id, bytes: own, report } of files) {
      const idpatient = await patientOf(tx, actor, report);
      const idprescriber = report.prescriber
        ? await repo.prescriberNamed(tx, actor.actsFor, report.prescriber)
        : null;
      const at = changeTime();
      const row = await insert({
        id,
        idcreator: actor.id,
        idsharer: null,
        // a result is filed in « Résultats d'analyse » unless the lab chose a folder (issue 18 §4)
        iddirectory: body.iddirectory ?? LAB_RESULTS_FOLDER,
        type: "ANALYS_RES",
        name: nameOf(body.name, report, files.length),
        mime: HPRIM_MIME,
        size: own.length,
        storageKey: id,
        meta: { ...body.meta, status: "NEW" },
        status: "NEW",
        date: at,
        lastUpdate: at,
      });
      await repo.insertReport(tx, {
        iddocument: id,
        idlab: actor.id,
        idpatient,
        idprescriber,
        report: withoutSource(report),
      });
      stored.push(row);
    }
    return stored;
  });
  const [first] = rows;
  if (!first) throw new Error("an accepted HPRIM file gave no document");
  const document = toDocumentDto(first, { sharers: [], creator: toUserSummary(actor.user) });
  return { ...document, meta: { ...document.meta, imported: rows.length } };
}

/** The document's name: the file's, with the patient's name when the file holds several. */
function nameOf(name: string, report: HprimReport, count: number): string {
  if (count === 1) return name;
  return `${name} – ${report.lastName} ${report.firstName}`.trim().slice(0, NAME_MAX);
}

/** The laboratory's patient the report is about: by NIR, by identity, or created AUTO. */
async function patientOf(tx: Executor, actor: Actor, report: HprimReport): Promise<string> {
  const owners = actor.actsFor;
  const byNir = report.nir ? await repo.patientByNir(tx, owners, report.nir) : null;
  if (byNir) return byNir;
  if (report.birth) {
    const found = await repo.patientByIdentity(tx, owners, {
      lastName: report.lastName,
      firstName: report.firstName,
      birth: report.birth,
    });
    if (found) return found;
  }
  const place = /^(\d{5})\s+(.+)$/.exec(report.address.at(-1) ?? "");
  const street = place ? report.address.slice(0, -1) : report.address;
  const patient = await repo.insertPatient(tx, {
    id: newId(),
    type: "patient",
    status: "AUTO",
    email: null,
    passwordHash: null,
    isOnPatientApp: true,
    isOnProApp: false,
    firstName: report.firstName || null,
    lastName: report.lastName,
    birth: report.birth,
    nir: report.nir ? normalizeNir(report.nir) : null,
    address: street.join(", ") || null,
    zipCode: place?.[1] ?? null,
    city: place?.[2] ?? null,
    createdBy: actor.id,
    meta: {},
  });
  await addContacts(tx, actor.id, [patient.id]);
  return patient.id;
}

/** Loads a readable document and its report. @throws 404 when not readable. */
async function loadResult(db: Executor, actor: Actor, id: string) {
  const access = await loadReadable(db, actor, id);
  const found = await repo.findReport(db, id);
  return { access, found, result: { access, hasReport: found !== null } };
}

/**
 * `POST /api/documents/{id}/notify {userid}` (000 §7, §8 "Notify lab patient", issue 10 §2): the
 * laboratory tells `userid` — a user the result is shared with, the patient or her doctor — that
 * it is ready: status RESULTS_READY and the status message, notified (push follows the message
 * event), in one transaction (the status-change action with `userid` as its recipient); then a
 * mail to her address when she has a valid one (a refused mail never undoes the notification).
 * @returns the document, with `notified`: true when somebody heard of it (the mail left, or she
 *   has an active account whose app shows the message), else false with `notReached` —
 *   `noAccount` for a patient the import created (AUTO), `noEmail` for one without a usable
 *   address (issue 18 §4).
 * @throws 404 « Le document n'existe pas. » (unknown or not readable), 403 for a reader that is
 *   not its laboratory, 400 « Le partage de document n'existe pas. » when not shared with userid.
 */
export async function notifyResult(
  ctx: AppContext,
  actor: Actor,
  id: string,
  userid: string,
): Promise<NotifyAnswer> {
  const { access, found, result } = await loadResult(ctx.db, actor, id);
  authorize(labResultPolicy, "notify", actor, result);
  const target = access.recipients.find((r) => r.id === userid);
  if (!target) throw badRequest(TEXTS.labs.notifyNoShare);
  const { document } = await changeStatus(
    ctx,
    actor,
    id,
    { status: "RESULTS_READY", amount: undefined },
    { recipient: userid },
  );
  await repo.markNotified(ctx.db, id, ctx.clock.now());
  const recipient = found?.patient?.id === userid ? found.patient : null;
  if (!recipient) return { ...document, notified: true, notReached: null };
  const email = recipient.email;
  let mailed = false;
  if (email && recipient.status !== "AUTO" && recipient.meta?.email_ok !== 0) {
    const lab = displayName(actor.user);
    mailed = await ctx.mailer
      .send(
        composeMail({
          to: email,
          subject: TEXTS.labs.mail.subject,
          greeting: format(TEXTS.labs.mail.greeting, { name: displayName(recipient) }),
          paragraphs: [format(TEXTS.labs.mail.paragraph, { lab })],
          button: { label: TEXTS.labs.mail.button, href: ctx.mailer.linkTo(resultPage(id), {}) },
          footer: [TEXTS.labs.mail.footer],
        }),
      )
      .then(
        () => true,
        () => false,
      );
  }
  // an active account reads the notified message in its app (and its pushes)
  if (mailed || recipient.status === "ACTIVE") {
    return { ...document, notified: true, notReached: null };
  }
  const notReached = recipient.status === "AUTO" ? "noAccount" : "noEmail";
  return { ...document, notified: false, notReached };
}

/** The wire form of a stored report's results, each with its bar. */
function resultsOf(report: StoredReport): LabReportDto["results"] {
  return report.results.map((r) => ({ ...r, bar: resultBarPosition(r) }));
}

/**
 * `GET /api/documents/{id}/results` (issue 10 §2): the structured report of an HPRIM document,
 * each result with its bar (001 §4). Its patient opening a RESULTS_READY result sets
 * RESULTS_OPENED, with no message (000 §4); the laboratory gets `updateDoc` and sees it live.
 * @throws 404 « Le document n'existe pas. » when not readable, « Ce document n'est pas un
 *   résultat d'analyse. » for a document without results.
 */
export async function readReport(ctx: AppContext, actor: Actor, id: string): Promise<LabReportDto> {
  const { access, found, result } = await loadResult(ctx.db, actor, id);
  authorize(labResultPolicy, "read", actor, result);
  // the results are the document's content: their reading is recorded as an opening (issue 24 §2)
  await recordOpening(ctx, actor, access);
  let status = access.document.status;
  if (status === "RESULTS_READY" && opensAsPatient(actor, result)) {
    const moved = await moveStatusQuietly(ctx, actor, id, "RESULTS_READY", "RESULTS_OPENED");
    status = moved.meta.status;
  }
  if (!found) throw new Error(`report of document ${id} vanished`);
  const { report } = found.report;
  const patient = found.patient?.id ? found.patient : null;
  return {
    iddocument: id,
    format: report.format,
    status,
    patient: patient
      ? { id: patient.id, name: displayName(patient), status: patient.status }
      : null,
    lab: found ? { id: found.lab.id, name: displayName(found.lab) } : null,
    prescriberUser: found.prescriber?.id
      ? { id: found.prescriber.id, name: displayName(found.prescriber) }
      : null,
    lastName: report.lastName,
    firstName: report.firstName,
    birth: report.birth,
    examDate: report.examDate,
    prescriber: report.prescriber,
    text: report.text,
    results: resultsOf(report),
    files: report.files,
  };
}

/**
 * `GET /api/labs/results` (issue 10 §2, `/analyses`): the laboratory's result documents (and its
 * managed labs' for a lab group), newest first, filtered by status or not yet notified, and by a
 * part of the patient's name. @throws 403 for anyone but a laboratory or lab group.
 */
export async function listResults(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof labResultsQuerySchema>,
): Promise<LabResultItem[]> {
  authorize(labsPolicy, "list", actor, actor.type);
  const rows = await repo.list(ctx.db, actor.actsFor, {
    status: query.status === "NOT_NOTIFIED" ? undefined : query.status,
    notNotified: query.status === "NOT_NOTIFIED",
    name: query.name,
    limit: query.limit ?? 50,
  });
  return rows.map((row) => {
    const bars = row.report.results.map((r) => resultBarPosition(r));
    return {
      id: row.id,
      name: row.name,
      date: row.date.toISOString(),
      lastUpdate: row.lastUpdate.toISOString(),
      status: row.status,
      patient: row.patient
        ? { id: row.patient.id, name: displayName(row.patient), status: row.patient.status }
        : null,
      sharedWithPatient: row.sharedWithPatient,
      lastName: row.report.lastName,
      firstName: row.report.firstName,
      examDate: row.report.examDate,
      resultCount: row.report.results.length,
      outOfRange: bars.filter((bar) => bar !== null && barState(bar) !== "in").length,
    };
  });
}
