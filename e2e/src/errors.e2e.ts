/**
 * The error paths of the patient app, in Chromium on a phone (000 §4 "Document-add flow", §5,
 * §8): a file of the wrong format is refused, a small PDF is sent as is or converted to a JPEG by
 * pdf.js, a PDF over 153600 bytes cannot be kept, cancelling a document under way asks for
 * confirmation, an expired session opens the login alert of the central error handler, and wrong
 * credentials are refused on /login. Every journey asserts what the user sees, with the texts of
 * the shared catalogue (TEXTS), never retyped.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, TEXTS } from "@reseau/shared";
import { buildPdf, PRESCRIPTION_JPEG } from "../../apps/server/src/db/seed-samples.js";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/** Writes a file to pick in the temporary folder; @returns its path. */
async function fileToPick(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(journey.workDir, name);
  await writeFile(file, content);
  return file;
}

const isUpload = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/feed/documents";

/** A logged-in Léa Martin on a phone, and the uploads her page makes. */
async function patientOnPhone() {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const uploads: Request[] = [];
  page.on("request", (request) => void (isUpload(request) && uploads.push(request)));
  await signIn(page, journey.server.baseUrl, "patient@demo.fr");
  await page.waitForURL("**/feed");
  return { context, page, uploads };
}

const addDialog = (page: Page) => page.getByRole("dialog", { name: "Envoyer une ordonnance" });

/** Waits until a dialog has faded in completely: what a person sees, and what a screenshot shows. */
async function faded(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
}

/** The red alert of the dialog showing `message`; checks that it carries `title`. */
async function expectAlert(page: Page, title: string, message: string): Promise<void> {
  const alert = addDialog(page).getByRole("alert").filter({ hasText: message });
  await alert.waitFor();
  expect(await alert.textContent()).toContain(title);
  expect(await page.getByTestId("document-send").isDisabled()).toBe(true);
}

/** Sends the prepared document; @returns the upload's body, decoded, and the new document's id. */
async function send(page: Page): Promise<{ mime: string; bytes: Buffer; id: string }> {
  const request = page.waitForRequest(isUpload);
  const response = page.waitForResponse((answer) => isUpload(answer.request()));
  await page.getByTestId("document-send").click();
  const body = JSON.parse((await request).postData() ?? "{}") as { mime: string; data: string };
  const created = await response;
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { mime: body.mime, bytes: Buffer.from(body.data, "base64"), id };
}

/** The picture's size and how many of its pixels are dark (printed text), read in the page. */
function inspectJpeg(page: Page, jpeg: Buffer) {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d context");
    g.drawImage(bitmap, 0, 0);
    const { data } = g.getImageData(0, 0, bitmap.width, bitmap.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
    return { width: bitmap.width, height: bitmap.height, dark };
  }, jpeg.toString("base64"));
}

const ORDONNANCE_PDF = buildPdf("Dr Paul Durand — Médecin généraliste", [
  "Mme Léa Martin",
  "Doliprane 1000 mg : 1 cp 3 fois par jour",
]);

