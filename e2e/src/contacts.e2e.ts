/**
 * Contacts (issue 8 §2, §3), in Chromium: Léa, on her phone, opens « Contacts », picks a letter,
 * opens her doctor's page and shows her QR code; the pharmacist, on a desktop, opens Léa's page
 * from his contacts and validates her NIR (a wrong one first). axe-core finds no serious or
 * critical violation on /contacts and /fiche-contact at 390 and 1440 px. A group manager sees the
 * books of its pharmacies, and changes one's phone in the contact page's EDIT_MODE (issue 8 §2).
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, NIR_FORMAT_MESSAGE, TEXTS } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";
import { animationsDone, violations } from "./axe.js";

const journey = setUpJourney();
/**
 * A page of a new context `width` px wide with `email` signed in through the API, showing `path`
 * (by default the user's start page).
 */
async function pageAt(width: number, email: string, path?: string): Promise<Page> {
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
  await signIn(page, journey.server.baseUrl, email, path);
  return page;
}

describe("contacts, in Chromium (issue 8 §2, §3)", () => {
  it("the patient picks a letter, opens her doctor's page and shows her QR code (390 px)", async () => {
    const page = await pageAt(390, "patient@demo.fr", "/contacts");
    await page.getByRole("heading", { level: 1, name: TEXTS.contactPage.listTitle }).waitFor();
    // A by default: none of Léa's contacts is filed under A
    expect(
      await page.getByRole("button", { name: "A", exact: true }).getAttribute("aria-pressed"),
    ).toBe("true");
    await page.getByText(TEXTS.contactPage.empty).waitFor();
    expect(await violations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // every letter is a 44 px target
    const box = await page.getByRole("button", { name: "D", exact: true }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await page.getByRole("button", { name: "D", exact: true }).click();
    await page.waitForURL("**/contacts?initiale=D");
    const card = page.getByTestId("contact-card").filter({ hasText: "Paul Durand" });
    await card.waitFor();
    // his contact colour, in words for a screen reader: an active account is green
    expect(await card.locator("[data-colour]").getAttribute("data-colour")).toBe("green");
    await card.click();
    await page.waitForURL("**/fiche-contact/**");
    await page.getByRole("heading", { level: 1, name: "Paul Durand" }).waitFor();
    // already a contact: no add button, a remove one
    await page.getByRole("button", { name: TEXTS.contactPage.remove }).waitFor();
    expect(await page.getByTestId("contact-add").count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("button", { name: TEXTS.contactPage.showQr }).click();
    const dialog = page.getByRole("dialog", { name: TEXTS.qr.title });
    await dialog.getByText(TEXTS.qr.explain).waitFor();
    expect(await dialog.getByText("Léa Martin").count()).toBeGreaterThan(0);
    expect(await dialog.locator("svg").count()).toBeGreaterThan(0);
    await animationsDone(page);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "contacts-qr-phone.png") });
    await page.context().close();
  });

  it("the pharmacist validates a patient's NIR from her contact page (1440 px)", async () => {
    const page = await pageAt(1440, "pharmacie@demo.fr", "/contacts?initiale=M");
    await page.getByTestId("contact-card").filter({ hasText: "Léa Martin" }).click();
    await page.getByRole("heading", { level: 1, name: "Léa Martin" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId("open-nir").click();
    const input = page.getByTestId("nir-input");
    const nir = await input.inputValue();
    expect(nir).toMatch(/^2\d{14}$/);

    await input.fill("2900469266045 00");
    await page.getByTestId("nir-validate").click();
    await page.getByText(NIR_FORMAT_MESSAGE).waitFor();

    await input.fill(nir.replace(/^(.)(..)(..)/, "$1 $2 $3 "));
    await page.getByTestId("nir-validate").click();
    await page.getByText(TEXTS.contactPage.nirValidated).first().waitFor();
    // the mark stays after a reload: it is stored
    await page.reload();
    await page.getByText(TEXTS.contactPage.nirValidated).first().waitFor();
    await page.context().close();
  });

  it("the contact pages are axe-clean in NIR_VALIDATION mode, with the colours (390 px)", async () => {
    const page = await pageAt(390, "pharmacie@demo.fr", "/contacts?initiale=A");
    await page.getByTestId("contact-card").filter({ hasText: "Paul Adam" }).waitFor();
    // Alice Arnaud (no login: gray), Louise Aubert (made for her: purple), Paul Adam (wrong
    // e-mail: red), among the pharmacy's other patients at A (its folder's, seed-patients.ts)
    const colourOf = (name: string) =>
      page
        .getByTestId("contact-card")
        .filter({ hasText: name })
        .first()
        .locator("[data-colour]")
        .getAttribute("data-colour");
    expect(await colourOf("Alice Arnaud")).toBe("gray");
    expect(await colourOf("Louise Aubert")).toBe("purple");
    expect(await colourOf("Paul Adam")).toBe("red");
    expect(await violations(page)).toEqual([]);
    await page.getByTestId("contact-card").filter({ hasText: "Paul Adam" }).click();
    await page.getByRole("heading", { level: 1, name: "Paul Adam" }).waitFor();
    const url = new URL(page.url());
    await page.goto(`${url.origin}${url.pathname}?mode=NIR_VALIDATION`);
    await page.getByTestId("nir-input").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("a group manager sees the books of its pharmacies (1440 px)", async () => {
    const page = await pageAt(1440, "groupe.galien@demo.fr", "/contacts?initiale=D");
    const books = page.getByTestId("managed-books");
    await books.getByRole("heading", { name: "Pharmacie du Centre" }).waitFor();
    await books.getByText("Paul Durand").first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("a group manager changes the phone of one of its pharmacies on its contact page (390 px)", async () => {
    const page = await pageAt(390, "groupe.galien@demo.fr");
    const managed = await page.evaluate(async () => {
      const answer = await fetch("/ws/manager/list");
      const list = (await answer.json()) as { accounts: { user: { id: string; name: string } }[] };
      return list.accounts.map((account) => account.user);
    });
    const pharmacy = managed.find((one) => one.name === "Grande Pharmacie des Gratte-Ciel");
    expect(pharmacy).toBeDefined();
    await page.goto(`${journey.server.baseUrl}/fiche-contact/${pharmacy?.id}`);
    await page.getByText(TEXTS.contactPage.editMode).waitFor();
    await page.getByTestId("contact-edit").click();
    const phone = page.getByLabel("Téléphone");
    expect(await phone.inputValue()).toBe("04 78 84 56 21");
    expect(await violations(page)).toEqual([]);
    await phone.fill("04 78 84 00 99");
    await page.getByRole("button", { name: TEXTS.lifecycle.pages.saveButton }).click();
    await page
      .getByText(format(TEXTS.contactPage.editSaved, { name: "Grande Pharmacie des Gratte-Ciel" }))
      .waitFor();
    await page.getByRole("link", { name: "04 78 84 00 99" }).waitFor();
    expect(await page.getByRole("link", { name: "04 78 84 56 21" }).count()).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, "contact-edit-390.png"), fullPage: true });
    // saved on the server: a fresh load shows it too
    await page.reload();
    await page.getByRole("link", { name: "04 78 84 00 99" }).waitFor();
    await page.context().close();
  });
});
