/**
 * The pharmacist's patient folders (issue 8 §4), in Chromium at 390 px (a phone, with touch) and
 * 1440 px: she opens « Dossiers patients » from the menu, finds her demo patients at A (a wrong
 * e-mail shown red), filters by a letter, creates a patient with the add-user modal (errors under
 * the fields first), and finds her in the list; axe finds no serious or critical violation on the
 * page nor in the modal.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NIR_FORMAT_MESSAGE, TEXTS } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, goToPage, signIn } from "./journey.js";
import { animationsDone, violations } from "./axe.js";

const journey = setUpJourney();
const T = TEXTS.patients;

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** The rows shown at this size: cards on a phone, the table's rows on a desktop. */
function rows(page: Page, phone: boolean) {
  return page.getByTestId(phone ? "patient-cards" : "patient-table").getByTestId("patient-row");
}

describe("the pharmacist's patient folders, in Chromium (issue 8 §4)", () => {
  for (const size of SIZES) {
    it(`opens the folders, filters by a letter, creates a patient and finds her, ${size.name}`, async () => {
      const phone = size.isMobile;
      const context = await journey.browser.newContext({
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
        // the app's CSP refuses inline scripts, axe's included: the test tool is let in
        bypassCSP: true,
      });
      const page = await context.newPage();
      const base = journey.server.baseUrl;
      await signIn(page, base, "pharmacie@demo.fr");
      await page.waitForURL("**/dashboard");

      // « Dossiers patients » from the header, or the « Menu » on a phone
      await goToPage(page, T.title);
      await page.waitForURL("**/dossiers-patients");
      await page.getByRole("heading", { level: 1, name: T.title }).waitFor();
      await expect
        .poll(() => page.getByTestId("patient-count").textContent())
        .toMatch(/^\d+\u00a0patients dans vos dossiers$/);

      // letter A by default: her demo patients, the wrong e-mail in red
      const list = rows(page, phone);
      await list.filter({ hasText: "Chloé Arnaud" }).waitFor();
      const wrong = list.filter({ hasText: "Nathalie Aubry" });
      expect(await wrong.getByText(T.wrongMail).isVisible()).toBe(true);
      const wrongColour = await wrong
        .getByText("nathalie.aubry@exemple.fr")
        .evaluate((el) => getComputedStyle(el).color);
      expect(wrongColour).not.toBe("rgb(0, 0, 0)");
      expect((await violations(page)).map((v) => `folders ${v}`)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.viewport.width);

      // another letter: B shows Marc Bonnet, and no more the patients at A
      const letters = page.getByRole("group", { name: "Première lettre du nom" });
      await letters.getByRole("button", { name: "B", exact: true }).click();
      await list.filter({ hasText: "Marc Bonnet" }).waitFor();
      await list.filter({ hasText: "Chloé Arnaud" }).waitFor({ state: "detached" });

      // the add-user modal: required fields first, then a patient with an e-mail
      await page.getByRole("button", { name: T.add }).click();
      await page.waitForURL("**/modal-add-user");
      const dialog = page.getByRole("dialog", { name: T.form.title });
      await dialog.waitFor();
      await animationsDone(page);
      expect((await violations(page)).map((v) => `add-user modal ${v}`)).toEqual([]);
      await dialog.getByRole("button", { name: T.form.submit }).click();
      await dialog.getByText(T.form.lastNameMissing).waitFor();
      expect(await dialog.getByText(T.form.birthMissing).isVisible()).toBe(true);
      const suffix = `${size.name}${Date.now()}`;
      const lastName = size.name === "phone" ? "Garnier" : "Gauthier";
      await dialog.getByLabel(/^Nom/).fill(lastName);
      await dialog.getByLabel(/^Prénom/).fill("Élise");
      await dialog.getByLabel(T.form.birth).fill("14/07/1985");
      await dialog.getByLabel(T.form.nir).fill("123");
      await dialog.getByLabel(T.form.email).fill(`elise.${suffix}@exemple.fr`);
      await dialog.getByLabel(T.form.nir).blur();
      await dialog.getByText(NIR_FORMAT_MESSAGE).waitFor();
      await dialog.getByLabel(T.form.nir).fill("");
      await dialog.getByLabel(T.form.affiliate).check();
      await page.screenshot({ path: path.join(ARTIFACTS, `patients-add-${size.name}.png`) });
      await dialog.getByRole("button", { name: T.form.submit }).click();

      // the toast, back to the folders at her letter, and she is there, NEW (an e-mail)
      await page.getByText(`Patient Élise ${lastName} créé et affilié à votre pharmacie`).waitFor();
      await page.waitForURL("**/dossiers-patients");
      const created = list.filter({ hasText: `Élise ${lastName}` });
      await created.waitFor();
      expect(await created.getByText(T.statuses.NEW).isVisible()).toBe(true);
      expect(
        await letters.getByRole("button", { name: "G", exact: true }).getAttribute("aria-pressed"),
      ).toBe("true");

      // and the search finds her by e-mail, whatever the letter
      await letters.getByRole("button", { name: "Z", exact: true }).click();
      await page.getByLabel(T.searchLabel).fill(`elise.${suffix}@exemple.fr`);
      await created.waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `patients-${size.name}.png`) });
      await context.close();
    });
  }
});
