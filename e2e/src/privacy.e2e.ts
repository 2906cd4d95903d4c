/**
 * The RGPD rights in Chromium (issue 24 §3): (a) the demo patient asks for her data on /compte,
 * the mail comes through a real SMTP server in this process, its link downloads the ZIP in her
 * browser session, and the ZIP holds the document she had uploaded, byte for byte. (b) She asks
 * for her account's erasure: the confirmation shows the date, a wrong password is refused, the
 * answer gives the date. (c) axe-core on /compte and the confirmation, phone and desktop.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { LEGAL_VERSIONS, TEXTS, XSRF_COOKIE, XSRF_HEADER } from "@reseau/shared";
import { ARTIFACTS, loggedInPage, setUpJourney } from "./journey.js";
import { animationsDone, AXE_SIZES, violations } from "./axe.js";
import { twoPagePdf } from "./files.js";
// the server tests' real SMTP mailbox and ZIP reader, shared with the journeys
import { startMailbox, type TestMailbox } from "../../apps/server/src/test/mailbox.js";
import { unzip } from "../../apps/server/src/modules/privacy/test-zip.js";

let mailbox: TestMailbox;
const journey = setUpJourney({
  env: async () => {
    mailbox = await startMailbox();
    return { SMTP_URL: mailbox.url };
  },
});
afterAll(async () => {
  await mailbox?.close();
});

const T = TEXTS.privacy;
const [PHONE, DESKTOP] = AXE_SIZES;
const PATIENT = "patient@demo.fr";

/** Uploads `bytes` as a PDF document of the page's signed-in user, through the API. */
async function uploadPdf(page: Page, name: string, bytes: Buffer): Promise<void> {
  const base = journey.server.baseUrl;
  const xsrf = (await page.context().cookies(base)).find((c) => c.name === XSRF_COOKIE)?.value;
  const response = await page.context().request.post(`${base}/feed/documents`, {
    data: { name, type: "PRESC_DRUG", mime: "application/pdf", data: bytes.toString("base64") },
    headers: { [XSRF_HEADER]: xsrf ?? "" },
  });
  expect(response.status()).toBe(201);
}

async function openAccount(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: TEXTS.lifecycle.pages.accountTitle }).waitFor();
  await page.getByRole("heading", { level: 2, name: T.title }).waitFor();
}

describe("her personal data, from /compte", () => {
  it("(a) the patient asks for her data, opens the mail and downloads the ZIP holding her document", async () => {
    const page = await loggedInPage(journey, PATIENT, PHONE, "/compte");
    const pdf = twoPagePdf();
    await uploadPdf(page, "Ordonnance à exporter", pdf);
    await openAccount(page);
    // the legal texts she accepted, with their versions
    await page
      .getByRole("listitem")
      .filter({ hasText: `${T.consentDocuments.terms} : version ${LEGAL_VERSIONS.terms}` })
      .waitFor();
    await page.getByRole("button", { name: T.exportButton }).click();
    await page.getByRole("status").filter({ hasText: T.exportQueued }).waitFor();

    const mail = await mailbox.next(PATIENT, 60_000);
    expect(mail.subject).toBe(T.mail.exportSubject);
    const link = mail.links.find((l) => l.includes("/ws/user/export/"));
    expect(link).toBeDefined();

    // the link, opened in her browser session, downloads the ZIP
    const downloading = page.waitForEvent("download");
    await page.goto(link!).catch(() => undefined);
    const download = await downloading;
    const saved = path.join(journey.workDir, "mes-donnees.zip");
    await download.saveAs(saved);
    const files = await unzip(await readFile(saved));
    expect(files.has("profil.json")).toBe(true);
    const documents = [...files].filter(([name]) => name.startsWith("documents/"));
    expect(documents.some(([, bytes]) => bytes.equals(pdf))).toBe(true);
    expect(documents.map(([name]) => name)).toContainEqual(
      expect.stringMatching(/Ordonnance_a_exporter\.pdf$/),
    );

    // the same link in a browser without her session: nothing
    const stranger = await journey.browser.newContext();
    const answer = await stranger.request.get(link!);
    expect([401, 404]).toContain(answer.status());
    await stranger.close();
    await page.context().close();
  });

  it("(b) the erasure's confirmation shows the date; a wrong password is refused; the answer gives the date", async () => {
    const page = await loggedInPage(journey, PATIENT, DESKTOP, "/compte");
    await openAccount(page);
    await page.getByRole("button", { name: T.deleteButton }).click();
    const dialog = page.getByRole("dialog", { name: T.deleteTitle });
    await dialog.waitFor();
    // 30 days from today, in words
    await dialog.getByText(/supprimés le \d{1,2} \S+ \d{4}/).waitFor();
    await dialog.getByLabel(T.deletePassword).fill("pas-le-bon");
    await dialog.getByRole("button", { name: T.deleteConfirm }).click();
    await dialog.getByRole("alert").filter({ hasText: T.wrongPassword }).waitFor();
    await dialog.getByLabel(T.deletePassword).fill("demo1234");
    await dialog.getByRole("button", { name: T.deleteConfirm }).click();
    const done = dialog.getByRole("status");
    await done.waitFor();
    expect(await done.textContent()).toMatch(/^Votre compte sera supprimé le \d{1,2} \S+ \d{4}\.$/);
    expect((await mailbox.next(PATIENT)).subject).toBe(T.mail.deletionSubject);
    await page.screenshot({ path: path.join(ARTIFACTS, "privacy-deletion.png") });
    // closing leaves the app: her sessions ended
    // (the dialog's corner button is « Fermer » too: the one with the text)
    await dialog.locator("button", { hasText: T.close }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.context().close();
  });
});

describe("axe-core on the personal data section", () => {
  for (const size of AXE_SIZES) {
    it(`has no serious or critical violation, ${size.name}`, async () => {
      const page = await loggedInPage(journey, "patient2@demo.fr", size, "/compte");
      await openAccount(page);
      const found = (await violations(page)).map((v) => `/compte ${v}`);
      await page.getByRole("button", { name: T.deleteButton }).click();
      await page.getByRole("dialog", { name: T.deleteTitle }).waitFor();
      await animationsDone(page);
      found.push(...(await violations(page)).map((v) => `deletion ${v}`));
      await page.screenshot({ path: path.join(ARTIFACTS, `privacy-${size.name}.png`) });
      await page.context().close();
      expect(found).toEqual([]);
    });
  }
});
