/**
 * The pharmacy locator of a group (issue 19 §3), on the galien variant: on her 390 px phone, a
 * patient in Paris opens the side menu, her profile, « Sur la carte », and lets the site know
 * where she is; the map opens with the list under it, each
 * pharmacy « x,xx km » away, the nearest first; she chooses one, reads the confirmation, and her
 * profile shows it as her pharmacy; her ordonnance, sent from the side menu, goes to it. A visitor who refuses geolocation reads the text of 000 §8, sees
 * the map and the list side by side at 1440 px, and « Choisir » asks her to log in, then brings her
 * back. axe finds nothing serious at either size.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, TEXTS, type MapEstablishment } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, logIn, pageAt, setUpJourney } from "./journey.js";
import { makeSmallJpeg } from "./keyboard.js";

const journey = setUpJourney({ env: async () => ({ VARIANT: "galien", GROUP_MODE: "1" }) });

const [PHONE, DESKTOP] = AXE_SIZES;
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
    await logIn(page, journey.server.baseUrl, "patient@demo.fr");
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
