import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HPRIM_MIME,
  LAB_RESULTS_FOLDER,
  type DocumentDto,
  type FeedItem,
  type LabResultItem,
  type NotifyAnswer,
  type PublicUser,
} from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { contactOf, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

/** An HPRIM Médecins file of one report, for this patient, examined on 26/11/2026. */
function hprimFile(p: { last: string; first: string; birth: string }): string {
  const lines = [
    "000001",
    p.last,
    p.first,
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    p.birth,
    "",
    "12345",
    "26/11/2026",
    "Dr Paul DURAND",
    "",
    "Bilan",
    "****LAB****",
    "RES|Glycémie|GLY|N|1,05|g/l|0,70|1,10|N|F",
    "****FIN****",
    "****FINFICHIER****",
    "",
  ];
  return Buffer.from(lines.join("\r\n"), "utf8").toString("base64");
}

async function imported(
  lab: TestClient,
  patient: { last: string; first: string; birth: string },
): Promise<DocumentDto> {
  const response = await lab.post<DocumentDto>("/feed/documents", {
    name: "resultat.hpr",
    type: "ANALYS_RES",
    mime: HPRIM_MIME,
    data: hprimFile(patient),
  });
  if (response.status !== 201) throw new Error(`import failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The ids of a folder's feed (`GET /api/feed/directory/{id}`), expecting 200. */
async function folderIds(client: TestClient, folder: string): Promise<string[]> {
  const response = await client.get<FeedItem[]>(`/api/feed/directory/${folder}?limit=50`);
  if (response.status !== 200) throw new Error(`folder failed: ${JSON.stringify(response.body)}`);
  return response.body.map((item) => item.id);
}

const DUPONT = { last: "DUPONT", first: "Marie", birth: "03/05/1970" };

describe("a lab result is in « Résultats d'analyse » (issue 18 §4)", () => {
  it("for its laboratory and for the patient it is shared with, not in other folders", async () => {
    const lab = await createLab(t);
    const patient = await createPatient(t, {
      lastName: "Dupont",
      firstName: "Marie",
      birth: "03/05/1970",
    });
    await contactOf(patient, lab);
    const document = await imported(lab, DUPONT);
    expect(document.iddirectory).toBe(LAB_RESULTS_FOLDER);
    expect(await folderIds(lab, LAB_RESULTS_FOLDER)).toEqual([document.id]);

    // not shared yet: not hers to see
    expect(await folderIds(patient, LAB_RESULTS_FOLDER)).toEqual([]);
    await shared(lab, document.id, patient);
    expect(await folderIds(patient, LAB_RESULTS_FOLDER)).toEqual([document.id]);
    expect(await folderIds(patient, "D_DRUG")).toEqual([]);

    // a doctor's prescription shared with her stays out of it; her own filed picture is in it
    const doctor = await createDoctor(t);
    await contactOf(patient, doctor);
    const prescription = await uploaded(doctor, { type: "PRESC_DRUG" });
    await shared(doctor, prescription.id, patient);
    const own = await uploaded(patient, { iddirectory: LAB_RESULTS_FOLDER });
    expect(await folderIds(patient, LAB_RESULTS_FOLDER)).toEqual([own.id, document.id]);
  });
});

describe("« Partager et notifier » says whether anybody was notified (issue 18 §4)", () => {
  async function notify(lab: TestClient, id: string, userid: string): Promise<NotifyAnswer> {
    const response = await lab.post<NotifyAnswer>(`/api/documents/${id}/notify`, { userid });
    if (response.status !== 200) throw new Error(`notify failed: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  it("a patient with an account and an e-mail is notified", async () => {
    const lab = await createLab(t);
    const patient = await createPatient(t, {
      lastName: "Dupont",
      firstName: "Marie",
      birth: "03/05/1970",
    });
    await contactOf(patient, lab);
    const document = await imported(lab, DUPONT);
    await shared(lab, document.id, patient);
    const answer = await notify(lab, document.id, idOf(patient));
    expect(answer).toMatchObject({
      id: document.id,
      meta: { status: "RESULTS_READY" },
      notified: true,
      notReached: null,
    });
  });

  it("a patient the import created (no account): shared, nobody notified", async () => {
    const lab = await createLab(t);
    const document = await imported(lab, { last: "INCONNU", first: "Jean", birth: "01/01/1960" });
    const list = await lab.get<LabResultItem[]>("/api/labs/results");
    const auto = list.body.find((item) => item.id === document.id)?.patient;
    expect(auto?.status).toBe("AUTO");
    await lab.put(`/feed/documents/${document.id}/share`, { sharers: [auto?.id] });
    const answer = await notify(lab, document.id, auto?.id ?? "");
    expect(answer).toMatchObject({
      meta: { status: "RESULTS_READY" },
      notified: false,
      notReached: "noAccount",
    });
  });

  it("a patient without an e-mail (created by the lab): shared, nobody notified", async () => {
    const lab = await createLab(t);
    const created = await lab.post<PublicUser>("/ws/patient", {
      lastName: "Dupont",
      firstName: "Marie",
      birth: "03/05/1970",
    });
    expect(created.body).toMatchObject({ status: "STUB", email: null });
    const document = await imported(lab, DUPONT);
    await lab.put(`/feed/documents/${document.id}/share`, { sharers: [created.body.id] });
    const answer = await notify(lab, document.id, created.body.id);
    expect(answer).toMatchObject({ notified: false, notReached: "noEmail" });
  });
});

describe("the laboratory's list names a result by patient and date (issue 18 §4)", () => {
  it("carries the file's patient names and exam date", async () => {
    const lab = await createLab(t);
    const document = await imported(lab, DUPONT);
    const list = await lab.get<LabResultItem[]>("/api/labs/results");
    expect(list.body.find((item) => item.id === document.id)).toMatchObject({
      name: "resultat.hpr",
      lastName: "DUPONT",
      firstName: "Marie",
      examDate: "2026-11-26",
    });
  });
});
