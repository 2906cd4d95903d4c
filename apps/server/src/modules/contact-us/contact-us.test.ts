import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { createPatient, createTestApp, type TestApp } from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";

const GROUP = "contact@galien.exemple.fr";
let t: TestApp;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ smtpUrl: mailbox.url, contactEmail: GROUP, variant: "galien" });
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

type ErrorBody = { error: string; message: string };

describe("POST /ws/contact-us (issue 19 §4)", () => {
  it("mails a visitor's message with her phone and browser to the group's address", async () => {
    const visitor = t.client();
    const sent = await visitor.post("/ws/contact-us", {
      msg: "Bonjour, la pharmacie de Caluire est-elle dans le réseau ?",
      num: "06 12 34 56 78",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    const mail = await mailbox.next(GROUP);
    expect(mail.subject).toBe("Message reçu par Galien Santé");
    expect(mail.text).toContain("Bonjour, la pharmacie de Caluire est-elle dans le réseau ?");
    expect(mail.text).toContain("Téléphone : 06 12 34 56 78");
    // the browser's agent: the test client sends Fastify's inject default
    expect(mail.text).toMatch(/Navigateur : \S+/);
    expect(mail.text).toContain(TEXTS.contactUs.mailAnonymous);
  });

  it("names the account of a logged-in sender, and escapes markup in the HTML", async () => {
    const patient = await createPatient(t);
    expect((await patient.post("/ws/contact-us", { msg: "<b>Merci</b> !" })).status).toBe(200);
    const mail = await mailbox.next(GROUP);
    expect(mail.text).toContain(`Compte : ${patient.user?.email}`);
    expect(mail.html).toContain("&lt;b&gt;Merci&lt;/b&gt; !");
    expect(mail.text).not.toContain("Téléphone");
  });

  it("refuses an empty or too long message, a bad phone, and a write without XSRF; mails nothing", async () => {
    const visitor = t.client();
    for (const [body, message] of [
      [{ msg: "   " }, TEXTS.contactUs.empty],
      [{}, TEXTS.contactUs.empty],
      [{ msg: "x".repeat(5001) }, TEXTS.contactUs.tooLong],
      [{ msg: "Bonjour", num: "appelez-moi" }, TEXTS.contactUs.phoneInvalid],
    ] as const) {
      const refused = await visitor.post<ErrorBody>("/ws/contact-us", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const noXsrf = await visitor.request(
      "POST",
      "/ws/contact-us",
      { msg: "Bonjour" },
      {
        withoutXsrf: true,
      },
    );
    expect(noXsrf.status).toBe(403);
    await expect(mailbox.next(GROUP, 500)).rejects.toThrow();
  });
});
