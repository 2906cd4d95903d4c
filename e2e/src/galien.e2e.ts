/**
 * The galien group's app, one build under its brand (issue 19 §2, §3), on one server.
 *
 * The shell: on a 390 px phone a patient opens the side menu (the overlay stays visible beside
 * it; a tap on it or a swipe to the left closes it), expands « Mes dossiers » and opens
 * « Vaccins », opens the loyalty card in the app, and closing the emergency numbers opened
 * directly lands on her profile; a visitor at 1440 px opens every segment of 001 §2's route
 * table, each a page with one h1 and never the home page by surprise, and an unknown address is
 * « Page introuvable ».
 *
 * The pharmacy locator: on her 390 px phone, a patient in Paris opens the side menu, her
 * profile, « Sur la carte », and lets the site know where she is; the map opens with the list
 * under it, each pharmacy « x,xx km » away, the nearest first; she chooses one, reads the
 * confirmation, and her profile shows it as her pharmacy; her ordonnance, sent from the side
 * menu, goes to it. A visitor who refuses geolocation reads the text of 000 §8, sees the map and
 * the list side by side at 1440 px, and « Choisir » asks her to log in, then brings her back.
 * axe finds nothing serious at either size.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  format,
  ROUTE_TABLE_SEGMENTS as SEGMENTS,
  TEXTS,
  type MapEstablishment,
} from "@reseau/shared";
import { AXE_SIZES, animationsDone, violations } from "./axe.js";
import { ARTIFACTS, loggedInPage, pageAt, setUpJourney, signIn } from "./journey.js";
import { makeSmallJpeg } from "./keyboard.js";

const [PHONE, DESKTOP] = AXE_SIZES;
const journey = setUpJourney({
  env: async () => ({
    VARIANT: "galien",
    GROUP_MODE: "1",
    LOYALTY_CARD_URL: "https://fidelite.exemple.fr/",
  }),
});

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
    // the home page is drawn ahead for a visitor, and the app takes it over at a first move
    // (apps/web/src/main.tsx): a key, as a person would press one
    await page.keyboard.press("Shift");
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
    expect(titles["gestion-contact-optique"]).toBe(TEXTS.shell.pages["gestion-contact-optique"]);
    await page.goto(`${base}/gestion-contact-optique`);
    await page.getByText(TEXTS.shell.soon).waitFor();
    expect(new URL(page.url()).pathname).toBe("/gestion-contact-optique");

    await page.goto(`${base}/nimporte-quoi`);
    await page.getByRole("heading", { level: 1, name: TEXTS.shell.notFoundTitle }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

const T = TEXTS.locator;

/** On the parvis of Notre-Dame de Paris, her browser letting the site know where she is. */
const AT_NOTRE_DAME = {
  geolocation: { latitude: 48.853, longitude: 2.3499 },
  permissions: ["geolocation"],
};

/** The locator's list, once the group's pharmacies are in it. */
async function openLocator(page: Page): Promise<void> {
  await page.goto(`${journey.server.baseUrl}/modal-select-pharm`);
  await page.getByRole("heading", { level: 1, name: T.title }).waitFor();
  await page.getByRole("list", { name: T.listLabel }).getByRole("listitem").first().waitFor();
}

