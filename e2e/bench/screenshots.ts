/**
 * `npm run screenshots` (issue 7 §5): what the product looks like, at a phone's size (390×844)
 * and a desktop's (1440×900), written to docs/screenshots/ for the README. Runs the built app on
 * a fresh demo database in Debian's Chromium; the pictures are committed, not compared.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { TEXTS } from "@reseau/shared";
import { launchBrowser } from "../src/browser.js";
import { startServer } from "../src/server.js";

const OUT = path.resolve(import.meta.dirname, "../../docs/screenshots");
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
type Size = (typeof SIZES)[number];

/** A page at `size`, logged in as `login` (password demo1234) when given. */
async function pageAt(browser: Browser, baseUrl: string, size: Size, login?: string) {
  const context = await browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (login) {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("E-mail ou identifiant").fill(login);
    await page.getByLabel("Mot de passe").first().fill("demo1234");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
  }
  return page;
}

/** Lets the page settle (fonts, transitions, toasts gone), then writes `name-size.png`. */
async function shoot(page: Page, name: string, size: Size): Promise<void> {
  await page.waitForTimeout(2_500);
  await page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`) });
  console.log(`docs/screenshots/${name}-${size.name}.png`);
}

await mkdir(OUT, { recursive: true });
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
try {
  for (const size of SIZES) {
    // the pharmacist's queue
    const pharmacy = await pageAt(browser, server.baseUrl, size, "pharmacie@demo.fr");
    await pharmacy.getByRole("heading", { level: 1 }).first().waitFor();
    await shoot(pharmacy, "queue", size);
    await pharmacy.context().close();

    // the patient's card, then the document in the viewer
    const patient = await pageAt(browser, server.baseUrl, size, "patient@demo.fr");
    await patient.goto(`${server.baseUrl}/feed`);
    await patient.getByTestId("document-timeline").first().waitFor();
    await shoot(patient, "card", size);
    await patient.getByRole("button", { name: TEXTS.feed.open }).first().click();
    await patient.getByRole("dialog").waitFor();
    await shoot(patient, "viewer", size);
    await patient.context().close();

    // sign-up: every error under its field at once
    const guest = await pageAt(browser, server.baseUrl, size);
    await guest.goto(`${server.baseUrl}/login?openAccount=1`);
    await guest.getByRole("button", { name: "Créer mon compte" }).click();
    await guest.getByText(TEXTS.signup.requiredNote).waitFor();
    await shoot(guest, "signup-errors", size);
    await guest.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
}
