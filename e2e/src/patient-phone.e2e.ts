/**
 * The patient's phone (issue 7 §2), in Chromium at 390×844 with touch: Léa sends a prescription
 * from « Mon fil » — the dialog says where it goes and titles it for a phone — and follows its
 * card: « Envoyée », then, as her pharmacy works (through the API, in a second browser context),
 * « Prise en charge » with « Demander l’annulation » in place of « Supprimer », then « Prête »
 * with the pharmacy's address and today's hours, live, and nothing wider than the screen.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATUS_MESSAGES, TEXTS, type MessageDto } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";
import { makeSmallJpeg } from "./keyboard.js";

const journey = setUpJourney();
const PHONE_WIDTH = 390;

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The pharmacy's side, through the API with its session cookie and XSRF header. */
async function pharmacyApi(context: BrowserContext) {
  const base = journey.server.baseUrl;
  const xsrf = async () =>
    (await context.cookies(base)).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const post = async (url: string, data: unknown) =>
    context.request.post(`${base}${url}`, { data, headers: { "X-XSRF-TOKEN": await xsrf() } });
  await context.request.get(`${base}/ws/health`);
  const login = await post("/ws/login", { login: "pharmacie@demo.fr", password: "demo1234" });
  expect(login.status()).toBe(200);
  return {
    setStatus: async (id: string, body: Record<string, unknown>) =>
      expect((await post(`/api/documents/${id}/status`, body)).status()).toBe(200),
    conversation: async (id: string) =>
      (await (
        await context.request.get(`${base}/api/documents/${id}/linked_messages`)
      ).json()) as MessageDto[],
  };
}

describe("the patient's phone, in Chromium (issue 7 §2)", () => {
  it("she sends a prescription and follows its card to « Prête », with where to collect it", async () => {
    const patientContext = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: PHONE_WIDTH, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const patient = await patientContext.newPage();
    await signIn(patient, journey.server.baseUrl, "patient@demo.fr");
    // a patient starts on « Mon fil » (issue 18 §4)
    await patient.waitForURL("**/feed");
    await patient.locator('[data-testid^="feed-doc-"]').first().waitFor();
    await fitsThePhone(patient);

    // The dialog says where the ordonnance goes, offers the camera, and plain words only.
    await patient.getByRole("button", { name: TEXTS.documents.sendTitle }).click();
    const dialog = patient.getByRole("dialog");
    const destination = dialog.getByTestId("document-destination");
    await expect
      .poll(() => destination.textContent())
      .toContain("Envoyer à Pharmacie du Centre (Lyon 2e)");
    expect(await destination.getByRole("button", { name: "changer" }).isVisible()).toBe(true);
    expect(await dialog.getByText(TEXTS.documents.takePhoto).isVisible()).toBe(true);

    const photoPath = path.join(journey.workDir, "ordonnance-telephone.jpg");
    await writeFile(photoPath, await makeSmallJpeg(patient));
    await dialog.getByTestId("document-file-input").setInputFiles(photoPath);
    await dialog.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    const title = await dialog.getByTestId("document-name").inputValue();
    expect(title).toMatch(/^Ordonnance du \d{1,2} \S+$/);
    await fitsThePhone(patient);

    const uploaded = patient.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/feed/documents"),
    );
    await dialog.getByTestId("document-send").click();
    const created = await uploaded;
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await patient.getByText(TEXTS.share.sentToPharmacy).first().waitFor();

    // Her card: « Envoyée », with the steps to come; she may still delete it.
    const card = patient.getByTestId(`feed-doc-${id}`);
    await card.waitFor();
    expect(await card.textContent()).toContain(title);
    const current = card.locator('[data-current="true"]');
    await expect.poll(() => current.textContent()).toContain("Envoyée");
    expect(await card.getByTestId("document-delete").isVisible()).toBe(true);

    // Her pharmacy takes it in hand: the card follows live, and offers to ask for a cancellation.
    const pharmacyContext = await journey.browser.newContext({ locale: "fr-FR" });
    const pharmacy = await pharmacyApi(pharmacyContext);
    await pharmacy.setStatus(id, { status: "PROCESSING", firstName: "Marie" });
    await expect
      .poll(() => current.textContent(), { timeout: 20_000 })
      .toContain("Prise en charge");
    await card
      .getByTestId("conversation")
      .getByText("Marie s'occupe de votre ordonnance.")
      .waitFor({ timeout: 20_000 });
    await card.getByTestId("cancel-request").waitFor();
    expect(await card.getByTestId("document-delete").count()).toBe(0);
    await fitsThePhone(patient);

    // She asks for the cancellation: the pharmacy reads it in the conversation.
    await card.getByTestId("cancel-request").click();
    await patient.getByTestId("cancel-request-confirm").click();
    await card.getByTestId("cancel-requested").waitFor();
    await expect
      .poll(async () => (await pharmacy.conversation(id)).map((m) => m.content))
      .toContain(TEXTS.feed.cancelRequest);

    // The pharmacy has it ready anyway: « Prête », where and when to collect it.
    await pharmacy.setStatus(id, { status: "READY" });
    await expect.poll(() => current.textContent(), { timeout: 20_000 }).toContain("Prête");
    await card.getByTestId("conversation").getByText(STATUS_MESSAGES.READY).first().waitFor();
    const pickup = card.getByTestId("pickup-info");
    await pickup.waitFor({ timeout: 20_000 });
    const pickupText = (await pickup.textContent()) ?? "";
    expect(pickupText).toContain("Pharmacie du Centre");
    expect(pickupText).toContain("12 rue de la République");
    expect(pickupText).toMatch(/(Ouvert|Fermé) aujourd’hui/);
    await fitsThePhone(patient);
    await card.scrollIntoViewIfNeeded();
    await patient.screenshot({ path: path.join(ARTIFACTS, "patient-phone-ready.png") });
    // the card alone, for a person to look at: without the toasts over it
    await patient.addStyleTag({ content: ".mantine-Notifications-root { display: none; }" });
    await card.screenshot({ path: path.join(ARTIFACTS, "patient-phone-card.png") });

    await pharmacyContext.close();
    await patientContext.close();
  });
});
