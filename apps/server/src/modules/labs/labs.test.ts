import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HPRIM_MIME,
  nirKey,
  TEXTS,
  type DocumentDto,
  type FeedItem,
  type LabReportDto,
  type LabResultItem,
  type MessageDto,
} from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { contactOf, feedOf, idOf, shared, storedFileCount } from "../documents/test-helpers.js";

let t: TestApp;
let url: string;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ smtpUrl: mailbox.url });
  url = await t.listen();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
  await mailbox.close();
});

type ErrorBody = { error: string; message: string };

const fixture = (name: string) =>
  readFileSync(
    new URL(`../../../../../packages/shared/src/labs/fixtures/${name}`, import.meta.url),
  ).toString("base64");

/** An HPRIM Médecins file of one report per patient (12 header lines, a LAB block). */
function hprimFile(
  patients: { last: string; first: string; birth: string; nir?: string }[],
  encoding: BufferEncoding = "utf8",
): string {
  const lines = patients.flatMap((p, n) => [
    `00000${n}`,
    p.last,
    p.first,
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    p.birth,
    p.nir ?? "",
    "12345",
    "01/03/2026",
    "Dr Paul DURAND",
    "",
    `Compte rendu de ${p.first}`,
    "****LAB****",
    "RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F",
    "RES|Potassium|K|N|5,0|mEq/l|3,5|4,8|H|F",
    "RES|CRP|CRP|A|< 0.12|mg/l|||N|F",
    "****FIN****",
  ]);
  return Buffer.from([...lines, "****FINFICHIER****", ""].join("\r\n"), encoding).toString(
    "base64",
  );
}

const nir13 = "2850469123456";
const NIR = `${nir13}${String(nirKey(nir13)).padStart(2, "0")}`;

function importFile(lab: TestClient, data: string, name = "Résultats HPRIM") {
  return lab.post<DocumentDto>("/feed/documents", {
    name,
    type: "ANALYS_RES",
    mime: HPRIM_MIME,
    data,
  });
}

