import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HPRIM_MIME,
  LEGAL_VERSIONS,
  TEXTS,
  type DocumentDto,
  type PrivacyState,
  type PublicUser,
} from "@reseau/shared";
import type { ManualClock } from "../../platform/clock.js";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  SAMPLE_FILES,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";
import { contactOf, idOf, shared, uploaded } from "../documents/test-helpers.js";
import { sweepFiles } from "../documents/index.js";
import { sweepPrivacy } from "./privacy.service.js";
import { unzip } from "./test-zip.js";

let t: TestApp;
let mailbox: TestMailbox;
let clock: ManualClock;
const PUBLIC_URL = "https://sante.exemple.fr";
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    smtpUrl: mailbox.url,
    publicUrl: PUBLIC_URL,
    testClock: true,
    jobs: true,
    jobPollingSeconds: 0.5,
  });
  clock = t.ctx.clock as ManualClock;
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

const T = TEXTS.privacy;
type ErrorBody = { error: string; message: string };

/** An HPRIM Médecins file of one report for Léa Martin (as the labs tests write them). */
function hprimFor(last: string, first: string, birth: string): string {
  const lines = [
    "000001",
    last,
    first,
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    birth,
    "",
    "12345",
    "01/03/2026",
    "Dr Paul DURAND",
    "",
    `Compte rendu de ${first}`,
    "****LAB****",
    "RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F",
    "RES|CRP|CRP|A|< 0.12|mg/l|||N|F",
    "****FIN****",
    "****FINFICHIER****",
    "",
  ];
  return Buffer.from(lines.join("\r\n")).toString("base64");
}

/** GET of a binary answer with `client`'s cookies (the harness's client reads JSON only). */
function getRaw(client: TestClient | undefined, url: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: client ? { cookie: client.cookieHeader() } : {},
  });
}

/** A patient with two documents, a lab result shared with her and its notification message. */
async function patientWithData() {
  const patient = await createPatient(t, {
    firstName: "Léa",
    lastName: "Martin",
    birth: "12/04/1985",
    nir: validNir("2850469123456"),
    phones: ["0612345678"],
  });
  const pdf = await uploaded(patient, {
    name: "Compte rendu",
    type: "PRESC_DRUG",
    mime: "application/pdf",
    data: SAMPLE_FILES.pdf,
  });
  const jpeg = await uploaded(patient, { name: "Ordonnance" });
  const pharmacy = await createPharmacy(t);
  await shared(patient, jpeg.id, pharmacy);
  const lab = await createLab(t);
  await contactOf(patient, lab);
  const imported = await lab.post<DocumentDto>("/feed/documents", {
    name: "Résultats HPRIM",
    type: "ANALYS_RES",
    mime: HPRIM_MIME,
    data: hprimFor("MARTIN", "LEA", "12/04/1985"),
  });
  expect(imported.status).toBe(201);
  await shared(lab, imported.body.id, patient);
  const notified = await lab.post(`/api/documents/${imported.body.id}/notify`, {
    userid: idOf(patient),
  });
  expect(notified.status).toBe(200);
  await mailbox.next(patient.user?.email ?? "", 10_000); // the lab's mail
  return { patient, pdf, jpeg, pharmacy, lab, hprim: imported.body };
}

