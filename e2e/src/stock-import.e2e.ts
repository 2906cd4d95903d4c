/**
 * The stock import (issue 11 §4), in Chromium: the pharmacy (pharmacie@demo.fr) opens « Import
 * du stock », picks a 5 000-line CSV its software exported (generated here: `;`, decimal comma,
 * ISO-8859-1, two bad lines), and watches the result arrive on the page without reloading —
 * through the `/market` socket's `import-stock` — with the counts and the refused lines' numbers
 * and reasons. axe finds no serious or critical violation on /import-stock at 390 and 1440 px,
 * before and after the import. Then the library (« Bibliothèque », /modal-select-doc-library):
 * the demo posters, axe-clean at both sizes, one shared with a contact through the document flow;
 * a new folder, a poster filed in it, the list filtered by it and the folder kept in the address
 * (`?dossier=`) across a reload, axe-clean at both sizes.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";
import { AXE_SIZES, violations } from "./axe.js";

const journey = setUpJourney();
const T = TEXTS.stockImport;
const [PHONE, DESKTOP] = AXE_SIZES;
const LINES = 5_000;

/** A pharmacy software's export: `;`, decimal comma, ISO-8859-1, lines 101 and 2001 wrong. */
function exportCsv(): Buffer {
  const rows = ["Code CIP13;Libellé;Quantité;Prix TTC"];
  for (let k = 0; k < LINES; k++) {
    const code = `37${String(90_000_000_000 + k).padStart(11, "0")}`;
    if (k === 99) rows.push(`${code};Crème hydratante ${k};beaucoup;3,20`);
    else if (k === 1999) rows.push(`12345;Gélule ${k};4;5,00`);
    else rows.push(`${code};Crème hydratante été ${k};${k % 50};${(k % 90) + 1},${k % 10}0`);
  }
  return Buffer.from(`${rows.join("\r\n")}\r\n`, "latin1");
}

/** A page of pharmacie@demo.fr, logged in, at `size`. */
function pageAt(size: (typeof AXE_SIZES)[number]): Promise<Page> {
  return loggedInPage(journey, "pharmacie@demo.fr", size);
}