describe("error paths of the patient app, in Chromium on a phone", () => {
  it(`a file that is neither a picture nor a PDF is refused: « ${TEXTS.documents.badFormatTitle} »; nothing is sent`, async () => {
    const { context, page, uploads } = await patientOnPhone();
    await page.getByTestId("open-document-add").click();
    // an SVG passes the chooser's "image/*" filter but is not an accepted format
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>';
    await page.getByTestId("document-file-input").setInputFiles(await fileToPick("scan.svg", svg));
    await expectAlert(page, TEXTS.documents.badFormatTitle, TEXTS.documents.badFormat);

    // closing on an error asks nothing; a text file named .pdf is judged by its bytes, not its name
    await addDialog(page).getByRole("button", { name: "Annuler" }).click();
    await addDialog(page).waitFor({ state: "hidden" });
    await page.getByTestId("open-document-add").click();
    const fakePdf = await fileToPick("ordonnance.pdf", "Doliprane 1000 mg, 3 fois par jour\n");
    await page.getByTestId("document-file-input").setInputFiles(fakePdf);
    await expectAlert(page, TEXTS.documents.badFormatTitle, TEXTS.documents.badFormat);
    await faded(addDialog(page));
    await page.screenshot({ path: path.join(ARTIFACTS, "error-bad-format.png") });
    expect(uploads).toHaveLength(0);
    await context.close();
  });

  it("a small PDF is sent as is, then converted to a JPEG by pdf.js; both reach the pharmacy and the feed", async () => {
    const { context, page } = await patientOnPhone();
    const pdfPath = await fileToPick("ordonnance-durand.pdf", ORDONNANCE_PDF);

    await page.getByTestId("open-document-add").click();
    await page.getByTestId("document-file-input").setInputFiles(pdfPath);
    await page.getByTestId("pdf-keep").click();
    await page.getByTestId("document-preview").waitFor();
    const kept = await send(page);
    expect(kept.mime).toBe("application/pdf");
    expect(kept.bytes.length).toBeLessThanOrEqual(MAX_FILE_BYTES);
    expect(kept.bytes.equals(ORDONNANCE_PDF)).toBe(true);
    await page.getByText(TEXTS.share.sentToPharmacy).waitFor();
    await addDialog(page).waitFor({ state: "hidden" });

    await page.goto(`${journey.server.baseUrl}/feed`);
    await page.getByTestId(`feed-doc-${kept.id}`).waitFor();

    // the same PDF, converted in the browser: its page rendered by pdf.js, encoded as JPEG
    await page.getByRole("button", { name: "Envoyer une ordonnance" }).click();
    await page.getByTestId("document-file-input").setInputFiles(pdfPath);
    await page.getByTestId("pdf-convert").click();
    await page.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    await page.getByRole("img", { name: "Aperçu du document" }).waitFor();
    const converted = await send(page);
    expect(converted.mime).toBe("image/jpeg");
    expect(converted.bytes.subarray(0, 3).toString("hex")).toBe("ffd8ff");
    expect(converted.bytes.length).toBeLessThanOrEqual(MAX_FILE_BYTES);
    // an A5 page (420 × 595 pt) at scale 1.5, with its text drawn
    const picture = await inspectJpeg(page, converted.bytes);
    expect(picture).toMatchObject({ width: 630, height: 893 });
    expect(picture.dark).toBeGreaterThan(500);
    await page.getByText(TEXTS.share.sentToPharmacy).waitFor();
    await page.getByTestId(`feed-doc-${converted.id}`).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "feed-after-pdfs.png"), fullPage: true });
    await context.close();
  });

  it(`a PDF over ${MAX_FILE_BYTES} bytes cannot be kept as is: « ${TEXTS.documents.pdfTooLargeTitle} »; nothing is sent`, async () => {
    const { context, page, uploads } = await patientOnPhone();
    const lines = Array.from({ length: 6000 }, (_, i) => `Ligne ${i + 1} du compte rendu`);
    const bigPdf = buildPdf("Compte rendu d'hospitalisation", lines);
    expect(bigPdf.length).toBeGreaterThan(MAX_FILE_BYTES);

    await page.getByTestId("open-document-add").click();
    await page
      .getByTestId("document-file-input")
      .setInputFiles(await fileToPick("compte-rendu.pdf", bigPdf));
    await page.getByTestId("pdf-keep").click();
    await expectAlert(page, TEXTS.documents.pdfTooLargeTitle, TEXTS.documents.pdfTooLarge);
    expect(uploads).toHaveLength(0);
    await context.close();
  });

  it(`cancelling after choosing a picture asks « ${TEXTS.documents.stop} » or « ${TEXTS.documents.continue} »`, async () => {
    const { context, page, uploads } = await patientOnPhone();
    await page.getByTestId("open-document-add").click();
    await page
      .getByTestId("document-file-input")
      .setInputFiles(await fileToPick("ordonnance.jpg", PRESCRIPTION_JPEG));
    await page.getByTestId("document-preview").waitFor({ timeout: 60_000 });

    const confirm = page.getByRole("dialog", { name: TEXTS.documents.cancelConfirm });
    await addDialog(page).getByRole("button", { name: "Annuler" }).click();
    await confirm.getByRole("button", { name: TEXTS.documents.continue }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await page.getByTestId("document-preview").isVisible()).toBe(true);

    await addDialog(page).getByRole("button", { name: "Annuler" }).click();
    await confirm.getByRole("button", { name: TEXTS.documents.stop }).click();
    await addDialog(page).waitFor({ state: "hidden" });
    // opened again, the dialog starts from the file choice
    await page.getByTestId("open-document-add").click();
    await addDialog(page).getByText("Choisir un fichier").waitFor();
    expect(await page.getByTestId("document-preview").count()).toBe(0);
    expect(uploads).toHaveLength(0);
    await context.close();
  });

  it(`a call without a session opens « ${TEXTS.auth.title} »; « Login » leads to /login, then the document is sent`, async () => {
    const { context, page, uploads } = await patientOnPhone();
    await page.goto(`${journey.server.baseUrl}/feed`);
    await page.locator('[data-testid^="feed-doc-"]').first().waitFor();

    await page.getByRole("button", { name: "Envoyer une ordonnance" }).click();
    await page
      .getByTestId("document-file-input")
      .setInputFiles(await fileToPick("photo.jpg", PRESCRIPTION_JPEG));
    await page.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    await expect
      .poll(() =>
        addDialog(page)
          .getByText(/^Envoyer à /)
          .textContent(),
      )
      .not.toMatch(/…$/);
    // the session ends while she looks at her photo (expired, or logged out elsewhere), and the
    // upload is the call that finds out: it reaches the server without its session cookie. (The
    // whole cookie cleared let a loaded machine's socket reconnection or a late list find out
    // first, and open the alert before she could send.)
    await page.route(
      (url) => url.pathname === "/feed/documents",
      async (route) => {
        // sent by the test runner without the session cookie (the XSRF one kept): the real
        // server answers for an ended session (a browser's own request would carry the
        // browser's cookies whatever its headers say)
        const headers = route.request().headers();
        const cookie = (headers.cookie ?? "")
          .split("; ")
          .filter((pair) => !pair.startsWith("sid="))
          .join("; ");
        const response = await route.fetch({ headers: { ...headers, cookie } });
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    const refused = page.waitForResponse((answer) => isUpload(answer.request()));
    await page.getByTestId("document-send").click();
    expect((await refused).status()).toBe(401);
    // the browser's session is over too from now on
    await context.clearCookies({ name: "sid" });

    const alert = page.getByRole("dialog", { name: TEXTS.auth.title });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(TEXTS.auth.required);
    expect(await alert.getByRole("button", { name: "Annuler" }).isVisible()).toBe(true);
    await faded(alert);
    await page.screenshot({ path: path.join(ARTIFACTS, "error-401.png") });
    await alert.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    expect(await addDialog(page).count()).toBe(0);
    expect(uploads).toHaveLength(1);

    // logged in again, the photo prepared before is sent without being chosen again (000 §4)
    const resent = page.waitForResponse((answer) => isUpload(answer.request()));
    await page.getByLabel("E-mail ou identifiant").fill("patient@demo.fr");
    await page.getByLabel("Mot de passe").fill("demo1234");
    await page.getByRole("button", { name: "Se connecter" }).click();
    expect((await resent).status()).toBe(201);
    await page.getByText(TEXTS.share.sentToPharmacy).waitFor();
    expect(uploads).toHaveLength(2);
    await context.close();
  });

  it(`wrong credentials on /login show « ${TEXTS.auth.badCredentials} »`, async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByLabel("E-mail ou identifiant").fill("patient@demo.fr");
    await page.getByLabel("Mot de passe").fill("pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByRole("alert").filter({ hasText: TEXTS.auth.badCredentials }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