describe("the export of her data (POST /ws/user/export, issue 24 §3)", () => {
  it("mails a link to a ZIP of her profile, files, messages and results, for her session only", async () => {
    clock.set(new Date());
    const { patient, pharmacy, hprim, jpeg } = await patientWithData();
    // the pharmacy opens the prescription she shared: a read the export lists
    expect((await pharmacy.get(`/api/documents/${jpeg.id}`)).status).toBe(200);
    const asked = await patient.post<{ message: string }>("/ws/user/export");
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(
      "Votre export est en préparation. Vous recevrez un e-mail avec le lien de téléchargement.",
    );
    // a second export while the first is prepared
    const again = await patient.post<ErrorBody>("/ws/user/export");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.exportRunning);

    const mail = await mailbox.next(patient.user?.email ?? "", 20_000);
    expect(mail.subject).toBe(T.mail.exportSubject);
    const link = mail.links.find((l) => l.startsWith(`${PUBLIC_URL}/ws/user/export/`));
    expect(link).toBeDefined();
    const path = new URL(link ?? "").pathname;

    // anyone else: 404, as if it did not exist; no session: 401
    expect((await getRaw(pharmacy, path)).statusCode).toBe(404);
    expect((await getRaw(await createPatient(t), path)).statusCode).toBe(404);
    expect((await getRaw(undefined, path)).statusCode).toBe(401);

    const download = await getRaw(patient, path);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/zip");
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    const files = await unzip(download.rawPayload);

    // each document byte for byte as uploaded
    const documentFiles = [...files.keys()].filter((name) => name.startsWith("documents/"));
    const bodies = documentFiles.map((name) => files.get(name)?.toString("base64"));
    expect(bodies).toContain(SAMPLE_FILES.pdf);
    expect(bodies).toContain(SAMPLE_FILES.jpeg);
    expect(documentFiles.some((name) => name.endsWith(".pdf"))).toBe(true);

    // the profile, its consents, never a hash, a secret or a code
    const profileText = files.get("profil.json")?.toString("utf8") ?? "";
    const profile = JSON.parse(profileText) as {
      profil: Record<string, unknown>;
      consentements: { document: string; version: string }[];
    };
    expect(profile.profil).toMatchObject({ id: idOf(patient), lastName: "Martin" });
    expect(profile.consentements.map((c) => [c.document, c.version])).toEqual([
      ["privacy", LEGAL_VERSIONS.privacy],
      ["terms", LEGAL_VERSIONS.terms],
    ]);
    expect(profileText).not.toMatch(/password|hash|\$argon2|secret|totp/i);
    for (const [name, bytes] of files) {
      if (name.endsWith(".json")) expect(bytes.toString("utf8"), name).not.toContain("$argon2");
    }

    // the results as FHIR R4 Observations, beside the HPRIM file
    const folder = `resultats/${hprim.id}/`;
    const bundle = JSON.parse(files.get(`${folder}observations.fhir.json`)?.toString() ?? "{}") as {
      resourceType: string;
      entry: { resource: Record<string, unknown> }[];
    };
    expect(bundle.resourceType).toBe("Bundle");
    const [glucose, crp] = bundle.entry.map((e) => e.resource);
    expect(glucose).toMatchObject({
      resourceType: "Observation",
      status: "final",
      code: { text: "Glycémie", coding: [{ code: "GLY", display: "Glycémie" }] },
      subject: { reference: `Patient/${idOf(patient)}` },
      effectiveDateTime: "2026-03-01",
      valueQuantity: { value: 0.91, unit: "g/l" },
      referenceRange: [{ low: { value: 0.74 }, high: { value: 1.06 } }],
    });
    expect(crp).toMatchObject({ resourceType: "Observation", valueString: "< 0.12" });
    const hprimFile = [...files.keys()].find(
      (name) => name.startsWith(folder) && !name.endsWith(".json"),
    );
    expect(files.get(hprimFile ?? "")?.toString("latin1")).toContain("****LAB****");

    // the lab's message she received
    const messages = JSON.parse(files.get("messages.json")?.toString() ?? "[]") as {
      content: string;
      sent: boolean;
    }[];
    expect(messages).toContainEqual(
      expect.objectContaining({
        content: "Vos résultats d'analyse sont disponibles.",
        sent: false,
      }),
    );
    for (const name of ["commandes.json", "renouvellements.json"]) {
      expect(files.has(name), name).toBe(true);
    }
    // who read her documents (issue 24 §2): the pharmacy's opening of the prescription
    const reads = JSON.parse(files.get("consultations.json")?.toString() ?? "[]") as {
      actor: { id: string };
      document: { id: string; name: string };
    }[];
    expect(reads).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: idOf(pharmacy) }),
        document: expect.objectContaining({ id: jpeg.id, name: "Ordonnance" }),
      }),
    ]);

    // the start-up sweep of unknown files leaves the ZIP alone
    await sweepFiles(t.ctx);
    expect((await getRaw(patient, path)).statusCode).toBe(200);

    // a new export may be asked once this one is ready
    const state = await patient.get<PrivacyState>("/ws/user/privacy");
    expect(state.body.exportPending).toBe(false);

    // after 7 days the link answers 404 and the sweep removes the ZIP
    clock.set(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    expect((await getRaw(patient, path)).statusCode).toBe(404);
    const id = path.split("/").pop() ?? "";
    expect(await t.ctx.storage.get(`export-${id}`)).not.toBeNull();
    await sweepPrivacy(t.ctx);
    expect(await t.ctx.storage.get(`export-${id}`)).toBeNull();
    clock.set(new Date());
  });
});

describe("her consents (issue 24 §3)", () => {
  it("records the versions of the terms and privacy notice she accepted at sign-up, with dates", async () => {
    const patient = await createPatient(t);
    const state = await patient.get<PrivacyState>("/ws/user/privacy");
    expect(state.status).toBe(200);
    expect(state.body.consents).toEqual(
      expect.arrayContaining([
        { document: "terms", version: LEGAL_VERSIONS.terms, acceptedAt: expect.any(String) },
        { document: "privacy", version: LEGAL_VERSIONS.privacy, acceptedAt: expect.any(String) },
      ]),
    );
    expect(state.body.deletionAt).toBeNull();
  });
});

describe("the erasure asked for (POST /ws/user/deletion, issue 24 §3)", () => {
  it("refuses a wrong password with 400 and changes nothing", async () => {
    const patient = await createPatient(t);
    const response = await patient.post<ErrorBody>("/ws/user/deletion", { password: "pas-le-bon" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Le mot de passe n’est pas le bon.");
    expect((await patient.get("/ws/user")).status).toBe(200);
  });

  it("schedules it in 30 days, ends her sessions and mails her; logging in cancels it", async () => {
    clock.set(new Date("2026-11-28T10:00:00Z"));
    const patient = await createPatient(t);
    const email = patient.user?.email ?? "";
    const response = await patient.post<{ eraseAt: string; message: string }>("/ws/user/deletion", {
      password: PASSWORD,
    });
    expect(response.status).toBe(202);
    expect(response.body.eraseAt).toBe("2026-12-28T10:00:00.000Z");
    expect(response.body.message).toBe("Votre compte sera supprimé le 28 décembre 2026.");
    expect((await mailbox.next(email)).text).toContain("28 décembre 2026");
    expect((await patient.get("/ws/user")).status).toBe(401);

    const again = t.client();
    const login = await again.post<PublicUser>("/ws/login", { login: email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await mailbox.next(email)).subject).toBe(T.mail.cancelledSubject);
    const state = await again.get<PrivacyState>("/ws/user/privacy");
    expect(state.body.deletionAt).toBeNull();
    // past the date, nothing is erased
    clock.set(new Date("2027-01-05T10:00:00Z"));
    await sweepPrivacy(t.ctx);
    expect((await again.get("/ws/user")).status).toBe(200);
    clock.set(new Date());
  });
});
