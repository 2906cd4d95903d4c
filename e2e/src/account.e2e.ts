/**
 * The account lifecycle by e-mail in Chromium (issue 8 §5 and §8): the mails go through a real
 * SMTP server in this process. (a) A patient forgets her password, follows the mailed link, sets
 * a new one and logs in with it. (b) The Pharmacie du Centre creates a patient with an e-mail in
 * the add-user dialog; the activation link reaches her; she follows it, sets a password and lands
 * on her profile. (c) axe-core on /compte and the three pages the links open, phone and desktop.
 */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";
import { animationsDone, violations } from "./axe.js";
// the server tests' real SMTP mailbox, shared with the journeys
import { startMailbox, type TestMailbox } from "../../apps/server/src/test/mailbox.js";

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

const P = TEXTS.lifecycle.pages;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false } as const;

async function newPage(browser: Browser, size: typeof PHONE | typeof DESKTOP = PHONE) {
  const context = await browser.newContext({ locale: "fr-FR", ...size, bypassCSP: true });
  return context.newPage();
}

async function logInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${journey.server.baseUrl}/login`);
  await page.getByLabel("E-mail ou identifiant").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

describe("the account lifecycle by e-mail", () => {
  it("(a) a patient forgets her password, resets it from the mail and logs in with it", async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByLabel("E-mail ou identifiant").fill("patient@demo.fr");
    await page.getByRole("button", { name: P.forgotLink }).click();
    const dialog = page.getByRole("dialog", { name: P.recoveryTitle });
    await dialog.waitFor();
    // the address typed in the login form is already there
    expect(await dialog.getByLabel("E-mail").inputValue()).toBe("patient@demo.fr");
    await dialog.getByRole("button", { name: P.recoveryButton }).click();
    await page.getByText(TEXTS.lifecycle.recoveryAnswer).waitFor();
    await dialog.waitFor({ state: "detached" });

    const mail = await mailbox.next("patient@demo.fr");
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe Réseau Santé");
    expect(mail.text).toContain("Bonjour Léa Martin,");
    const link = mail.links.find((l) => l.includes("/mot-de-passe/nouveau"));
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole("heading", { level: 1, name: P.resetTitle }).waitFor();
    await page.getByRole("textbox", { name: P.newPassword, exact: true }).fill("soleil2026");
    await page.getByLabel(P.newPasswordConfirm).fill("soleil2027");
    await page.getByRole("button", { name: P.resetButton }).click();
    await page.getByText(P.passwordsDiffer).waitFor();
    await page.getByLabel(P.newPasswordConfirm).fill("soleil2026");
    await page.getByRole("button", { name: P.resetButton }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await logInAs(page, "patient@demo.fr", "soleil2026");
    // a patient starts on « Mon fil » (issue 18 §4)
    expect(new URL(page.url()).pathname).toBe("/feed");
    await page.screenshot({ path: path.join(ARTIFACTS, "account-reset.png") });

    // the link worked once
    await page.goto(link!);
    await page.getByRole("textbox", { name: P.newPassword, exact: true }).fill("encore2026");
    await page.getByLabel(P.newPasswordConfirm).fill("encore2026");
    await page.getByRole("button", { name: P.resetButton }).click();
    await page.getByText(TEXTS.lifecycle.linkInvalid).waitFor();
    await page.context().close();
  });

  it("(b) a pharmacist creates a patient with an e-mail; she follows the mailed link, sets a password, lands on her profile", async () => {
    const pharmacist = await newPage(journey.browser, DESKTOP);
    // signed in through the API: this file's logins by the form are (a)'s and Zoé's below
    await signIn(pharmacist, journey.server.baseUrl, "pharmacie@demo.fr", "/modal-add-user");
    const F = TEXTS.patients.form;
    const dialog = pharmacist.getByRole("dialog", { name: F.title });
    await dialog.getByLabel(/^Nom/).fill("Lambert");
    await dialog.getByLabel(/^Prénom/).fill("Zoé");
    await dialog.getByLabel(F.birth).fill("12/05/1991");
    await dialog.getByLabel(F.email).fill("zoe.lambert@exemple.fr");
    await dialog.getByRole("button", { name: F.submit }).click();
    await pharmacist.getByText("Patient Zoé Lambert créé").waitFor();
    await pharmacist.context().close();

    const mail = await mailbox.next("zoe.lambert@exemple.fr");
    expect(mail.subject).toBe("Activez votre compte Réseau Santé");
    const link = mail.links.find((l) => l.includes("/activation?"));
    expect(link).toBeDefined();

    const page = await newPage(journey.browser);
    await page.goto(link!);
    await page.getByRole("heading", { level: 1, name: P.activationTitle }).waitFor();
    await page.getByText("zoe.lambert@exemple.fr").waitFor();
    await page.getByRole("textbox", { name: P.newPassword, exact: true }).fill("court");
    await page.getByRole("button", { name: P.activationButton }).click();
    await page.getByText(TEXTS.signupChecks.passwordPattern).waitFor();
    await page.getByRole("textbox", { name: P.newPassword, exact: true }).fill("bienvenue2026");
    await page.getByLabel(P.newPasswordConfirm).fill("bienvenue2026");
    await page.getByRole("button", { name: P.activationButton }).click();
    await page.waitForURL((url) => url.pathname === "/feed");
    await page.getByRole("heading", { level: 1, name: "Mon fil" }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "account-activation.png") });
    await page.context().close();

    // and her password now logs in
    const again = await newPage(journey.browser);
    await logInAs(again, "zoe.lambert@exemple.fr", "bienvenue2026");
    expect(new URL(again.url()).pathname).toBe("/feed");
    await again.context().close();
  });
});

describe("axe-core on the account pages", () => {
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`has no serious or critical violation, ${name}`, async () => {
      const page = await newPage(journey.browser, size);
      const base = journey.server.baseUrl;
      const found: string[] = [];
      const pages = [
        "/mot-de-passe/nouveau?token=abc",
        "/activation?login=lea%40exemple.fr&token=abc",
        "/confirmation-email?login=lea%40exemple.fr&token=abc",
      ];
      for (const path of pages) {
        await page.goto(`${base}${path}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        if (path.startsWith("/confirmation")) await page.getByRole("alert").waitFor();
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      await page.goto(`${base}/login`);
      await page.getByRole("button", { name: P.forgotLink }).click();
      await page.getByRole("dialog").waitFor();
      await animationsDone(page);
      found.push(...(await violations(page)).map((v) => `recovery ${v}`));

      await signIn(page, base, "medecin@demo.fr", "/compte");
      await page.getByRole("heading", { level: 1, name: P.accountTitle }).waitFor();
      found.push(...(await violations(page)).map((v) => `/compte ${v}`));
      await page.screenshot({
        path: path.join(ARTIFACTS, `account-${name}.png`),
        fullPage: true,
      });
      await page.context().close();
      expect(found).toEqual([]);
    });
  }
});