async function imported(lab: TestClient, data: string): Promise<DocumentDto> {
  const response = await importFile(lab, data);
  if (response.status !== 201) throw new Error(`import failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function listOf(lab: TestClient, query = ""): Promise<LabResultItem[]> {
  const response = await lab.get<LabResultItem[]>(`/api/labs/results${query ? `?${query}` : ""}`);
  if (response.status !== 200) throw new Error(`list failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function reportOf(client: TestClient, id: string): Promise<LabReportDto> {
  const response = await client.get<LabReportDto>(`/api/documents/${id}/results`);
  if (response.status !== 200) throw new Error(`report failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

describe("HPRIM import through POST /feed/documents (issue 10 §1)", () => {
  it("stores test1 as an analysis result with its bar, for a patient created AUTO", async () => {
    const lab = await createLab(t);
    const document = await imported(lab, fixture("freehealth_tst_hprim_test1.hpr"));
    expect(document).toMatchObject({
      type: "ANALYS_RES",
      mime: HPRIM_MIME,
      meta: { status: "NEW" },
    });

    const report = await reportOf(lab, document.id);
    expect(report.patient).toMatchObject({ name: "FAKEFIRSTNAME FAKENAME", status: "AUTO" });
    expect(report.results).toEqual([
      expect.objectContaining({
        label: "I.G.E Totales",
        result: 164,
        normInf: 0,
        normSup: 3000,
        bar: 2,
      }),
    ]);
    expect(report.birth).toBe("2009-12-18");
    // the AUTO patient joins the lab's folders, without an e-mail
    const folder = await lab.get<{ id: string; status: string; email: string | null }[]>(
      "/ws/patients/list/v2?search=ready&name=fakename",
    );
    expect(folder.body.map((p) => [p.id, p.status, p.email ?? null])).toEqual([
      [report.patient?.id, "AUTO", null],
    ]);
  });

  it("refuses test4 with the line, and stores nothing", async () => {
    const lab = await createLab(t);
    const files = await storedFileCount(t);
    const response = await importFile(lab, fixture("freehealth_tst_hprim_test4.hpr"));
    expect(response.status).toBe(400);
    expect((response.body as unknown as ErrorBody).message).toBe(
      "Fichier HPRIM illisible : ligne 24 : du texte suit le marqueur ****FIN**** sans former un compte rendu complet.",
    );
    expect(await listOf(lab)).toEqual([]);
    expect(await storedFileCount(t)).toBe(files);
  });

  it("gives one document per patient, each file holding only its own patient", async () => {
    const lab = await createLab(t);
    await imported(
      lab,
      hprimFile(
        [
          { last: "DUPONT", first: "Jean", birth: "01/01/1950" },
          { last: "BERNARD", first: "Zoé", birth: "02/02/1960" },
        ],
        "latin1",
      ),
    );
    const list = await listOf(lab);
    expect(list.map((item) => item.patient?.name).sort()).toEqual(["Jean DUPONT", "Zoé BERNARD"]);
    expect(list.map((item) => [item.resultCount, item.outOfRange])).toEqual([
      [3, 1],
      [3, 1],
    ]);
    const zoe = list.find((item) => item.patient?.name === "Zoé BERNARD");
    const file = await lab.get<DocumentDto>(`/api/documents/${zoe?.id}`);
    const text = Buffer.from(file.body.data ?? "", "base64").toString("utf8");
    expect(text).toContain("BERNARD");
    expect(text).not.toContain("DUPONT");
  });

  it("finds the lab's patient by NIR, else by names and birth date, never another lab's", async () => {
    const lab = await createLab(t);
    const byNir = await lab.post<{ id: string }>("/ws/patient", {
      lastName: "Autre-Nom",
      firstName: "Claire",
      birth: "04/04/1985",
      nir: NIR,
    });
    const byName = await lab.post<{ id: string }>("/ws/patient", {
      lastName: "Lefèvre",
      firstName: "Éloïse",
      birth: "12/04/1985",
    });
    // a patient of the same identity this lab does not know: never matched
    const stranger = await createPatient(t, {
      lastName: "Roux",
      firstName: "Anne",
      birth: "03/03/1970",
    });
    await imported(
      lab,
      hprimFile([
        {
          last: "CLAIRE",
          first: "X",
          birth: "04/04/1985",
          nir: `${NIR.slice(0, 13)} ${NIR.slice(13)}`,
        },
        { last: "LEFEVRE", first: "Eloise", birth: "12/04/1985" },
        { last: "ROUX", first: "Anne", birth: "03/03/1970" },
      ]),
    );
    const ids = (await listOf(lab)).map((item) => item.patient?.id);
    expect(ids).toContain(byNir.body.id);
    expect(ids).toContain(byName.body.id);
    expect(ids).not.toContain(idOf(stranger));
    expect(ids).toHaveLength(3);
  });

  it("reads HPRIM Santé 2.1: numeric OBX with their range, text OBX, file references", async () => {
    const lab = await createLab(t);
    const file = [
      "H|^~\\&|LAB.HPR|LABO|CABINET|||ORU|||||H2.1^C|20260301",
      "P|1|PAT42|||GARNIER^Élise||19800202|F",
      "OBX|1|NM|GLY^Glycémie||1,20|g/l|0,74 - 1,06|H||F",
      "OBX|2|ST|ASP^Aspect||Limpide||||F",
      "OBX|3|FIC|CR^Compte rendu||CR42.pdf",
      "L|1",
    ].join("\r");
    const document = await imported(lab, Buffer.from(file, "latin1").toString("base64"));
    const report = await reportOf(lab, document.id);
    expect(report.format).toBe("sante");
    expect(report.patient).toMatchObject({ name: "Élise GARNIER", status: "AUTO" });
    expect(report.results.map((r) => [r.label, r.result, r.bar])).toEqual([
      ["Glycémie", 1.2, 21],
      ["Aspect", "Limpide", null],
    ]);
    expect(report.files).toEqual(["CR42.pdf"]);
  });

  it("HPRIM Santé: splits the name on the declared component separator, so the lab's patient is found, not duplicated (issue 17 §4)", async () => {
    const lab = await createLab(t);
    const dupont = await lab.post<{ id: string }>("/ws/patient", {
      lastName: "Dupont",
      firstName: "Marie",
      birth: "02/02/1980",
    });
    const file = [
      "H|~^\\&|LAB.HPR|LABO|CABINET|||ORU|||||H2.1~C|20260301",
      "P|1|PAT9|||DUPONT~MARIE||19800202|F",
      "OBX|1|NM|GLY~Glycémie||1,20|g/l|0,74~1,06|H||F",
      "L|1",
    ].join("\r");
    const document = await imported(lab, Buffer.from(file, "latin1").toString("base64"));
    const report = await reportOf(lab, document.id);
    expect(report.patient?.id).toBe(dupont.body.id);
    expect(report.results.map((r) => [r.label, r.unit, r.normInf, r.normSup])).toEqual([
      ["Glycémie", "g/l", 0.74, 1.06],
    ]);
    // no AUTO patient « DUPONT~MARIE » created beside her
    expect((await listOf(lab)).map((item) => item.patient?.id)).toEqual([dupont.body.id]);
  });

  it("is a laboratory's: a pharmacy posting an HPRIM file gets 403", async () => {
    const pharmacy = await createPharmacy(t);
    const response = await importFile(
      pharmacy,
      hprimFile([{ last: "A", first: "B", birth: "01/01/1990" }]),
    );
    expect(response.status).toBe(403);
    expect((await pharmacy.get("/api/labs/results")).status).toBe(403);
  });

  it("turns a lab's prescription into an analysis result (000 §4)", async () => {
    const lab = await createLab(t);
    const response = await lab.post<DocumentDto>("/feed/documents", {
      name: "Ordonnance",
      type: "PRESC_DRUG",
      mime: "image/png",
      data: SAMPLE_FILES.png,
    });
    expect(response.body.type).toBe("ANALYS_RES");
  });
});

describe("results reach the patient (issue 10 §2)", () => {
  async function patientWithResult() {
    const lab = await createLab(t, { name: "Laboratoire Bioforme" });
    const patient = await createPatient(t, {
      lastName: "Martin",
      firstName: "Léa",
      birth: "12/04/1985",
    });
    await contactOf(patient, lab);
    const doctor = await createDoctor(t, { firstName: "Paul", lastName: "Durand" });
    await contactOf(lab, doctor);
    const document = await imported(
      lab,
      hprimFile([{ last: "MARTIN", first: "LEA", birth: "12/04/1985" }]),
    );
    return { lab, patient, document, doctor };
  }

  it("shares, notifies (message, mail, status) and sees RESULTS_OPENED live when she opens it", async () => {
    const { lab, patient, document, doctor } = await patientWithResult();
    const read = await reportOf(lab, document.id);
    expect(read.patient?.id).toBe(idOf(patient));
    // « Dr DURAND » of the file is the doctor in the lab's contacts
    expect(read.prescriberUser?.id).toBe(idOf(doctor));
    await shared(lab, document.id, patient);
    const atPatient = await listen(t, url, patient);
    const atLab = await listen(t, url, lab);

    const notified = await lab.post<DocumentDto>(`/api/documents/${document.id}/notify`, {
      userid: idOf(patient),
    });
    expect(notified.status).toBe(200);
    expect(notified.body.meta.status).toBe("RESULTS_READY");
    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message).toMatchObject({ iddocument: document.id, notify: true });
    expect(message.content).toBe("Vos résultats d'analyse sont disponibles.");
    const mail = await mailbox.next(patient.user?.email ?? "");
    expect(mail.subject).toBe(TEXTS.labs.mail.subject);
    expect(mail.text).toContain(`/resultats/${document.id}`);
    expect(mail.text).not.toContain("Glycémie");
    expect(await listOf(lab, "status=RESULTS_READY")).toHaveLength(1);
    expect(await listOf(lab, "status=NOT_NOTIFIED")).toHaveLength(0);

    const report = await reportOf(patient, document.id);
    expect(report.status).toBe("RESULTS_OPENED");
    expect(report.results.map((r) => [r.label, r.bar])).toEqual([
      ["Glycémie", 11],
      ["Potassium", 21],
      ["CRP", null],
    ]);
    // the lab's socket: RESULTS_READY (its own notification), then RESULTS_OPENED (her opening)
    await atLab.settled();
    const updates = atLab.received
      .filter((r) => r.event === "updateDoc")
      .map((r) => (r.payload as { document: DocumentDto }).document.meta.status);
    expect(updates.at(-1)).toBe("RESULTS_OPENED");
    await atPatient.settled();
    // opening sends no message (000 §4)
    expect(atPatient.received.filter((r) => r.event === "newMsg")).toHaveLength(1);
    expect(await listOf(lab, "status=RESULTS_OPENED")).toHaveLength(1);
    const feed: FeedItem[] = await feedOf(patient);
    expect(feed.filter((item) => item.type === "MESSAGE")).toHaveLength(1);
  });

  it("answers the catalogue's errors: 404 unknown, 400 not shared, 403 for the patient", async () => {
    const { lab, patient, document } = await patientWithResult();
    const unknown = await lab.post<ErrorBody>("/api/documents/nope/notify", {
      userid: idOf(patient),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Le document n'existe pas.");
    const notShared = await lab.post<ErrorBody>(`/api/documents/${document.id}/notify`, {
      userid: idOf(patient),
    });
    expect(notShared.status).toBe(400);
    expect(notShared.body.message).toBe("Le partage de document n'existe pas.");
    await shared(lab, document.id, patient);
    const byPatient = await patient.post(`/api/documents/${document.id}/notify`, {
      userid: idOf(patient),
    });
    expect(byPatient.status).toBe(403);
    // nothing changed: still not notified, and she opening it before the notification changes nothing
    expect((await reportOf(patient, document.id)).status).toBe("NEW");
    expect(await listOf(lab, "status=NOT_NOTIFIED")).toHaveLength(1);
  });

  it("hides a result from another laboratory and another patient (404)", async () => {
    const { lab, document } = await patientWithResult();
    const otherLab = await createLab(t);
    const otherPatient = await createPatient(t);
    for (const client of [otherLab, otherPatient]) {
      const read = await client.get<ErrorBody>(`/api/documents/${document.id}/results`);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe("Le document n'existe pas.");
      const notify = await client.post(`/api/documents/${document.id}/notify`, {
        userid: idOf(client),
      });
      expect(notify.status).toBe(404);
    }
    expect(await listOf(otherLab)).toEqual([]);
    expect((await listOf(lab)).map((item) => item.id)).toEqual([document.id]);
  });

  it("finds results by the patient's name", async () => {
    const { lab } = await patientWithResult();
    expect(await listOf(lab, "name=mart")).toHaveLength(1);
    expect(await listOf(lab, "name=l%C3%A9a%20martin")).toHaveLength(1);
    expect(await listOf(lab, "name=dupont")).toHaveLength(0);
  });
});
