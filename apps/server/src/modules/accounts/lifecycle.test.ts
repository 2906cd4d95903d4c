import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format, SIGNUP_MESSAGES, TEXTS, type PublicUser } from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { startMailbox, type ReceivedMail, type TestMailbox } from "../../test/mailbox.js";
import { newId } from "../../platform/ids.js";
import { addContacts } from "../relations/index.js";
import { idOf } from "../documents/test-helpers.js";
import { accountTokens, users, type UserRow } from "./accounts.schema.js";
import { sendActivationLink } from "./lifecycle.service.js";

const T = TEXTS.lifecycle;
const NEW_PASSWORD = "nouveau2026";

let t: TestApp;
let mailbox: TestMailbox;
/** The app of most tests: mail through the test mailbox, links on a public https address. */
const sharedApp = () =>
  createTestApp({ smtpUrl: mailbox.url, publicUrl: "https://sante.exemple.fr" });
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await sharedApp();
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

let people = 0;
/**
 * A patient created for someone else (as `POST /ws/patient` will): no password, status NEW, in
 * the contact book of `knownBy` so that it may see her.
 */
async function patientOf(
  knownBy: TestClient | undefined,
  fields: Partial<UserRow> = {},
): Promise<UserRow> {
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      id: newId(),
      type: "patient",
      status: "NEW",
      email: `nouvelle.${process.pid}.${people++}@exemple.fr`,
      isOnPatientApp: true,
      firstName: "Zoé",
      lastName: "Lefèvre",
      ...fields,
    })
    .returning();
  if (!row) throw new Error("no patient");
  if (knownBy) await addContacts(t.ctx.db, idOf(knownBy), [row.id]);
  return row;
}

