/**
 * Messages beyond a document (issue 9 §4), in Chromium: the pharmacist (desktop) and Dr Durand
 * (phone) chat from each other's contact page in CHAT mode, live both ways, the newest message
 * at the bottom; the pharmacist writes to two contacts from the compose modal and removes one
 * before sending; the pharmacy publishes a publication from its own page and Léa sees it, with
 * the poster already published, on the pharmacy's page. axe-core finds no serious or critical
 * violation on the CHAT page and the compose modal at 390 and 1440 px.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, TEXTS, type PublicUser } from "@reseau/shared";
import { ARTIFACTS, logInThroughApi, setUpJourney, signIn } from "./journey.js";
import { animationsDone, violations } from "./axe.js";

const journey = setUpJourney();

/** A 1 × 1 PNG, in base64: the picture of a publication the journey uploads. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/**
 * A page of a new context `width` px wide with `email` signed in through the API, showing `path`:
 * by default the user's start page; null, none yet (the test loads one).
 */
async function pageAt(width: number, email: string, path?: string | null): Promise<Page> {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    // the app's CSP refuses inline scripts, axe's included: the test tool is let in
    bypassCSP: true,
  });
  const page = await context.newPage();
  if (path === null) await logInThroughApi(context, journey.server.baseUrl, email);
  else await signIn(page, journey.server.baseUrl, email, path);
  return page;
}

/** The id of the contact with `email` in the signed-in user's contact book. */
async function contactId(page: Page, email: string): Promise<string> {
  const response = await page.context().request.get(`${journey.server.baseUrl}/ws/contacts`);
  const book = (await response.json()) as PublicUser[];
  const found = book.find((user) => user.email === email);
  if (!found) throw new Error(`${email} is not in the contact book`);
  return found.id;
}

/** The texts of the conversation's bubbles, oldest first. */
const bubbles = (page: Page) =>
  page
    .getByTestId("chat-log")
    .locator('[data-testid^="conversation-msg-"] p:last-child')
    .allTextContents();

const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

