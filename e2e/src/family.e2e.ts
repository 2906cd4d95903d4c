/**
 * Family accounts (issue 8 §6), in Chromium: Léa (patient@demo.fr) adds her daughter on
 * « Ma Famille » at a phone's size (her birth date typed as digits, « 02052020 », shows
 * « 02/05/2020 » as it is typed, issue 18 §4), then sends a prescription for her from her profile, choosing
 * « Pour qui ? » = the child and, besides her pharmacy, a second one picked in the recipient
 * picker; the success message says « pour le compte de » and the child's name, her feed shows it
 * « Pour Emma Martin », and both pharmacies receive the document under the child's name. axe
 * finds no serious or critical violation on /familles at 390 and 1440 px.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEXTS, type FeedItem } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, goToPage, signIn } from "./journey.js";
import { violations } from "./axe.js";
import { makeSmallJpeg } from "./keyboard.js";

const journey = setUpJourney();
async function patientPage(width: number, height: number): Promise<Page> {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width, height },
    isMobile: width < 500,
    // the app's CSP refuses inline scripts, axe's included: the test tool is let in
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signIn(page, journey.server.baseUrl, "patient@demo.fr");
  return page;
}

describe("a patient's family, in Chromium (issue 8 §6)", () => {
  it("she adds her daughter, sends a prescription for her, and the pharmacy sees the child's name", async () => {
    const page = await patientPage(390, 844);
    await goToPage(page, TEXTS.shell.family);
    await page.waitForURL("**/familles");
    await page.getByRole("heading", { level: 1, name: TEXTS.family.title }).waitFor();
    // the demo child is there with his age
    await page.getByTestId("family-member").filter({ hasText: "Léo" }).waitFor();

    await page.getByTestId("family-add").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Prénom").fill("Emma");
    await dialog.getByRole("textbox", { name: /^Nom/ }).fill("Martin");
    await dialog.getByLabel("Date de naissance").fill("31/02/2020");
    await dialog.getByTestId("family-add-submit").click();
    await dialog.getByText(TEXTS.family.birthInvalid).waitFor();
    // typed as digits on the phone's number pad: the slashes come as she types (issue 18 §4)
    const birth = dialog.getByLabel("Date de naissance");
    expect(await birth.getAttribute("inputmode")).toBe("numeric");
    await birth.fill("");
    await birth.pressSequentially("0205");
    await expect.poll(() => birth.inputValue()).toBe("02/05");
    await birth.pressSequentially("2020");
    await expect.poll(() => birth.inputValue()).toBe("02/05/2020");
    await dialog.getByTestId("family-add-submit").click();
    const emma = page.getByTestId("family-member").filter({ hasText: "Emma Martin" });
    await emma.waitFor();
    expect(await emma.textContent()).toMatch(/\d+ ans/);
    // her photo, chosen from a file: the server keeps it and the card shows it
    const photo = path.join(journey.workDir, "emma.jpg");
    await writeFile(photo, await makeSmallJpeg(page));
    await emma
      .locator('[data-testid^="picture-avatar-"][data-testid$="-input"]')
      .setInputFiles(photo);
    await emma.getByRole("img", { name: "Photo de Emma" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "family-phone.png"), fullPage: true });

    const desktop = await patientPage(1440, 900);
    await desktop.goto(`${journey.server.baseUrl}/familles`);
    await desktop.getByTestId("family-member").filter({ hasText: "Emma Martin" }).waitFor();
    expect(await violations(desktop)).toEqual([]);
    await desktop.context().close();

    // a prescription for Emma, from the profile
    await page.goto(`${journey.server.baseUrl}/profil`);
    await page.getByTestId("open-document-add").click();
    const add = page.getByRole("dialog");
    const forWhom = add.getByLabel(TEXTS.family.forWhom);
    await forWhom.waitFor();
    await forWhom.selectOption({ label: "Emma Martin" });
    const photoPath = path.join(journey.workDir, "ordonnance-emma.jpg");
    await writeFile(photoPath, await makeSmallJpeg(page));
    await add.getByTestId("document-file-input").setInputFiles(photoPath);
    await add.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    await add.getByTestId("document-name").fill("Ordonnance d’Emma");
    // and to a second pharmacy, picked in the recipient picker among her contacts
    await add.getByTestId("share-more").click();
    const picker = page.getByTestId("contact-picker");
    await picker.getByLabel(/Grande Pharmacie des Gratte-Ciel/).check();
    await picker.getByTestId("picker-confirm").click();
    await picker.waitFor({ state: "detached" });
    await add.getByText(/Grande Pharmacie des Gratte-Ciel/).waitFor();
    await add.getByTestId("document-send").click();
    await page.getByText(`${TEXTS.share.shared} pour le compte de Emma Martin`).waitFor();

    // her feed holds Emma's prescription, marked as Emma's
    await page.goto(`${journey.server.baseUrl}/feed`);
    const card = page
      .locator('[data-testid^="feed-doc-"]')
      .filter({ hasText: "Ordonnance d’Emma" });
    await card.getByText("Pour Emma Martin").waitFor();

    // the pharmacy received it under Emma's name
    const pharmacy = await journey.browser.newContext({ locale: "fr-FR" });
    const pro = await pharmacy.newPage();
    await signIn(pro, journey.server.baseUrl, "pharmacie@demo.fr", "/dashboard");
    const feed = (await (
      await pharmacy.request.get(`${journey.server.baseUrl}/api/feed?limit=50`)
    ).json()) as FeedItem[];
    const received = feed.find(
      (item) => item.type !== "MESSAGE" && item.name === "Ordonnance d’Emma",
    );
    expect(received && "creator" in received ? received.creator?.name : null).toBe("Emma Martin");
    await pro.getByText("Emma Martin").first().waitFor();
    await pharmacy.close();

    // the pharmacy picked in the picker has it too, under Emma's name
    const second = await journey.browser.newContext({ locale: "fr-FR" });
    const other = await second.newPage();
    await signIn(other, journey.server.baseUrl, "pharmacie.villeurbanne@demo.fr", "/dashboard");
    await other.getByText("Emma Martin").first().waitFor();
    await second.close();
    await page.context().close();
  });
});