/** The query parameters of a mailed link, and its path. */
function linkOf(mail: ReceivedMail) {
  const [first] = mail.links;
  if (!first) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(first);
  return { url, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe("activation link (issue 8 §5)", () => {
  it("a pharmacy mails her patient a link; the patient sets a password, is logged in, ACTIVE", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy, { firstName: "Zoé <b>", lastName: "L'Hôte" });

    const sent = await pharmacy.post(`/ws/user/${patient.id}/activation`);
    expect(sent).toMatchObject({ status: 200, body: { message: "Lien d'activation envoyé" } });

    const mail = await mailbox.next(patient.email!);
    expect(mail.subject).toBe("Activez votre compte Réseau Santé");
    expect(mail.text).toContain("Bonjour Zoé <b> L'Hôte,");
    expect(mail.text).toContain("valable 7 jours");
    // every interpolated value is escaped in the HTML
    expect(mail.html).toContain("Zoé &lt;b&gt; L&#39;Hôte");
    expect(mail.html).not.toContain("<b> L");
    const link = linkOf(mail);
    expect(link.url.origin).toBe("https://sante.exemple.fr");
    expect(link.path).toBe("/activation");
    expect(link.query.login).toBe(patient.email);
    expect(link.query.token).toMatch(/^[\w-]{43}$/);
    // no password is ever mailed
    expect(mail.text).not.toMatch(/mot de passe\s*:/i);

    const browser = t.client();
    const weak = await browser.post("/ws/user/confirm", { ...link.query, password: "court1" });
    expect(weak).toMatchObject({ status: 400, body: { message: SIGNUP_MESSAGES.passwordLength } });
    const noDigit = await browser.post("/ws/user/confirm", {
      ...link.query,
      password: "sanschiffre",
    });
    expect(noDigit.body).toMatchObject({ message: SIGNUP_MESSAGES.passwordPattern });

    const done = await browser.post<PublicUser>("/ws/user/confirm", {
      ...link.query,
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: patient.id, status: "ACTIVE" });
    expect(JSON.parse(done.body.meta ?? "{}")).toMatchObject({ email_ok: 1 });
    expect((await browser.get<PublicUser>("/ws/user")).body.id).toBe(patient.id);

    const again = await t
      .client()
      .post("/ws/user/confirm", { ...link.query, password: NEW_PASSWORD });
    expect(again).toMatchObject({ status: 400, body: { message: T.linkInvalid } });

    const login = await t
      .client()
      .post("/ws/login", { login: patient.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it("needs a valid e-mail: none, or one marked wrong, is 400 with the text of 000 §5", async () => {
    const pharmacy = await createPharmacy(t);
    const noEmail = await patientOf(pharmacy, { email: null, status: "STUB" });
    const wrong = await patientOf(pharmacy, { meta: { email_ok: 0 } });
    for (const patient of [noEmail, wrong]) {
      const sent = await pharmacy.post(`/ws/user/${patient.id}/activation`);
      expect(sent).toMatchObject({
        status: 400,
        body: { message: "Cet utilisateur n'a pas de mail valide pour le moment" },
      });
    }
    expect(await mailbox.settle(wrong.email!)).toEqual([]);
    expect(await sendActivationLink(t.ctx, noEmail)).toBe("no-email");
  });

  it("is 404 for a professional who may not see the patient, for a patient, for an unknown id", async () => {
    const patient = await patientOf(await createPharmacy(t));
    const otherPharmacy = await createPharmacy(t);
    const doctor = await createDoctor(t);
    const someone = await createPatient(t);
    for (const caller of [otherPharmacy, doctor, someone]) {
      const sent = await caller.post(`/ws/user/${patient.id}/activation`);
      expect(sent.status).toBe(404);
    }
    expect((await doctor.post(`/ws/user/${newId()}/activation`)).status).toBe(404);
    expect((await t.client().post(`/ws/user/${patient.id}/activation`)).status).toBe(401);
    expect(await mailbox.settle(patient.email!)).toEqual([]);
  });

  it("is limited per recipient and per sender, as recovery and invitations are (issue 17 §6)", async () => {
    const pharmacy = await createPharmacy(t);
    const colleague = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    await addContacts(t.ctx.db, idOf(colleague), [patient.id]);
    for (let sent = 0; sent < 3; sent++) {
      expect((await pharmacy.post(`/ws/user/${patient.id}/activation`)).status).toBe(200);
    }
    // the 4th mail of the hour to her, whoever asks: 429 in French, nothing mailed
    for (const caller of [pharmacy, colleague]) {
      const refused = await caller.post(`/ws/user/${patient.id}/activation`);
      expect(refused).toMatchObject({ status: 429, body: { message: T.activationLimit } });
    }
    expect(await mailbox.settle(patient.email!)).toHaveLength(3);
    // one sender, many patients: 30 an hour
    const sender = await createPharmacy(t);
    const patients = await Promise.all(Array.from({ length: 31 }, () => patientOf(sender)));
    const statuses: number[] = [];
    for (const one of patients) {
      statuses.push((await sender.post(`/ws/user/${one.id}/activation`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it("expires after 7 days, and a newer link retires the older one", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    await pharmacy.post(`/ws/user/${patient.id}/activation`);
    const first = linkOf(await mailbox.next(patient.email!)).query;
    await pharmacy.post(`/ws/user/${patient.id}/activation`);
    const second = linkOf(await mailbox.next(patient.email!)).query;
    const old = await t.client().post("/ws/user/confirm", { ...first, password: NEW_PASSWORD });
    expect(old.body).toMatchObject({ message: T.linkInvalid });

    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, patient.id));
    const late = await t.client().post("/ws/user/confirm", { ...second, password: NEW_PASSWORD });
    expect(late).toMatchObject({ status: 400, body: { message: T.linkInvalid } });
  });

  it("refuses a link with another login, or a forged token", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    await pharmacy.post(`/ws/user/${patient.id}/activation`);
    const link = linkOf(await mailbox.next(patient.email!)).query;
    const stranger = await createPatient(t);
    const other = await t.client().post("/ws/user/confirm", {
      login: stranger.user!.email,
      token: link.token,
      password: NEW_PASSWORD,
    });
    expect(other).toMatchObject({ status: 400, body: { message: T.linkInvalid } });
    const forged = await t.client().post("/ws/user/confirm", {
      login: patient.email,
      token: "A".repeat(43),
      password: NEW_PASSWORD,
    });
    expect(forged.body).toMatchObject({ message: T.linkInvalid });
    // the real one still works
    const real = await t.client().post("/ws/user/confirm", { ...link, password: NEW_PASSWORD });
    expect(real.status).toBe(200);
  });
});

describe("laboratory re-initialisation (POST /ws/lab/patient/reinit)", () => {
  it("mails a patient of the laboratory; others are refused", async () => {
    const lab = await createLab(t);
    const patient = await patientOf(lab, { status: "AUTO" });
    const sent = await lab.post("/ws/lab/patient/reinit", { email: patient.email!.toUpperCase() });
    expect(sent).toMatchObject({ status: 200, body: { message: T.activationSent } });
    expect(linkOf(await mailbox.next(patient.email!)).path).toBe("/activation");

    const unknown = await lab.post("/ws/lab/patient/reinit", { email: "personne@exemple.fr" });
    expect(unknown).toMatchObject({ status: 404, body: { message: T.labPatientUnknown } });
    const notHers = await patientOf(await createPharmacy(t));
    const hidden = await lab.post("/ws/lab/patient/reinit", { email: notHers.email });
    expect(hidden).toMatchObject({ status: 404, body: { message: T.labPatientUnknown } });
    const pharmacy = await createPharmacy(t);
    const refused = await pharmacy.post("/ws/lab/patient/reinit", { email: patient.email });
    expect(refused).toMatchObject({ status: 403, body: { message: T.labOnly } });
    const bad = await lab.post("/ws/lab/patient/reinit", { email: "pas-un-email" });
    expect(bad).toMatchObject({ status: 400, body: { message: SIGNUP_MESSAGES.emailInvalid } });
  });
});

describe("password recovery and reset", () => {
  it("answers the same for an unknown address, and mails only an existing account", async () => {
    const patient = await createPatient(t);
    const known = await t
      .client()
      .post("/ws/user/password/recovery", { email: patient.user!.email });
    const unknown = await t.client().post("/ws/user/password/recovery", {
      email: "inconnue@exemple.fr",
    });
    expect(known).toEqual({ ...unknown, headers: known.headers });
    expect(known).toMatchObject({ status: 200, body: { message: T.recoveryAnswer } });
    const mail = await mailbox.next(patient.user!.email!);
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe Réseau Santé");
    expect(mail.text).toContain("valable 1 heure");
    expect(linkOf(mail).path).toBe("/mot-de-passe/nouveau");
    expect(await mailbox.settle("inconnue@exemple.fr")).toEqual([]);
  });

  it("resets once, closes every session of the account, and the new password logs in", async () => {
    const patient = await createPatient(t);
    const email = patient.user!.email!;
    const otherDevice = t.client();
    await otherDevice.post("/ws/login", { login: email, password: PASSWORD });
    await t.client().post("/ws/user/password/recovery", { email });
    const { token } = linkOf(await mailbox.next(email)).query;

    const weak = await t.client().post("/ws/user/password/reset", { token, password: "abcdefgh" });
    expect(weak).toMatchObject({ status: 400, body: { message: SIGNUP_MESSAGES.passwordPattern } });
    const reset = await t
      .client()
      .post("/ws/user/password/reset", { token, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { message: T.passwordReset } });

    expect((await patient.get("/ws/user")).status).toBe(401);
    expect((await otherDevice.get("/ws/user")).status).toBe(401);
    const old = await t.client().post("/ws/login", { login: email, password: PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await t.client().post("/ws/login", { login: email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    const twice = await t
      .client()
      .post("/ws/user/password/reset", { token, password: "encore2026" });
    expect(twice).toMatchObject({ status: 400, body: { message: T.linkInvalid } });
  });

  it("a stranger's token, an activation token, or a link older than 1 hour does nothing", async () => {
    const patient = await createPatient(t);
    const email = patient.user!.email!;
    await t.client().post("/ws/user/password/recovery", { email });
    const { token } = linkOf(await mailbox.next(email)).query;
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, idOf(patient)));
    const late = await t
      .client()
      .post("/ws/user/password/reset", { token, password: NEW_PASSWORD });
    expect(late).toMatchObject({ status: 400, body: { message: T.linkInvalid } });

    const pharmacy = await createPharmacy(t);
    const other = await patientOf(pharmacy);
    await pharmacy.post(`/ws/user/${other.id}/activation`);
    const activation = linkOf(await mailbox.next(other.email!)).query;
    const wrongKind = await t.client().post("/ws/user/password/reset", {
      token: activation.token,
      password: NEW_PASSWORD,
    });
    expect(wrongKind).toMatchObject({ status: 400, body: { message: T.linkInvalid } });
    const random = await t.client().post("/ws/user/password/reset", {
      token: "x".repeat(43),
      password: NEW_PASSWORD,
    });
    expect(random.body).toMatchObject({ message: T.linkInvalid });
    // nothing changed: the old password still logs in
    expect((await t.client().post("/ws/login", { login: email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it("limits recovery requests per address of the caller (429 in French)", async () => {
    await t.stop();
    const limited = await createTestApp({ smtpUrl: mailbox.url, recoveriesPerHour: 2 });
    try {
      const client = limited.client();
      for (let i = 0; i < 2; i += 1) {
        const answer = await client.post("/ws/user/password/recovery", { email: "x@exemple.fr" });
        expect(answer.status).toBe(200);
      }
      const third = await client.post("/ws/user/password/recovery", { email: "x@exemple.fr" });
      expect(third.status).toBe(429);
      expect((third.body as { message: string }).message).toMatch(/^Trop de demandes/);
    } finally {
      await limited.stop();
    }
    t = await sharedApp();
  });
});

describe("password change (PUT /ws/user/password)", () => {
  it("checks the old password and the sign-up rules; other sessions end, this one stays", async () => {
    const patient = await createPatient(t);
    const email = patient.user!.email!;
    const otherDevice = t.client();
    await otherDevice.post("/ws/login", { login: email, password: PASSWORD });

    const wrong = await patient.put("/ws/user/password", {
      "old-password": "pasleBON1",
      password: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: T.oldPasswordWrong } });
    const short = await patient.put("/ws/user/password", {
      "old-password": PASSWORD,
      password: "ab1",
    });
    expect(short.body).toMatchObject({ message: SIGNUP_MESSAGES.passwordLength });

    const changed = await patient.put("/ws/user/password", {
      "old-password": PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect((await patient.get("/ws/user")).status).toBe(200);
    expect((await otherDevice.get("/ws/user")).status).toBe(401);
    const login = await t.client().post("/ws/login", { login: email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe("e-mail confirmation", () => {
  it("mails a link for the user's own address; the link confirms it once", async () => {
    const patient = await createPatient(t);
    const email = patient.user!.email!;
    const other = await patient.get("/ws/user/email-confirmation?email=autre@exemple.fr");
    expect(other).toMatchObject({ status: 400, body: { message: T.emailNotYours } });

    const sent = await patient.get(
      `/ws/user/email-confirmation?email=${encodeURIComponent(email)}`,
    );
    expect(sent).toMatchObject({
      status: 200,
      body: { message: format(T.emailConfirmationSent, { email }) },
    });
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail Réseau Santé");
    const link = linkOf(mail);
    expect(link.path).toBe("/confirmation-email");

    const confirmed = await t.client().post("/ws/user/confirm", link.query);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { emailConfirmed: true, message: T.emailConfirmed },
    });
    const me = await patient.get<PublicUser>("/ws/user");
    expect(JSON.parse(me.body.meta ?? "{}")).toMatchObject({ email_ok: 1 });
    const again = await t.client().post("/ws/user/confirm", link.query);
    expect(again.body).toMatchObject({ message: T.linkInvalid });
  });
});

describe("invitations (POST /ws/invite)", () => {
  it("checks the address, mails an invitation, and refuses the 21st of the day", async () => {
    const doctor = await createDoctor(t, { firstName: "Paul", lastName: "Durand" });
    const bad = await doctor.post("/ws/invite", { email: "pas-un-email" });
    expect(bad).toMatchObject({ status: 400, body: { message: "Email incorrect" } });

    const first = await doctor.post("/ws/invite", { email: "ami.0@exemple.fr" });
    expect(first).toMatchObject({
      status: 200,
      body: { message: format(T.inviteSent, { email: "ami.0@exemple.fr" }) },
    });
    const mail = await mailbox.next("ami.0@exemple.fr");
    expect(mail.subject).toBe("Paul Durand vous invite sur Réseau Santé");
    expect(linkOf(mail).url.searchParams.get("openAccount")).toBe("1");

    for (let i = 1; i < 20; i += 1) {
      const sent = await doctor.post("/ws/invite", { email: `ami.${i}@exemple.fr` });
      expect(sent.status).toBe(200);
    }
    const over = await doctor.post("/ws/invite", { email: "ami.20@exemple.fr" });
    expect(over).toMatchObject({
      status: 429,
      body: { message: format(T.inviteLimit, { limit: 20 }) },
    });
    expect(await mailbox.settle("ami.20@exemple.fr")).toEqual([]);
    // another sender has her own 20
    const other = await createPatient(t);
    expect((await other.post("/ws/invite", { email: "ami.20@exemple.fr" })).status).toBe(200);
  });
});

describe("mail delivery", () => {
  it("without SMTP_URL, writes each mail as an .eml file in DATA_DIR/outbox", async () => {
    await t.stop();
    const embedded = await createTestApp();
    try {
      const doctor = await createDoctor(embedded);
      await doctor.post("/ws/invite", { email: "boite@exemple.fr" });
      const outbox = path.join(embedded.ctx.config.dataDir, "outbox");
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      const eml = await simpleParser(await readFile(path.join(outbox, files[0]!)));
      expect(eml.to).toMatchObject({ text: "boite@exemple.fr" });
      expect(eml.subject).toMatch(/vous invite sur Réseau Santé$/);
      expect(eml.text).toContain("http://localhost:0/login?openAccount=1");
    } finally {
      await embedded.stop();
    }
    t = await sharedApp();
  });

  it("with the mail server down, answers 503 in French and the account is untouched", async () => {
    await t.stop();
    const down = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const doctor = await createDoctor(down);
      const sent = await doctor.post("/ws/invite", { email: "x@exemple.fr" });
      expect(sent).toMatchObject({ status: 503, body: { message: T.mailUnavailable } });
      const recovery = await down.client().post("/ws/user/password/recovery", {
        email: doctor.user!.email,
      });
      expect(recovery.status).toBe(200);
      expect((await doctor.get("/ws/user")).status).toBe(200);
    } finally {
      await down.stop();
    }
    t = await sharedApp();
  });
});