describe("the pharmacy locator of the galien group (issue 19 §3)", () => {
  it("a patient located in Paris chooses the nearest pharmacy on her phone; her profile shows it", async () => {
    const map = (await (
      await fetch(`${journey.server.baseUrl}/ws/map`)
    ).json()) as MapEstablishment[];
    expect(map.length).toBeGreaterThanOrEqual(5);

    const page = await pageAt(journey, PHONE, AT_NOTRE_DAME);
    await signIn(page, journey.server.baseUrl, "patient@demo.fr");
    // from the side menu: her profile header, then « Sur la carte » beside her pharmacy
    await page.getByRole("button", { name: TEXTS.nav.menu }).click();
    await page.getByRole("dialog").getByTestId("side-menu-profile").click();
    await page.waitForURL("**/profil");
    await page.getByRole("link", { name: T.onMap }).click();
    await page.waitForURL("**/modal-select-pharm");
    await page.getByRole("heading", { level: 1, name: T.title }).waitFor();
    await page.getByRole("list", { name: T.listLabel }).getByRole("listitem").first().waitFor();
    const list = page.getByRole("list", { name: T.listLabel });
    const distances = list.getByTestId("locator-distance");
    await expect.poll(() => distances.count()).toBe(map.length);
    const texts = await distances.allTextContents();
    for (const text of texts) expect(text).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0km$/);
    const kms = texts.map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    // boulevard Saint-Michel is across the Seine from Notre-Dame
    const nearest = list.getByRole("listitem").first();
    expect(await nearest.textContent()).toContain("Pharmacie Saint-Michel");
    expect(kms[0]).toBeLessThan(1);

    // the list under the map on a phone, nothing wider than the screen
    const mapBox = await page.getByRole("region", { name: T.mapLabel }).boundingBox();
    const listBox = await list.boundingBox();
    expect(mapBox && listBox && listBox.y >= mapBox.y + mapBox.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole("button", { name: format(T.chooseNamed, { name: "Pharmacie Saint-Michel" }) })
      .click();
    await page
      .getByText(format(T.chosen, { name: "Pharmacie Saint-Michel" }), { exact: true })
      .waitFor();
    await nearest.getByText(T.mine, { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "locator-phone.png") });

    await page.goto(`${journey.server.baseUrl}/profil`);
    await page
      .getByText(/Pharmacie Saint-Michel/)
      .first()
      .waitFor();

    // her ordonnance goes to the pharmacy she chose, from the side menu's « Envoyer une ordonnance »
    await page.getByRole("button", { name: TEXTS.nav.menu }).click();
    await page.getByRole("dialog").getByRole("button", { name: TEXTS.documents.sendTitle }).click();
    const dialog = page.getByRole("dialog", { name: TEXTS.documents.sendTitle });
    await expect
      .poll(() => dialog.getByTestId("document-destination").textContent())
      .toContain("Pharmacie Saint-Michel");
    const photo = path.join(journey.workDir, "ordonnance-galien.jpg");
    await writeFile(photo, await makeSmallJpeg(page));
    await dialog.getByTestId("document-file-input").setInputFiles(photo);
    await dialog.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    await dialog.getByTestId("document-send").click();
    await page.getByText(TEXTS.share.sentToPharmacy).first().waitFor();
    await page.context().close();
  });

  it("a visitor who refuses geolocation reads 000 §8's text, sees map and list side by side, and logs in to choose", async () => {
    const page = await pageAt(journey, DESKTOP);
    await openLocator(page);
    await page.getByText(T.locateFailed, { exact: true }).waitFor();
    expect(T.locateFailed).toBe(
      "Impossible de vous localiser. Vous pouvez naviguer sur la carte pour choisir une pharmacie.",
    );
    const list = page.getByRole("list", { name: T.listLabel });
    expect(await list.getByTestId("locator-distance").count()).toBe(0);
    const mapBox = await page.getByRole("region", { name: T.mapLabel }).boundingBox();
    const listBox = await list.boundingBox();
    expect(mapBox && listBox && listBox.x >= mapBox.x + mapBox.width).toBe(true);
    expect(mapBox && listBox && Math.abs(listBox.y - mapBox.y) < mapBox.height).toBe(true);
    // the markers, drawn in CSS, are on the map: no image fetched from elsewhere
    await expect.poll(() => page.locator(".locator-marker").count()).toBeGreaterThanOrEqual(1);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "locator-desktop.png") });

    await page
      .getByRole("button", { name: format(T.chooseNamed, { name: "Pharmacie des Abbesses" }) })
      .click();
    await page.getByText(T.loginToChoose, { exact: true }).waitFor();
    await page.getByRole("link", { name: TEXTS.login.submit }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByLabel("E-mail ou identifiant").fill("patient@demo.fr");
    await page.getByLabel("Mot de passe").first().fill("demo1234");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.pathname === "/modal-select-pharm");
    await page
      .getByRole("button", { name: format(T.chooseNamed, { name: "Pharmacie des Abbesses" }) })
      .waitFor();
    await page.context().close();
  });
});
