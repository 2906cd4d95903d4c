/**
 * The second factor in Chromium (issue 24 §1, §5), on a phone and on a desktop: a demo account
 * turns on TOTP in /compte (the QR code, the secret as text, the app's first code, the recovery
 * codes shown once), logs out, then logs in with the password and the code the test computes as
 * the phone's app would (otplib). axe-core on the enrolment and on the login's second step.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { authenticator } from "otplib";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, pageAt, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();
const S = TEXTS.twoFactor.section;
const L = TEXTS.twoFactor.login;

/** Each size enrols its own demo account (exempt from the required step, not from TOTP). */
const ACCOUNTS = { phone: "patient@demo.fr", desktop: "medecin@demo.fr" } as const;

/** Logs out as the person would: « Déconnexion » in the header, else in the menu. */
async function logOut(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: "Déconnexion" }).filter({ visible: true });
  if ((await button.count()) > 0) await button.first().click();
  else await goToPage(page, "Déconnexion");
  await page.waitForURL("**/login");
}

describe("TOTP in Chromium (issue 24 §1)", () => {
  for (const size of AXE_SIZES) {
    it(`enrols in /compte, then logs in with the password and the app's code, ${size.name}`, async () => {
      const email = ACCOUNTS[size.name];
      const base = journey.server.baseUrl;
      const page = await pageAt(journey, size);
      const found: string[] = [];
      await signIn(page, base, email, "/compte");
      await page.getByRole("heading", { level: 2, name: S.title }).waitFor();

      await page.getByRole("button", { name: S.start }).click();
      await page.getByRole("img", { name: S.qrAlt }).waitFor();
      // shown in groups of four, typed or copied without the spaces
      const shown = (await page.locator('[aria-labelledby="totp-secret-label"]').textContent())!;
      expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
      const secret = shown.replace(/ /g, "");
      // on a phone, the link its authenticator app opens (a phone cannot scan its own screen)
      const openInApp = page.getByRole("link", { name: S.openInApp });
      expect(await openInApp.isVisible()).toBe(size.name === "phone");
      if (size.name === "phone") {
        expect(await openInApp.getAttribute("href")).toMatch(/^otpauth:\/\/totp\//);
      }
      const field = page.getByRole("textbox", { name: S.codeLabel });
      expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
      expect(await field.getAttribute("inputmode")).toBe("numeric");
      found.push(...(await violations(page)).map((v) => `enrolment ${v}`));
      await page.screenshot({
        path: path.join(ARTIFACTS, `two-factor-enrol-${size.name}.png`),
      });

      await field.fill(authenticator.generate(secret));
      await page.getByRole("button", { name: S.confirm }).click();
      const codes = page.getByRole("list", { name: S.recoveryTitle }).getByRole("listitem");
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await page.getByRole("button", { name: S.done }).click();
      await page.getByText(S.on).waitFor();

      await logOut(page);
      await page.getByLabel("E-mail ou identifiant").fill(email);
      await page.getByLabel("Mot de passe").first().fill("demo1234");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.getByRole("heading", { name: L.title }).waitFor();
      const code = page.getByRole("textbox", { name: L.codeLabel });
      expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
      expect(await page.getByRole("button", { name: L.byEmail }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: L.byRecovery }).isVisible()).toBe(true);
      found.push(...(await violations(page)).map((v) => `second step ${v}`));

      // a wrong code: the French refusal, still on /login
      await code.fill("000000");
      await page.getByRole("button", { name: L.submit }).click();
      await page.getByRole("alert").filter({ hasText: TEXTS.twoFactor.invalidCode }).waitFor();
      await page.screenshot({
        path: path.join(ARTIFACTS, `two-factor-step-${size.name}.png`),
      });
      // the enrolment used this period's code: the app's next one
      await code.fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
      await page.getByLabel(L.remember).check();
      await page.getByRole("button", { name: L.submit }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await page.screenshot({ path: path.join(ARTIFACTS, `two-factor-in-${size.name}.png`) });
      await page.context().close();
      expect(found).toEqual([]);
    });
  }
});