describe("stock import, in Chromium (issue 11 §4)", () => {
  it("a pharmacist imports a 5 000-line CSV and sees the result arrive without reloading", async () => {
    const page = await pageAt(DESKTOP);
    await goToPage(page, T.title);
    await page.waitForURL("**/import-stock");
    await page.getByRole("heading", { level: 1, name: T.title }).waitFor();
    await page.getByText(T.noImport).waitFor();
    expect(await violations(page)).toEqual([]);

    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await page.getByTestId("stock-import-file").setInputFiles({
      name: "export-stock.csv",
      mimeType: "text/csv",
      buffer: exportCsv(),
    });
    // the result comes by itself: « Import terminé » and the counts
    await page.getByText(T.done).waitFor({ timeout: 120_000 });
    expect(reloaded).toBe(false);
    const counts = page.getByTestId("stock-import-counts");
    const cell = (label: string) =>
      counts.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
    expect(await cell(T.read).textContent()).toBe("5\u202f000");
    expect(await cell(T.created).textContent()).toBe("4\u202f998");
    expect(await cell(T.refused).textContent()).toBe("2");
    const refusals = page.getByTestId("stock-import-refusals").getByRole("row");
    expect(await refusals.allTextContents()).toEqual([
      `${T.lineColumn}${T.reasonColumn}`,
      "101Quantité « beaucoup » invalide : un nombre entier positif ou nul est attendu.",
      "2001Code « 12345 » invalide : 13 chiffres attendus (EAN13 ou CIP13).",
    ]);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, "stock-import-desktop.png"),
      fullPage: true,
    });

    // on a phone, the same page shows the latest import, axe-clean
    const phone = await pageAt(PHONE);
    await goToPage(phone, T.title);
    await phone.getByText(T.done).waitFor();
    expect(await violations(phone)).toEqual([]);
    await phone.screenshot({
      path: path.join(ARTIFACTS, "stock-import-phone.png"),
      fullPage: true,
    });
  });

  it("the pharmacist shares a poster of the library with a contact; the library is axe-clean", async () => {
    const L = TEXTS.library;
    for (const size of [PHONE, DESKTOP]) {
      const page = await pageAt(size);
      await goToPage(page, L.title);
      await page.waitForURL("**/modal-select-doc-library");
      await page.getByRole("heading", { level: 1, name: L.title }).waitFor();
      await page.getByText("Affiche — vaccination contre la grippe").waitFor();
      expect(await violations(page)).toEqual([]);
      if (size === PHONE) continue;
      await page
        .getByRole("button", {
          name: format(L.shareTitle, { name: "Fiche conseil — protection solaire" }),
        })
        .click();
      await page.getByRole("checkbox").first().check();
      expect(await violations(page)).toEqual([]);
      await page.getByRole("button", { name: "Valider" }).click();
      await page.getByText(L.shared).waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, "library-desktop.png"), fullPage: true });
    }
  });

  it("the pharmacist files a poster in a new folder, filters by it and finds it in the address after a reload", async () => {
    const L = TEXTS.library;
    const F = TEXTS.folders;
    const folderName = "Campagne de vaccination";
    const poster = "Affiche — vaccination contre la grippe";
    const leaflet = "Fiche conseil — protection solaire";
    const page = await pageAt(DESKTOP);
    await goToPage(page, L.title);
    await page.waitForURL("**/modal-select-doc-library");
    await page.getByText(poster).waitFor();

    // « Nouveau dossier »: the new folder is shown at once, empty
    const toggles = page.getByRole("group", { name: L.foldersLabel });
    await toggles.getByRole("button", { name: F.create }).click();
    const dialog = page.getByRole("dialog", { name: F.createTitle });
    await dialog.getByLabel(F.nameLabel).fill(folderName);
    await dialog.getByRole("button", { name: F.save }).click();
    await page.getByText(F.created).waitFor();
    // the toggle pressed and the list are one render: wait for the one, then read the other
    const folder = toggles.getByRole("button", { name: folderName });
    const shown = toggles.getByRole("button", { name: folderName, pressed: true });
    await shown.waitFor();
    await page.getByText(F.empty).waitFor();

    // back to « Tous », the poster is filed in the new folder from its card
    await toggles.getByRole("button", { name: F.all }).click();
    await toggles.getByRole("button", { name: F.all, pressed: true }).waitFor();
    await page
      .getByRole("combobox", { name: format(L.moveDocument, { name: poster }) })
      .selectOption({ label: folderName });
    await page.getByText(format(F.moved, { name: folderName })).waitFor();

    // filtered by the folder: the poster, not the leaflet at the root
    await folder.click();
    await shown.waitFor();
    await page.waitForURL(/[?&]dossier=/);
    await page.getByRole("link", { name: format(L.open, { name: poster }) }).waitFor();
    expect(await page.getByRole("link", { name: format(L.open, { name: leaflet }) }).count()).toBe(
      0,
    );

    // a reload keeps the folder: it is in the address
    const address = page.url();
    await page.reload();
    expect(new URL(page.url()).searchParams.get("dossier")).toBe(
      new URL(address).searchParams.get("dossier"),
    );
    await shown.waitFor();
    await page.getByRole("link", { name: format(L.open, { name: poster }) }).waitFor();
    expect(await page.getByRole("link", { name: format(L.open, { name: leaflet }) }).count()).toBe(
      0,
    );
    expect(await violations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, "library-folder-desktop.png"),
      fullPage: true,
    });

    // the same address on a phone shows the same folder, axe-clean
    const phone = await pageAt(PHONE);
    await phone.goto(address);
    await phone
      .getByRole("group", { name: L.foldersLabel })
      .getByRole("button", { name: folderName, pressed: true })
      .waitFor();
    await phone.getByRole("link", { name: format(L.open, { name: poster }) }).waitFor();
    expect(await phone.getByRole("link", { name: format(L.open, { name: leaflet }) }).count()).toBe(
      0,
    );
    expect(await violations(phone)).toEqual([]);
    await phone.screenshot({
      path: path.join(ARTIFACTS, "library-folder-phone.png"),
      fullPage: true,
    });
  });
});
