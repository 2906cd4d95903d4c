import { authenticator } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser, TotpEnrolment, TwoFactorStatus } from "@reseau/shared";
import { configFromEnv, DEFAULT_TWO_FACTOR_REQUIRED } from "../../platform/config.js";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";
import { exemptEveryAccount } from "./index.js";

const INVALID = { error: "unauthorized", message: "Ce code n’est pas valide." };

let t: TestApp;
let mailbox: TestMailbox;
let baseUrl: string;
beforeAll(async () => {
  mailbox = await startMailbox();
  // TWO_FACTOR_REQUIRED's default, as a server started without the variable runs
  t = await createTestApp({ smtpUrl: mailbox.url, twoFactorRequired: DEFAULT_TWO_FACTOR_REQUIRED });
  baseUrl = await t.listen();
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

/** The TOTP code of `secret` `steps` periods of 30 s from now, as the phone's app computes it. */
const totpCode = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** A password login from a new browser (or `client`'s). */
async function passwordLogin(email: string, client: TestClient = t.client()) {
  const response = await client.post<{ twoFactor?: true; methods?: string[] }>("/ws/login", {
    login: email,
    password: PASSWORD,
  });
  return { client, response };
}

/** The 6-digit code of the next login-code mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = await mailbox.next(email);
  expect(mail.subject).toBe("Votre code de connexion Réseau Santé");
  const code = /Votre code de connexion est : (\d{6})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** A patient with TOTP on: her browser, e-mail, secret and recovery codes. */
async function enrolledPatient() {
  const patient = await createPatient(t);
  const email = patient.user!.email!;
  const begun = await patient.post<TotpEnrolment>("/ws/user/2fa/totp");
  const confirmed = await patient.post<{ recoveryCodes: string[] }>("/ws/user/2fa/totp/confirm", {
    code: totpCode(begun.body.secret),
  });
  expect(confirmed.status).toBe(200);
  await mailbox.next(email);
  return { patient, email, secret: begun.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe("TWO_FACTOR_REQUIRED (issue 24 §1)", () => {
  it("defaults to the professional and establishment types, `none` is none, an unknown type stops the start", () => {
    expect(configFromEnv({}).twoFactorRequired).toEqual([
      "professional",
      "pharmacy",
      "labo",
      "grp_pharm",
      "grp_lab",
    ]);
    expect(configFromEnv({ TWO_FACTOR_REQUIRED: "none" }).twoFactorRequired).toEqual([]);
    expect(configFromEnv({ TWO_FACTOR_REQUIRED: "patient, pharmacy" }).twoFactorRequired).toEqual([
      "patient",
      "pharmacy",
    ]);
    expect(() => configFromEnv({ TWO_FACTOR_REQUIRED: "pharmacy,dentiste" })).toThrow(
      "TWO_FACTOR_REQUIRED=pharmacy,dentiste est refusé : « dentiste » n'est pas un type d'utilisateur",
    );
  });
});

describe("a required type without TOTP: a code by e-mail (issue 24 §1)", () => {
  it("sign-up logs the new pharmacy in; its next login answers 202 with no session, the code is mailed", async () => {
    const pharmacy = await createPharmacy(t);
    expect((await pharmacy.get("/ws/user")).status).toBe(200);
    const email = pharmacy.user!.email!;
    expect((await pharmacy.get<TwoFactorStatus>("/ws/user/2fa")).body).toEqual({
      totp: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    const { client, response } = await passwordLogin(email);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ twoFactor: true, methods: ["email"] });
    expect(client.cookies.has("sid")).toBe(false);
    expect(response.headers["set-cookie"]?.toString()).toMatch(/tfa=[^;]+;.*HttpOnly/i);
    // the API and the sockets stay closed
    expect((await client.get("/ws/user")).status).toBe(401);
    expect((await client.get("/api/documents/feed")).status).toBe(401);
    await expect(client.socket(baseUrl)).rejects.toThrow();

    const code = await mailedCode(email);
    const wrong = await client.post("/ws/login/2fa", {
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID);
    expect((await client.get("/ws/user")).status).toBe(401);

    const passed = await client.post<PublicUser>("/ws/login/2fa", { code });
    expect(passed.status).toBe(200);
    expect(passed.body.email).toBe(email);
    expect(passed.body).toEqual((await client.get("/ws/user")).body);
    const socket = await client.socket(baseUrl);
    socket.close();

    // the code worked once: the pending step is over
    const again = await client.post("/ws/login/2fa", { code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(INVALID);
  });

  it("a professional is asked too; a patient is not", async () => {
    const doctor = await createDoctor(t);
    expect((await passwordLogin(doctor.user!.email!)).response.status).toBe(202);
    await mailbox.next(doctor.user!.email!);
    const patient = await createPatient(t);
    const { response } = await passwordLogin(patient.user!.email!);
    expect(response.status).toBe(200);
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body.required).toBe(false);
  });

  it("accounts exempted as the demo seed does log in with the password alone", async () => {
    const pharmacy = await createPharmacy(t);
    await exemptEveryAccount(t.ctx);
    const { response } = await passwordLogin(pharmacy.user!.email!);
    expect(response.status).toBe(200);
    expect((await pharmacy.get<TwoFactorStatus>("/ws/user/2fa")).body.required).toBe(false);
    // an account signed up afterwards is not exempt
    const newcomer = await createPharmacy(t);
    expect((await passwordLogin(newcomer.user!.email!)).response.status).toBe(202);
    await mailbox.next(newcomer.user!.email!);
  });

  it("without a pending step, a code and a new mail are refused", async () => {
    const stranger = t.client();
    const code = await stranger.post("/ws/login/2fa", { code: "123456" });
    expect(code.status).toBe(401);
    expect(code.body).toEqual(INVALID);
    expect((await stranger.post("/ws/login/2fa/email")).status).toBe(401);
  });
});

describe("TOTP enrolment (issue 24 §1)", () => {
  it("gives a secret, its otpauth URL and QR code; a wrong code changes nothing; the right one gives 10 recovery codes and a mail", async () => {
    const patient = await createPatient(t);
    const email = patient.user!.email!;
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body).toEqual({
      totp: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const begun = await patient.post<TotpEnrolment>("/ws/user/2fa/totp");
    expect(begun.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = begun.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("issuer")).toBe("Réseau Santé");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(email);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await patient.post("/ws/user/2fa/totp/confirm", { code: "12345" });
    expect(wrong.status).toBe(400);
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body.totp).toBe(false);
    expect((await passwordLogin(email)).response.status).toBe(200);

    const confirmed = await patient.post<{ recoveryCodes: string[] }>("/ws/user/2fa/totp/confirm", {
      code: totpCode(secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe("Double authentification activée sur votre compte Réseau Santé");
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body).toEqual({
      totp: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    // 409 while TOTP is on
    const twice = await patient.post("/ws/user/2fa/totp");
    expect(twice.status).toBe(409);
  });

  it("keeps the recovery codes hashed, never as shown", async () => {
    const { recoveryCodes } = await enrolledPatient();
    const { rows } = (await t.database.executeSql(
      "select code_hash from two_factor_recovery_codes",
    )) as unknown as { rows: { code_hash: string }[] };
    const stored = rows.map((row) => row.code_hash).join(" ");
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });
});

describe("logging in with TOTP (issue 24 §1)", () => {
  it("202 with the three methods; the app's code opens the session, once", async () => {
    const { email, secret } = await enrolledPatient();
    const { client, response } = await passwordLogin(email);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ twoFactor: true, methods: ["totp", "email", "recovery"] });
    expect((await client.get("/ws/user")).status).toBe(401);
    // the enrolment used this period's code: the next one
    const code = totpCode(secret, 1);
    const passed = await client.post<PublicUser>("/ws/login/2fa", { code });
    expect(passed.status).toBe(200);
    expect(passed.body.email).toBe(email);
    expect((await client.get("/ws/user")).status).toBe(200);

    // the same code again, in a new login: refused
    const replay = await passwordLogin(email);
    expect(replay.response.status).toBe(202);
    const refused = await replay.client.post("/ws/login/2fa", { code });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(INVALID);
    expect((await replay.client.get("/ws/user")).status).toBe(401);
  });

  it("a recovery code works once", async () => {
    const { patient, email, recoveryCodes } = await enrolledPatient();
    const first = await passwordLogin(email);
    const passed = await first.client.post("/ws/login/2fa", { code: recoveryCodes[3] });
    expect(passed.status).toBe(200);
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body.recoveryCodesLeft).toBe(9);
    const second = await passwordLogin(email);
    const again = await second.client.post("/ws/login/2fa", { code: recoveryCodes[3] });
    expect(again.status).toBe(401);
    // typed in lower case without its dash, another code works
    const typed = recoveryCodes[4]!.toLowerCase().replace("-", " ");
    expect((await second.client.post("/ws/login/2fa", { code: typed })).status).toBe(200);
  });

  it("« Recevoir un code par e-mail » mails a code that opens the session", async () => {
    const { email } = await enrolledPatient();
    const { client } = await passwordLogin(email);
    const sent = await client.post<{ message: string }>("/ws/login/2fa/email");
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^Un code vient d’être envoyé à p\*\*\*@exemple\.fr\.$/);
    const code = await mailedCode(email);
    expect((await client.post("/ws/login/2fa", { code })).status).toBe(200);
  });

  it("wrong codes share the password's throttle: after 5, 429 before the code is looked at", async () => {
    const { email, secret } = await enrolledPatient();
    const { client } = await passwordLogin(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post("/ws/login/2fa", { code: `99999${i}` });
      expect(wrong.status).toBe(401);
    }
    const locked = await client.post("/ws/login/2fa", { code: totpCode(secret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: "tooManyAttempts",
      message: "Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.",
    });
    expect((await client.get("/ws/user")).status).toBe(401);
    // the password's step is locked too
    expect((await passwordLogin(email, client)).response.status).toBe(429);
  });

  it("« Se souvenir de cet appareil » skips the step on that browser only", async () => {
    const { email, secret } = await enrolledPatient();
    const { client } = await passwordLogin(email);
    const passed = await client.post("/ws/login/2fa", {
      code: totpCode(secret, 1),
      rememberDevice: true,
    });
    expect(passed.status).toBe(200);
    expect(passed.headers["set-cookie"]?.toString()).toMatch(
      /tfd=[^;]+;.*Max-Age=2592000.*HttpOnly/i,
    );
    await client.post("/ws/logout");
    const skipped = await passwordLogin(email, client);
    expect(skipped.response.status).toBe(200);
    expect((await client.get("/ws/user")).status).toBe(200);
    // another browser is asked
    expect((await passwordLogin(email)).response.status).toBe(202);
  });
});

describe("turning TOTP off (issue 24 §1)", () => {
  it("asks the password, tells the account by e-mail, and logins go back to the password alone", async () => {
    const { patient, email } = await enrolledPatient();
    const wrong = await patient.request("DELETE", "/ws/user/2fa/totp", { password: "pasle1bon" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: "validation",
      message: "Le mot de passe n’est pas le bon.",
    });
    const off = await patient.request("DELETE", "/ws/user/2fa/totp", { password: PASSWORD });
    expect(off.status).toBe(204);
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe("Double authentification désactivée sur votre compte Réseau Santé");
    expect((await patient.get<TwoFactorStatus>("/ws/user/2fa")).body).toEqual({
      totp: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await passwordLogin(email)).response.status).toBe(200);
    // a new enrolment may follow
    expect((await patient.post("/ws/user/2fa/totp")).status).toBe(200);
  });
});
