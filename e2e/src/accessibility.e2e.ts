/**
 * The axe-core check (issue 7 §3, RGAA / WCAG 2.1 AA): each page, at a phone's size and a
 * desktop's, has no serious or critical violation. Pages are added here as they are redesigned;
 * the guest pages and the patient's and the pharmacy's pages of the main loop are checked now.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { animationsDone, AXE_SIZES, controlIssues, violations } from "./axe.js";
import { logInThroughApi, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();
const SIZES = AXE_SIZES;

/**
 * Waits for the dialog opened last (portals are appended, so it is the last one; a phone's panel
 * may still be open beneath it) and the end of its opening transition (colours mid-fade are no test).
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole("dialog").last().waitFor();
  await animationsDone(page);
}

/**
 * A page of a new context at `size`; with a `login`, that demo account signed in through the API
 * (the login form's own axe check is the guest pages'), showing its start page, or nothing yet
 * when `startPage` is false (the test loads the page it checks).
 */
async function pageAt(
  size: (typeof SIZES)[number],
  login?: string,
  startPage = true,
): Promise<Page> {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    viewport: size.viewport,
    isMobile: size.isMobile,
    // the app's CSP refuses inline scripts, axe's included: the test tool is let in
    bypassCSP: true,
  });
  const page = await context.newPage();
  if (login && startPage) await signIn(page, journey.server.baseUrl, login);
  else if (login) await logInThroughApi(context, journey.server.baseUrl, login);
  return page;
}

describe("axe-core: no serious or critical violation", () => {
  for (const size of SIZES) {
    it(`on the guest pages, ${size.name}`, async () => {
      const page = await pageAt(size);
      const found: string[] = [];
      for (const path of ["/", "/login", "/login?openAccount=1", "/apropos"]) {
        await page.goto(`${journey.server.baseUrl}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      await page.context().close();
      expect(found).toEqual([]);
    });

    it(`in the patient's dialogs: upload and viewer, ${size.name}`, async () => {
      const page = await pageAt(size, "patient@demo.fr", false);
      const found: string[] = [];
      await page.goto(`${journey.server.baseUrl}/feed`);
      await page.getByTestId("document-timeline").first().waitFor();
      await page.getByRole("button", { name: TEXTS.feed.open }).first().click();
      await settled(page);
      found.push(...(await violations(page)).map((v) => `viewer ${v}`));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Envoyer une ordonnance" }).first().click();
      await settled(page);
      found.push(...(await violations(page)).map((v) => `upload ${v}`));
      await page.context().close();
      expect(found).toEqual([]);
    });

    it(`in the pharmacy's dialogs: status and full-screen document, ${size.name}`, async () => {
      const page = await pageAt(size, "pharmacie@demo.fr");
      const found: string[] = [];
      const panel = page.getByTestId("document-detail");
      // on a phone the document opens in a panel, from its card
      const openPanel = async () => {
        if (!size.isMobile || (await panel.isVisible())) return;
        await page
          .locator('[data-testid^="doc-row-"]')
          .filter({ hasText: "Ordonnance pédiatre" })
          .getByRole("button", { name: /^Ouvrir/ })
          .click();
        await panel.waitFor();
        await animationsDone(page);
      };
      await openPanel();
      await panel.getByTestId("image-view").click();
      await settled(page);
      found.push(...(await violations(page)).map((v) => `full-screen viewer ${v}`));
      await page.keyboard.press("Escape");
      await page.getByTestId("image-lightbox").waitFor({ state: "detached" });
      // Échap closes only the full-screen view: the panel it came from stays open
      expect(await panel.isVisible()).toBe(true);
      await panel.getByTestId("status-menu").click();
      await page.getByTestId("status-AWAITING_PAYMENT").click();
      await page.getByLabel(/Montant/).waitFor();
      await animationsDone(page);
      found.push(...(await violations(page)).map((v) => `status dialog ${v}`));
      await page.context().close();
      expect(found).toEqual([]);
    });

    it(`on the patient's and the pharmacy's pages, ${size.name}`, async () => {
      const found: string[] = [];
      for (const [login, paths] of [
        ["patient@demo.fr", ["/profil", "/feed"]],
        ["pharmacie@demo.fr", ["/dashboard"]],
      ] as const) {
        const page = await pageAt(size, login, false);
        for (const path of paths) {
          await page.goto(`${journey.server.baseUrl}${path}`);
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          found.push(...(await violations(page)).map((v) => `${login} ${path} ${v}`));
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    });

    it(`on the pharmacy's « Mon catalogue »: axe, and what axe misses on its controls, ${size.name}`, async () => {
      const page = await pageAt(size, "pharmacie@demo.fr", false);
      await page.goto(`${journey.server.baseUrl}/page-catalog-edit`);
      await page.getByTestId("catalog-row").first().waitFor();
      await animationsDone(page);
      // every enabled control at 4.5:1 on its own background, no label cut (issue 18 §3)
      expect(await controlIssues(page)).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
