import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, STATUS_MESSAGES } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/**
 * Draws a phone photo of an ordonnance in the browser: 3000×4000 pixels, paper with grain and
 * handwriting-like strokes, encoded as a high-quality JPEG (several megabytes, as a phone gives).
 */
async function makePhonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 3000;
    canvas.height = 4000;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d context");
    const image = g.createImageData(3000, 4000);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = 225 + Math.floor(random() * 30);
      image.data[i] = grain;
      image.data[i + 1] = grain - 4;
      image.data[i + 2] = grain - 12;
      image.data[i + 3] = 255;
    }
    g.putImageData(image, 0, 0);
    g.fillStyle = "#1a237e";
    g.font = "bold 120px serif";
    g.fillText("Dr Paul Durand — Médecin généraliste", 200, 400);
    g.font = "90px serif";
    const lines = [
      "Doliprane 1000 mg : 1 cp 3 fois par jour",
      "Amoxicilline 1 g : 2 fois par jour, 6 jours",
    ];
    lines.forEach((line, i) => g.fillText(line, 250, 900 + i * 250));
    g.strokeStyle = "#0d47a1";
    g.lineWidth = 8;
    g.beginPath();
    for (let x = 1800; x < 2700; x += 30) g.lineTo(x, 3400 + Math.sin(x / 40) * 80);
    g.stroke();
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/jpeg", 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Counts the dark pixels of the 30 bottom rows of a JPEG, decoded in the page. */
async function darkPixelsAlongBottom(page: Page, jpeg: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d context");
    g.drawImage(bitmap, 0, 0);
    const rows = g.getImageData(0, bitmap.height - 30, bitmap.width, 30).data;
    let dark = 0;
    for (let i = 0; i < rows.length; i += 4) {
      if ((rows[i]! + rows[i + 1]! + rows[i + 2]!) / 3 < 90) dark += 1;
    }
    return dark;
  }, jpeg.toString("base64"));
}

describe("the prescription loop, in Chromium", () => {
  it("a new patient sends a photographed ordonnance; the pharmacy processes it live; the patient sees it live", async () => {
    // The pharmacy is already at work on its dashboard.
    const pharmacyContext = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    const pharmacy = await pharmacyContext.newPage();
    await signIn(pharmacy, journey.server.baseUrl, "pharmacie@demo.fr", "/dashboard");

    // A new patient signs up on a phone.
    const patientContext = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const patient = await patientContext.newPage();
    await patient.goto(`${journey.server.baseUrl}/login?openAccount=1`);
    await patient.getByLabel("Prénom").fill("Inès");
    await patient.getByRole("textbox", { name: "Nom", exact: true }).fill("Moreau");
    await patient.getByLabel("E-mail").fill(`ines.moreau.${Date.now()}@exemple.fr`);
    await patient.getByLabel("Mot de passe").fill("ordonnance2026");
    await patient.getByLabel("J'accepte les conditions générales d'utilisation").check();
    await patient.getByRole("button", { name: "Créer mon compte" }).click();
    // a patient starts on « Mon fil » (issue 18 §4)
    await patient.waitForURL("**/feed");

    // She picks her pharmacy in « Mon profil ».
    await patient.goto(`${journey.server.baseUrl}/profil`);
    await patient.getByTestId("pharmacy-select").click();
    await patient.getByTestId("pharmacy-select").fill("Centre");
    await patient.getByRole("option", { name: /Pharmacie du Centre/ }).click();
    await patient.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect
      .poll(() => patient.getByText(/Pharmacie actuelle/).textContent())
      .toMatch(/Pharmacie du Centre/);

    // She photographs her ordonnance: a phone-size JPEG.
    const photo = await makePhonePhoto(patient);
    const photoPath = path.join(journey.workDir, "ordonnance.jpg");
    await writeFile(photoPath, photo);
    expect((await stat(photoPath)).size).toBeGreaterThanOrEqual(2 * 1024 * 1024);

    await patient.getByTestId("open-document-add").click();
    await patient.getByTestId("document-file-input").setInputFiles(photoPath);
    await patient.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    const uploadRequest = patient.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/feed/documents"),
    );
    const uploadResponse = patient.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith("/feed/documents"),
    );
    await patient.getByTestId("document-send").click();
    const sent = JSON.parse((await uploadRequest).postData() ?? "{}") as {
      data: string;
      mime: string;
    };
    const sentBytes = Buffer.from(sent.data, "base64");
    expect(sent.mime).toBe("image/jpeg");
    expect(sentBytes.length).toBeLessThanOrEqual(MAX_FILE_BYTES);
    expect(sentBytes.length).toBeLessThan(photo.length / 10);
    await writeFile(path.join(ARTIFACTS, "sent-photo.jpg"), sentBytes);
    // the stamp of 000 §9 (title, date, settings) is printed along the bottom, where the photo
    // itself is blank paper: dark text pixels there mean it was drawn
    expect(await darkPixelsAlongBottom(patient, sentBytes)).toBeGreaterThan(200);
    const created = await uploadResponse;
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await patient.getByText("Document envoyé à la pharmacie").waitFor();

    // Sent from « Mon profil », she lands on « Mon fil », her new card on top (issue 18 §4).
    await patient.waitForURL("**/feed");
    const patientDoc = patient.getByTestId(`feed-doc-${id}`);
    await expect
      .poll(() => patient.locator('[data-testid^="feed-doc-"]').first().getAttribute("data-testid"))
      .toBe(`feed-doc-${id}`);
    await expect.poll(() => patientDoc.textContent()).toMatch(/Envoyée/);

    // The pharmacy sees it arrive without reloading.
    const row = pharmacy.getByTestId(`doc-row-${id}`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/Inès Moreau/);
    await row.click();

    await pharmacy.getByTestId("status-menu").click();
    await pharmacy.getByRole("menuitem", { name: "En cours" }).click();
    await pharmacy.getByLabel("Votre prénom").fill("Marie");
    await pharmacy.getByRole("button", { name: "Valider" }).click();
    await expect.poll(() => row.textContent()).toMatch(/En cours/);

    // The patient sees the pharmacist's message live, in her prescription's card.
    const feedMessage = (text: string) =>
      patientDoc.locator('[data-testid^="conversation-msg-"]').filter({ hasText: text }).first();
    await feedMessage("Marie s'occupe de votre ordonnance.").waitFor({ timeout: 20_000 });

    await pharmacy.getByTestId("status-menu").click();
    await pharmacy.getByRole("menuitem", { name: "Prêt" }).click();
    // ready, it leaves the queue « À traiter » the dashboard opens on (issue 7 §1)
    await row.waitFor({ state: "detached" });

    // The patient sees « Prête » and the message, without reloading.
    await feedMessage(STATUS_MESSAGES.READY).waitFor({ timeout: 20_000 });
    expect(await feedMessage(STATUS_MESSAGES.READY).textContent()).toContain(
      STATUS_MESSAGES.READY_BRING_ORIGINAL,
    );
    await expect.poll(() => patientDoc.textContent(), { timeout: 20_000 }).toMatch(/Prête/);
    await patient.screenshot({ path: path.join(ARTIFACTS, "patient-feed.png"), fullPage: true });
    await pharmacy.screenshot({ path: path.join(ARTIFACTS, "pharmacy-dashboard.png") });

    await patientContext.close();
    await pharmacyContext.close();
  });
});
