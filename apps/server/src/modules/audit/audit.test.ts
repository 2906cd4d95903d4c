import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { HPRIM_MIME, type AuditEntry, type DocumentDto, type PublicUser } from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import {
  contactOf,
  createPharmacyGroup,
  idOf,
  shared,
  uploaded,
} from "../documents/test-helpers.js";
import type { ManualClock } from "../../platform/clock.js";
import { auditEntriesOf, deleteAuditOf } from "./index.js";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  // a manual clock (TEST_CLOCK): the entries' dates are the context clock's
  t = await createTestApp({ testClock: true });
  clock = t.ctx.clock as ManualClock;
});
afterAll(() => t.stop());

/** `GET url` of an audit list; expects 200. */
async function auditOf(client: TestClient, url = "/ws/user/audit"): Promise<AuditEntry[]> {
  const response = await client.get<AuditEntry[]>(url);
  if (response.status !== 200) throw new Error(`audit failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Opens a document as the web app does; expects 200. */
async function opens(client: TestClient, id: string): Promise<void> {
  expect((await client.get(`/api/documents/${id}`)).status).toBe(200);
}

/** A patient's prescription shared with her pharmacy. */
async function sharedPrescription(name = "Ordonnance du 3 mars") {
  const patient = await createPatient(t);
  const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
  const document = await uploaded(patient, { name });
  await shared(patient, document.id, pharmacy);
  return { patient, pharmacy, document };
}

describe("who read my documents (issue 24 §2)", () => {
  it("a pharmacy opening a shared prescription is one entry in the patient's list, with its name", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    expect(await auditOf(patient)).toEqual([]);
    clock.set(new Date("2030-03-20T09:15:00Z"));
    await opens(pharmacy, document.id);
    const entries = await auditOf(patient);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        date: "2030-03-20T09:15:00.000Z",
        actor: { id: idOf(pharmacy), type: "pharmacy", name: "Pharmacie des Lilas" },
        document: { id: document.id, name: "Ordonnance du 3 mars", type: "PRESC_DRUG" },
      },
    ]);
  });

  it("records every read, newest first, and pages with limit and before", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    for (const at of ["2030-03-21T08:00:00Z", "2030-03-21T09:00:00Z", "2030-03-21T09:00:00Z"]) {
      clock.set(new Date(at));
      await opens(pharmacy, document.id);
    }
    const entries = await auditOf(patient);
    expect(entries.map((e) => e.date)).toEqual([
      "2030-03-21T09:00:00.000Z",
      "2030-03-21T09:00:00.000Z",
      "2030-03-21T08:00:00.000Z",
    ]);
    const first = await auditOf(patient, "/ws/user/audit?limit=2");
    expect(first.map((e) => e.id)).toEqual(entries.slice(0, 2).map((e) => e.id));
    const rest = await auditOf(patient, `/ws/user/audit?limit=2&before=${first[1]?.id}`);
    expect(rest.map((e) => e.id)).toEqual([entries[2]?.id]);
  });

  it("does not record the patient's own reads, nor her manager's", async () => {
    const parent = await createPatient(t);
    const child = (await parent.post<PublicUser>("/ws/family", CHILD)).body;
    const own = await createPatient(t);
    const mine = await uploaded(own);
    await opens(own, mine.id);
    expect(await auditOf(own)).toEqual([]);

    const childs = await uploaded(parent, { idowner: child.id });
    await opens(parent, childs.id);
    expect(await auditOf(parent, `/ws/user/${child.id}/audit`)).toEqual([]);
    expect(await auditOf(parent)).toEqual([]);
  });

  it("shows a child's reads to her manager only: the reader and strangers get 404", async () => {
    const parent = await createPatient(t);
    const child = (await parent.post<PublicUser>("/ws/family", CHILD)).body;
    const pharmacy = await createPharmacy(t, { name: "Pharmacie du Parc" });
    const document = await uploaded(parent, { idowner: child.id, name: "Ordonnance de Léo" });
    await shared(parent, document.id, pharmacy);
    await opens(pharmacy, document.id);

    const entries = await auditOf(parent, `/ws/user/${child.id}/audit`);
    expect(entries.map((e) => [e.actor.name, e.document.name])).toEqual([
      ["Pharmacie du Parc", "Ordonnance de Léo"],
    ]);
    // the parent's own list holds her own documents' reads only
    expect(await auditOf(parent)).toEqual([]);
    const stranger = await createPatient(t);
    for (const other of [pharmacy, stranger]) {
      const response = await other.get(`/ws/user/${child.id}/audit`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: expect.any(String) });
    }
    expect((await parent.get(`/ws/user/${idOf(stranger)}/audit`)).status).toBe(404);
  });

  it("keeps the entry after the document is deleted, and joins the reader's name live", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    await opens(pharmacy, document.id);
    const renamed = await pharmacy.put("/ws/user", { name: "Grande Pharmacie des Lilas" });
    expect(renamed.status).toBe(200);
    expect((await patient.delete(`/feed/documents/${document.id}`)).status).toBe(204);
    const [entry] = await auditOf(patient);
    expect(entry?.actor.name).toBe("Grande Pharmacie des Lilas");
    expect(entry?.document).toEqual({ id: document.id, name: null, type: null });
  });

  it("no one sees another's audit: each list holds only its owner's documents", async () => {
    const one = await sharedPrescription();
    const two = await sharedPrescription();
    await opens(one.pharmacy, one.document.id);
    await opens(two.pharmacy, two.document.id);
    expect((await auditOf(one.patient)).map((e) => e.document.id)).toEqual([one.document.id]);
    expect((await auditOf(two.patient)).map((e) => e.document.id)).toEqual([two.document.id]);
    // the reader's own list is about its own documents: it holds nothing of the patients
    expect(await auditOf(one.pharmacy)).toEqual([]);
    expect((await t.client().get("/ws/user/audit")).status).toBe(401);
  });

  it("records the reads of a lab's results, by the lab and by whoever reads them", async () => {
    const lab = await createLab(t, { name: "Laboratoire Bioforme" });
    const patient = await createPatient(t, {
      lastName: "Martin",
      firstName: "Léa",
      birth: "12/04/1985",
    });
    await contactOf(patient, lab);
    const imported = await lab.post<DocumentDto>("/feed/documents", {
      name: "Résultats HPRIM",
      type: "ANALYS_RES",
      mime: HPRIM_MIME,
      data: HPRIM,
    });
    expect(imported.status).toBe(201);
    await shared(lab, imported.body.id, patient);
    expect((await lab.get(`/api/documents/${imported.body.id}/results`)).status).toBe(200);
    expect((await patient.get(`/api/documents/${imported.body.id}/results`)).status).toBe(200);
    const entries = await auditOf(patient);
    expect(entries.map((e) => [e.actor.id, e.document.type])).toEqual([[idOf(lab), "ANALYS_RES"]]);
  });

  it("a document sent to two patients: a professional's read is in both lists, the patients' own reads in neither", async () => {
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
    const [lea, marc] = [await createPatient(t), await createPatient(t)];
    await contactOf(lea, pharmacy);
    await contactOf(marc, pharmacy);
    const letter = await uploaded(pharmacy, { name: "Rappel de vaccination", type: "VACCIN" });
    await shared(pharmacy, letter.id, lea, marc);
    const doctor = await createDoctor(t);
    await shared(lea, letter.id, doctor);
    // each patient reads her copy: neither learns from her list that the other got it
    await opens(lea, letter.id);
    await opens(marc, letter.id);
    expect(await auditOf(lea)).toEqual([]);
    expect(await auditOf(marc)).toEqual([]);
    await opens(doctor, letter.id);
    for (const patient of [lea, marc]) {
      expect((await auditOf(patient)).map((e) => [e.actor.id, e.document.id])).toEqual([
        [idOf(doctor), letter.id],
      ]);
    }
  });
});

describe("a professional's reads in her patient folder (issue 24 §2)", () => {
  it("lists her own reads of the patient, never another professional's", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    const doctor = await createDoctor(t);
    await shared(patient, document.id, doctor);
    await opens(pharmacy, document.id);
    await opens(doctor, document.id);
    await opens(doctor, document.id);
    const url = `/ws/patients/${idOf(patient)}/audit`;
    expect((await auditOf(pharmacy, url)).map((e) => e.actor.id)).toEqual([idOf(pharmacy)]);
    expect(await auditOf(doctor, url)).toHaveLength(2);
    expect(await auditOf(await createPharmacy(t), url)).toEqual([]);
    expect((await patient.get(url)).status).toBe(404);
    // the patient sees all three
    expect(await auditOf(patient)).toHaveLength(3);
  });

  it("a group manager reading through its pharmacy: recorded for that pharmacy, in both folders", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    const group = await createPharmacyGroup(t, pharmacy);
    await opens(group, document.id);
    const [entry] = await auditOf(patient);
    expect(entry?.actor.id).toBe(idOf(group));
    const url = `/ws/patients/${idOf(patient)}/audit`;
    expect(await auditOf(group, url)).toHaveLength(1);
    expect(await auditOf(pharmacy, url)).toHaveLength(1);
  });
});

describe("the audit's storage (issue 24 §2, §3)", () => {
  it("is append-only: UPDATE and DELETE are refused, but deleteAuditOf erases a patient's entries", async () => {
    const { patient, pharmacy, document } = await sharedPrescription();
    await opens(pharmacy, document.id);
    const owner = idOf(patient);
    await expect(
      t.ctx.db.execute(sql`update document_reads set idactor = 'x' where idowner = ${owner}`),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.execute(sql`delete from document_reads where idowner = ${owner}`),
    ).rejects.toThrow();
    expect(await auditEntriesOf(t.ctx.db, owner)).toHaveLength(1);
    expect(await deleteAuditOf(t.ctx.db, owner)).toBe(1);
    expect(await auditOf(patient)).toEqual([]);
    // the flag was for that transaction only
    await opens(pharmacy, document.id);
    await expect(
      t.ctx.db.execute(sql`delete from document_reads where idowner = ${owner}`),
    ).rejects.toThrow();
  });

  it("a read whose entry cannot be written fails, rather than serving the document untraced", async () => {
    const { pharmacy, document } = await sharedPrescription();
    await t.ctx.db.execute(sql`alter table document_reads rename to document_reads_away`);
    try {
      expect((await pharmacy.get(`/api/documents/${document.id}`)).status).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`alter table document_reads_away rename to document_reads`);
    }
  });
});

const CHILD = { firstName: "Léo", lastName: "Martin", birth: "12/03/2019" };

/** An HPRIM Médecins file of one report for Léa Martin, born 12/04/1985. */
const HPRIM = Buffer.from(
  [
    "000000",
    "MARTIN",
    "LEA",
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    "12/04/1985",
    "",
    "12345",
    "01/03/2026",
    "Dr Paul DURAND",
    "",
    "Compte rendu de LEA",
    "****LAB****",
    "RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F",
    "****FIN****",
    "****FINFICHIER****",
    "",
  ].join("\r\n"),
).toString("base64");
