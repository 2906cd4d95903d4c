/**
 * The shell of one build under a brand (issue 19 §2), in the galien variant: on a 390 px phone a
 * patient opens the side menu (the overlay stays visible beside it; a tap on it or a swipe to the
 * left closes it), expands « Mes dossiers » and opens « Vaccins », opens the loyalty card in the
 * app, and closing the emergency numbers opened directly lands on her profile; a visitor at 1440 px opens
 * every segment of 001 §2's route table, each a page with one h1 and never the home page by
 * surprise, and an unknown address is « Page introuvable ».
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, animationsDone, violations } from "./axe.js";
import { ARTIFACTS, loggedInPage, pageAt, setUpJourney } from "./journey.js";

const [PHONE, DESKTOP] = AXE_SIZES;
const journey = setUpJourney({
  env: async () => ({ VARIANT: "galien", LOYALTY_CARD_URL: "https://fidelite.exemple.fr/" }),
});

/** Every segment of 001 §2's route table, with an id where the address takes one. */
const SEGMENTS = [
  "compte", "modal-change-pass", "modal-help", "modal-security", "apoticare",
  "page-apoticare-login", "page-apoticare-login-pro", "start", "params", "formule", "base",
  "actifs", "resume", "commande", "page-step1-start", "page-step2-age", "page-step3-base",
  "page-step4-actif", "page-step5-type", "modal-edit-discount", "modal-edit-product",
  "import-stock", "compte-marketplace-patient", "compte-marketplace-pharmacie", "mes-commandes",
  "fiche-contact", "contacts", "recherche", "notices", "medicament", "familles",
  "modal-contacts-share", "modal-contacts-share-v2", "modal-details", "modal-directories",
  "feed-dossier", "page-images", "feed-groupe", "groupes", "apropos", "infos/cgu", "home",
  "page", "app", "modal-select-doc-library", "iframe/maiia/redirection/open", "modal-cgv",
  "modal-retrieve-password", "login-docs", "login", "dashboard", "stats", "liste-ops", "op",
  "modal-doc-details", "renouvellements", "dossiers-patients", "modal-add-user", "groupes-pro",
  "dashboard-optique", "gestion-contact-optique", "modal-publish", "profil-pro", "pro",
  "annuaire", "modal-emergency", "modal-qr-code", "modal-select-pharm", "modal-select-gp",
  "modal-tutorial", "profil", "vaccination", "questionnaire-admin", "tests-de-sante", "webview",
  "test", "page-catalog-edit", "catalogue-pharmacie", "page-product", "feed", "page-pdf",
  "analyses", "modal-cart", "modal-result-picture",
]; // prettier-ignore

describe("the shell under a brand (issue 19 §2)", () => {
  it("a patient on a phone opens the side menu, closes it by its overlay and by a swipe, and opens « Vaccins »", async () => {
    const page = await loggedInPage(journey, "patient@demo.fr", PHONE);
    const menu = page.getByRole("dialog");
    const open = async () => {
      await page.getByRole("button", { name: TEXTS.nav.menu }).click();
      await menu.getByRole("link", { name: TEXTS.market.menu }).waitFor();
      await animationsDone(page);
    };

    await open();
    await menu.getByText("Galien Santé").waitFor();
    await menu.getByTestId("side-menu-profile").waitFor();
    // the drawer leaves the overlay visible beside it on a 390 px phone
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "side-menu-390.png") });
    await page.mouse.click(370, 420);
    await menu.waitFor({ state: "hidden" });

    // a swipe to the left closes it (a real touch, through Chromium's input)
    await open();
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y: 400 }],
      });
    await touch("touchStart", 250);
    await touch("touchMove", 180);
    await touch("touchMove", 90);
    await touch("touchEnd", 90);
    await menu.waitFor({ state: "hidden" });

    // « Mes dossiers » expands to its folders
    await open();
    await menu.getByRole("button", { name: TEXTS.folders.menu }).click();
    await menu.getByRole("link", { name: "Vaccins" }).click();
    await page.waitForURL("**/feed-dossier?dossier=D_VACCIN");
    await page.getByRole("heading", { level: 1, name: TEXTS.folders.title }).waitFor();
    await menu.waitFor({ state: "hidden" });

    // the loyalty card opens inside the app (galien's webview)
    await open();
    await menu.getByRole("link", { name: TEXTS.shell.loyaltyCard }).click();
    await page.waitForURL("**/iframe/carte-fidelite/redirection/open");
    await page.getByRole("heading", { level: 1, name: TEXTS.shell.loyaltyCard }).waitFor();
    expect(await page.locator("iframe").getAttribute("src")).toBe("https://fidelite.exemple.fr/");

    // a page opened directly and closed sets her root: her profile (000 §2)
    await page.goto(`${journey.server.baseUrl}/modal-emergency`);
    await page.getByRole("button", { name: TEXTS.actions.close }).click();
    await page.waitForURL("**/profil");
    await page.context().close();
  });

  it("a visitor opens every segment of the route table: one h1 each, never home by surprise", async () => {
    const page = await pageAt(journey, DESKTOP);
    const base = journey.server.baseUrl;
    const titles: Record<string, string> = {};
    // the first by a full load, the others as the app navigates (React Router follows the
    // history's popstate): the page drawn for the address the app ends on, its h1 in
    await page.goto(`${base}/`);
    for (const segment of SEGMENTS) {
      await page.evaluate((to) => {
        window.history.pushState(null, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, `/${segment}`);
      await page.waitForFunction(
        () =>
          document.querySelector("main")?.dataset.path === window.location.pathname &&
          document.querySelector("main h1") !== null,
      );
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.count(), segment).toBe(1);
      titles[segment] = (await h1.textContent()) ?? "";
      expect(titles[segment], segment).not.toBe(TEXTS.shell.notFoundTitle);
      expect(new URL(page.url()).pathname, segment).not.toBe("/");
    }
    // a page to come says so, at its own address
    expect(titles.stats).toBe(TEXTS.shell.pages.stats);
    await page.goto(`${base}/stats`);
    await page.getByText(TEXTS.shell.soon).waitFor();
    expect(new URL(page.url()).pathname).toBe("/stats");

    await page.goto(`${base}/nimporte-quoi`);
    await page.getByRole("heading", { level: 1, name: TEXTS.shell.notFoundTitle }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
