/**
 * The pharmacist's morning (issue 7 §1), in Chromium, from the demo data: she logs in and
 * processes three prescriptions of her queue « À traiter » with the keyboard only — ↓ to reach
 * the oldest, P to take it in charge (her first name asked once), R when it is ready — and the
 * patient sees them ready. On a 390 × 844 phone nothing is off-screen and a prescription opens
 * in the sliding panel.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/** Presses Tab until the focused element has the `name` attribute (a keyboard user's way in). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("name"))) === name) return;
  }
  throw new Error(`no field named ${name} reached with Tab`);
}

/** The data-testid of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");

const rows = (page: Page) => page.locator('[data-testid^="doc-row-"]');
const idOfRow = async (page: Page, index: number) =>
  ((await rows(page).nth(index).getAttribute("data-testid")) ?? "").replace("doc-row-", "");

describe("the pharmacist's queue, in Chromium", () => {
  it("processes three prescriptions from « À traiter » with the keyboard only", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/login`);
    // the form is a lazy chunk: Tab only once it is on the page, as a person would
    await page.locator('input[name="login"]').waitFor();
    await tabTo(page, "login");
    await page.keyboard.type("pharmacie@demo.fr");
    await tabTo(page, "password");
    await page.keyboard.type("demo1234");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");

    // The queue: NEW and PROCESSING, the longest waiting first, each with its waiting time.
    const tabs = page.getByTestId("dashboard-filter");
    await expect.poll(() => tabs.textContent()).toMatch(/À traiter \(5\)/);
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(5);
    const first = await rows(page).first().textContent();
    expect(first).toMatch(/Léa Martin.*Ordonnance renouvelable.*il y a 6 h.*En cours/);
    const newest = await rows(page).last().textContent();
    // seeded 12 minutes before the demo data was, which was seeded once for the whole run
    const age = 12 + Math.floor((Date.now() - inject("demoSeededAt")) / 60_000);
    const ages = [age - 1, age, age + 1].join("|");
    expect(newest).toMatch(
      new RegExp(`Karim Benali.*Ordonnance pédiatre.*il y a (${ages}) min.*Nouveau`),
    );
    // the patient's unread message shows on its row
    const vaccine = rows(page).filter({ hasText: "Vaccin grippe" });
    expect(await vaccine.getByTestId("unread-badge").textContent()).toBe("1");
    await page.getByTestId("shortcuts-hint").waitFor();
    const ids = [await idOfRow(page, 0), await idOfRow(page, 1), await idOfRow(page, 2)];

    // ↓ puts the focus on the oldest; it is already « En cours »: R, it is ready.
    await page.keyboard.press("ArrowDown");
    expect(await focused(page)).toBe(`doc-row-${ids[0]}`);
    await page.keyboard.press("r");
    await page.getByTestId(`doc-row-${ids[0]}`).waitFor({ state: "detached" });
    // the next one is selected, with the focus: P asks the first name once
    await expect.poll(() => focused(page)).toBe(`doc-row-${ids[1]}`);
    await page.keyboard.press("p");
    const firstName = page.getByLabel("Votre prénom");
    await firstName.waitFor();
    await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Julie");
    // the first P says why it asks (000 §4): the patient will read who takes care of her order
    await page
      .getByRole("dialog")
      .getByText("« Julie s'occupe de votre ordonnance. »", { exact: false })
      .waitFor();
    await page.keyboard.press("Enter");
    const second = page.getByTestId(`doc-row-${ids[1]}`);
    await expect.poll(() => second.textContent()).toMatch(/En cours/);
    await expect.poll(() => focused(page)).toBe(`doc-row-${ids[1]}`);
    await page.keyboard.press("r");
    await second.waitFor({ state: "detached" });

    // The third: P takes it at once (the first name is remembered), R makes it ready.
    await expect.poll(() => focused(page)).toBe(`doc-row-${ids[2]}`);
    await page.keyboard.press("p");
    const third = page.getByTestId(`doc-row-${ids[2]}`);
    await expect.poll(() => third.textContent()).toMatch(/En cours/);
    expect(await page.getByLabel("Votre prénom").count()).toBe(0);
    // opened, its message is read; R goes to the row that has the focus, as for the second
    await expect.poll(() => third.getByTestId("unread-badge").count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(`doc-row-${ids[2]}`);
    await page.keyboard.press("r");
    await third.waitFor({ state: "detached" });
    await expect.poll(() => tabs.textContent()).toMatch(/À traiter \(2\)/);
    expect(await rows(page).count()).toBe(2);
    await page.screenshot({ path: path.join(ARTIFACTS, "pharmacist-queue.png") });

    // Entrée opens the next one (Jeanne Rossi's PDF) full screen, to print or download it; Échap
    // comes back to the list.
    await expect.poll(() => focused(page)).toMatch(/^doc-row-/);
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog", { name: "Ordonnance du dentiste" });
    await viewer.getByRole("link", { name: "Télécharger" }).waitFor();
    await viewer.getByTestId("pdf-pages").locator("canvas").first().waitFor();
    expect(await viewer.getByRole("button", { name: "Imprimer" }).isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, "pharmacist-full-screen.png") });
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toMatch(/^doc-row-/);

    // The patient sees the three ready, with the pharmacist's name on the ones she took.
    const patientContext = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    const patient = await patientContext.newPage();
    await signIn(patient, journey.server.baseUrl, "patient@demo.fr", "/feed");
    for (const id of ids) {
      await expect.poll(() => patient.getByTestId(`feed-doc-${id}`).textContent()).toMatch(/Prêt/);
    }
    // the status message, inside the prescription's card
    await patient
      .getByText(/Julie s.occupe de votre ordonnance/)
      .first()
      .waitFor();

    await patientContext.close();
    await context.close();
  });

  it("on a 390 px phone: nothing off-screen, cards, tabs as a list, the document in a panel", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, journey.server.baseUrl, "pharmacie@demo.fr");
    await page.waitForURL("**/dashboard");
    await rows(page).first().waitFor();

    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    const logout = await page.getByRole("button", { name: "Déconnexion" }).boundingBox();
    expect(logout && logout.x + logout.width).toBeLessThanOrEqual(390);
    // the tabs are a list to choose from
    expect(await page.getByRole("combobox", { name: "Afficher" }).inputValue()).toMatch(
      /À traiter/,
    );
    // each card's actions are reachable and at least 44 px high
    const take = rows(page)
      .filter({ hasText: "Nouveau" })
      .first()
      .getByRole("button", {
        name: /Prendre en charge/,
      });
    const box = await take.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // A card opens its document in the panel that slides in, at the panel's width.
    // (a photographed prescription: the one the patient sent a few minutes ago)
    await rows(page)
      .filter({ hasText: "Ordonnance pédiatre" })
      .getByRole("button", { name: /^Ouvrir/ })
      .click();
    const panel = page.getByRole("dialog");
    await panel.getByTestId("document-detail").waitFor();
    await panel.getByRole("button", { name: /Prête/ }).waitFor();
    const picture = panel.getByTestId("image-view");
    await picture.waitFor();
    // once slid in, the picture takes the panel's width, within the screen
    const fits = async () => {
      const box = await picture.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390 && box.width > 300;
    };
    await expect.poll(fits).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(ARTIFACTS, "pharmacist-phone.png") });
    await context.close();
  });

  it("shows the picture at the pane's width; full screen, the wheel zooms and a drag moves it", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, journey.server.baseUrl, "pharmacie@demo.fr");
    await page.waitForURL("**/dashboard");
    await rows(page).filter({ hasText: "Ordonnance pédiatre" }).click();
    const detail = page.getByTestId("document-detail");
    const picture = detail.getByTestId("image-view");
    await picture.waitFor();
    const pane = await detail.boundingBox();
    const shown = await picture.boundingBox();
    // the width of the pane, less its padding
    expect(shown && pane && shown.width / pane.width).toBeGreaterThan(0.9);

    await picture.click();
    const viewer = page.getByRole("dialog", { name: "Ordonnance pédiatre" });
    const stage = viewer.getByTestId("image-lightbox");
    await stage.waitFor();
    const content = stage.locator(".react-transform-component");
    const transform = () => content.evaluate((el) => getComputedStyle(el).transform);
    const before = await transform();
    const box = await stage.boundingBox();
    if (!box) throw new Error("no viewer");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(transform).not.toBe(before);
    const zoomed = await transform();
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(transform).not.toBe(zoomed);
    await page.screenshot({ path: path.join(ARTIFACTS, "pharmacist-zoom.png") });
    await context.close();
  });
});
