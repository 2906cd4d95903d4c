/**
 * Sign-up on a phone (issue 7 §2): leaving each empty field shows its message under it, all at
 * once; fixing a field removes its message; the server's « e-mail taken » shows under the e-mail
 * until it is edited. Then the new patient sends a photo: the toast stays below the header.
 * Touch targets are 44 px high on this touch screen.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SIGNUP_MESSAGES, TEXTS } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, setUpJourney } from "./journey.js";
import { errorUnder, makeSmallJpeg, named, tabTo, toastBelowHeader } from "./keyboard.js";

const journey = setUpJourney();

const FIELDS = {
  firstName: "input[name=firstName]",
  lastName: "input[name=lastName]",
  email: "input[name=email]",
  password: "input[name=password]",
  terms: "input[name=acceptTerms]",
} as const;

describe("sign-up on a phone, in Chromium", () => {
  it("shows every message under its field, and the server's refusal until the field is edited", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/login?openAccount=1`);
    await page.getByRole("heading", { level: 2, name: TEXTS.signup.title }).waitFor();
    expect(await page.getByText(TEXTS.signup.requiredNote).isVisible()).toBe(true);

    // every control of the form is a 44 px target on this touch screen
    const heights = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          "form .mantine-Input-input, form button, form .mantine-Checkbox-label, form .mantine-Radio-label",
        ),
      ).map(
        (el) =>
          `${el.textContent?.trim() || el.className.split(" ")[0]} ${el.getBoundingClientRect().height}`,
      ),
    );
    expect(heights.length).toBeGreaterThanOrEqual(10);
    for (const line of heights)
      expect(Number(line.split(" ").pop()), line).toBeGreaterThanOrEqual(44);

    // through the empty fields with Tab: each one left shows its message
    await tabTo(page, named("Prénom"));
    await tabTo(page, named("Créer mon compte"));
    expect(await errorUnder(page, FIELDS.firstName)).toBe(SIGNUP_MESSAGES.firstName);
    expect(await errorUnder(page, FIELDS.lastName)).toBe(SIGNUP_MESSAGES.lastName);
    expect(await errorUnder(page, FIELDS.email)).toBe(SIGNUP_MESSAGES.emailMissing);
    expect(await errorUnder(page, FIELDS.password)).toBe(SIGNUP_MESSAGES.passwordMissing);
    expect(await errorUnder(page, FIELDS.terms)).toBe(SIGNUP_MESSAGES.terms);
    await page.screenshot({
      path: path.join(ARTIFACTS, "signup-errors-phone.png"),
      fullPage: true,
    });

    // fixing one field removes its message only
    await page.locator(FIELDS.firstName).fill("Inès");
    await expect.poll(() => errorUnder(page, FIELDS.firstName)).toBeNull();
    expect(await errorUnder(page, FIELDS.lastName)).toBe(SIGNUP_MESSAGES.lastName);

    // a taken e-mail: the server's text under the e-mail
    await page.locator(FIELDS.lastName).fill("Moreau");
    await page.locator(FIELDS.email).fill("patient@demo.fr");
    await page.locator(FIELDS.password).fill("ordonnance2026");
    await page.locator(FIELDS.terms).check();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect.poll(() => errorUnder(page, FIELDS.email)).toBe(TEXTS.signup.emailTaken);

    // edited, the e-mail loses the message; the sign-up then goes through
    await page.locator(FIELDS.email).fill(`ines.moreau.${Date.now()}@exemple.fr`);
    await expect.poll(() => errorUnder(page, FIELDS.email)).toBeNull();
    expect(await page.getByText(TEXTS.signup.emailTaken).count()).toBe(0);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await page.waitForURL("**/feed");

    // a toast on the phone sits below the header
    const photoPath = path.join(journey.workDir, "ordonnance-telephone.jpg");
    await writeFile(photoPath, await makeSmallJpeg(page));
    await page.getByTestId("open-document-add").click();
    await page.getByTestId("document-file-input").setInputFiles(photoPath);
    await page.getByTestId("document-preview").waitFor();
    await page.getByTestId("document-send").click();
    expect(await toastBelowHeader(page, TEXTS.share.savedInHistory)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, "toast-phone.png") });

    await context.close();
  });

  it("links the terms and the privacy notice, each opening in a new tab", async () => {
    const context = await journey.browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/login?openAccount=1`);
    for (const [link, title] of [
      [TEXTS.signup.termsLink, TEXTS.legal.termsTitle],
      [TEXTS.signup.privacyLink, TEXTS.legal.privacyTitle],
    ] as const) {
      const opened = context.waitForEvent("page");
      await page.getByRole("link", { name: new RegExp(link) }).click();
      const tab = await opened;
      await tab.getByRole("heading", { level: 1, name: title }).waitFor();
      await tab.close();
    }
    // the form is still there
    expect(await page.getByRole("button", { name: "Créer mon compte" }).isVisible()).toBe(true);
    await context.close();
  });
});