describe("messages beyond a document, in Chromium (issue 9 §4)", () => {
  it("a pharmacist and a doctor chat live from the contact page, both ways", async () => {
    const pharmacy = await pageAt(1440, "pharmacie@demo.fr", null);
    const doctor = await pageAt(390, "medecin@demo.fr", null);
    const doctorId = await contactId(pharmacy, "medecin@demo.fr");
    const pharmacyId = await contactId(doctor, "pharmacie@demo.fr");

    // the pharmacist opens the doctor's page, then CHAT mode: the reply box is focused at once
    await pharmacy.goto(`${journey.server.baseUrl}/fiche-contact/${doctorId}`);
    await pharmacy.getByRole("heading", { level: 1, name: "Paul Durand" }).waitFor();
    await pharmacy.getByTestId("open-chat").click();
    await pharmacy.waitForURL("**mode=CHAT");
    const title = format(TEXTS.conversation.title, { name: "Paul Durand" });
    await pharmacy.getByRole("heading", { level: 2, name: title }).waitFor();
    await pharmacy.getByText("Oui, elle sera prête cet après-midi.").waitFor();
    const reply = pharmacy.getByLabel(TEXTS.conversation.replyLabel);
    await expect.poll(() => reply.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violations(pharmacy)).toEqual([]);

    await doctor.goto(`${journey.server.baseUrl}/fiche-contact/${pharmacyId}?mode=CHAT`);
    await doctor.getByText("Oui, elle sera prête cet après-midi.").waitFor();
    expect((await bubbles(doctor)).at(-1)).toBe("Oui, elle sera prête cet après-midi.");
    expect(await violations(doctor)).toEqual([]);
    const width = await doctor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // pharmacist → doctor, live, at the bottom
    await reply.fill("La boîte de 30 est en rupture, je donne deux boîtes de 15.");
    await pharmacy.getByTestId("message-send").click();
    await toast(pharmacy, TEXTS.messages.sent).waitFor();
    await expect
      .poll(async () => (await bubbles(doctor)).at(-1), { timeout: 15_000 })
      .toBe("La boîte de 30 est en rupture, je donne deux boîtes de 15.");

    // doctor → pharmacist, live, at the bottom
    await doctor.getByLabel(TEXTS.conversation.replyLabel).fill("Parfait, merci !");
    await doctor.getByTestId("message-send").click();
    await expect
      .poll(async () => (await bubbles(pharmacy)).slice(-2))
      .toEqual(["La boîte de 30 est en rupture, je donne deux boîtes de 15.", "Parfait, merci !"]);
    await doctor.screenshot({ path: path.join(ARTIFACTS, "chat-phone.png") });
    await pharmacy.screenshot({ path: path.join(ARTIFACTS, "chat-desktop.png") });
    await pharmacy.context().close();
    await doctor.context().close();
  });

  it("the compose modal sends to the chosen contacts, one removed (390 and 1440 px)", async () => {
    const doctor = await pageAt(390, "medecin@demo.fr", "/contacts");
    await doctor.getByTestId("open-compose").click();
    const phoneModal = doctor.getByRole("dialog", { name: TEXTS.compose.title });
    await phoneModal.getByLabel(TEXTS.compose.content).waitFor();
    await animationsDone(doctor);
    expect(await violations(doctor)).toEqual([]);
    await doctor.context().close();

    const pharmacy = await pageAt(1440, "pharmacie@demo.fr", "/contacts");
    await pharmacy.getByTestId("open-compose").click();
    const modal = pharmacy.getByRole("dialog", { name: TEXTS.compose.title });
    await modal.getByTestId("compose-pick").click();
    const picker = pharmacy.getByRole("dialog", { name: TEXTS.picker.titles.message });
    await picker.getByLabel(/Paul Durand/).check();
    await picker.getByLabel(/Lefèvre/).check();
    await picker.getByTestId("picker-confirm").click();
    await modal.getByRole("button", { name: /^Retirer .*Lefèvre/ }).click();
    expect(await modal.getByText(/Lefèvre/).count()).toBe(0);
    await modal.getByLabel(TEXTS.compose.content).fill("Fermeture exceptionnelle lundi matin.");
    await animationsDone(pharmacy);
    expect(await violations(pharmacy)).toEqual([]);
    await modal.getByTestId("compose-send").click();
    await toast(pharmacy, TEXTS.messages.sent).waitFor();
    await modal.waitFor({ state: "detached" });

    // it is in the conversation with the doctor, not with the removed one
    const doctorId = await contactId(pharmacy, "medecin@demo.fr");
    await pharmacy.goto(`${journey.server.baseUrl}/fiche-contact/${doctorId}?mode=CHAT`);
    await pharmacy.getByText("Fermeture exceptionnelle lundi matin.").waitFor();
    await pharmacy.context().close();
  });

  it("the pharmacy publishes, and the patient sees its publications on its page", async () => {
    const pharmacy = await pageAt(1440, "pharmacie@demo.fr");
    const ownId = await pharmacy.evaluate(async () => {
      const response = await fetch("/ws/user", { credentials: "include" });
      return ((await response.json()) as PublicUser).id;
    });
    // a new publication, as the document-add flow would upload it (NEW, not yet public)
    const uploaded = await pharmacy.evaluate(async (data) => {
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch("/feed/documents", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf) },
        body: JSON.stringify({
          name: "Horaires du mois d'août",
          type: "PUBLICATION",
          mime: "image/png",
          data,
        }),
      });
      return response.status;
    }, ONE_PIXEL_PNG);
    expect(uploaded).toBe(201);
    await pharmacy.goto(`${journey.server.baseUrl}/fiche-contact/${ownId}`);
    const own = pharmacy.getByTestId("own-publications");
    const row = own.locator("div").filter({ hasText: "Horaires du mois d'août" }).last();
    await row.getByRole("button", { name: TEXTS.publications.publish }).click();
    await toast(pharmacy, TEXTS.publications.published).waitFor();

    const patient = await pageAt(390, "patient@demo.fr", `/fiche-contact/${ownId}`);
    const section = patient.getByTestId("publications");
    await section.getByRole("heading", { name: TEXTS.publications.title }).waitFor();
    await section.getByText("Vaccination contre la grippe").waitFor();
    await section.getByText("Horaires du mois d'août").waitFor();
    await section
      .getByRole("img", {
        name: format(TEXTS.publications.picture, { name: "Vaccination contre la grippe" }),
      })
      .waitFor();
    // the patient publishes nothing here
    expect(await patient.getByTestId("own-publications").count()).toBe(0);
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "publications-phone.png") });
    await patient.context().close();
    await pharmacy.context().close();
  });
});
