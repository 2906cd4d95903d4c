/**
 * « Mes dossiers » (issue 9 §1), in Chromium at a phone's size: Léa (patient@demo.fr) opens
 * « Mes dossiers » from the menu, files one of her documents in « Ordonnances » with « Ranger
 * dans », opens the folder and finds it there, still after reloading the page; the cards show
 * the server's small thumbnails, not the full files. axe finds no serious or critical violation
 * on /feed-dossier at 390 and 1440 px.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();

/** A page of patient@demo.fr, logged in, at `size`, showing `path` (by default « Mon fil »). */
function patientPage(size: (typeof AXE_SIZES)[number], path?: string): Promise<Page> {
  return loggedInPage(journey, "patient@demo.fr", size, path);
}

describe("« Mes dossiers », in Chromium (issue 9 §1)", () => {
  it("a patient files a document in « Ordonnances » and finds it there after reloading", async () => {
    const phone = AXE_SIZES[0];
    const page = await patientPage(phone);
    // the side menu's « Mes dossiers » expands to its folders (001 §2)
    await goToPage(page, TEXTS.folders.menu);
    await page.getByRole("dialog").getByRole("link", { name: TEXTS.folders.all }).click();
    await page.waitForURL("**/feed-dossier");
    await page.getByRole("heading", { level: 1, name: TEXTS.folders.title }).waitFor();
    const folders = page.getByRole("navigation", { name: TEXTS.folders.menu });
    for (const name of [
      "Tous",
      "Ordonnances",
      "Optique",
      "Résultats d'analyse",
      "Radiologie",
      "Vaccins",
    ]) {
      await folders.getByRole("link", { name, exact: true }).waitFor();
    }

    // « Tous »: her documents, each with « Ranger dans »; a photographed one to file
    const card = page
      .locator('[data-testid^="folder-doc-"]')
      .filter({ has: page.getByLabel(TEXTS.folders.moveLabel) })
      .filter({ has: page.locator("img") })
      .first();
    await card.waitFor();
    const testId = await card.getAttribute("data-testid");
    const name = (await card.locator("p").first().textContent()) ?? "";
    // lists carry thumbnails of a few kilobytes, never the file
    const thumbnail = await card.locator("img").first().getAttribute("src");
    expect(thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    expect(thumbnail?.length).toBeLessThan(20_000);
    expect(await violations(page)).toEqual([]);

    await card.getByLabel(TEXTS.folders.moveLabel).selectOption({ label: "Ordonnances" });
    await page.getByText(format(TEXTS.folders.moved, { name: "Ordonnances" })).waitFor();

    await folders.getByRole("link", { name: "Ordonnances", exact: true }).click();
    await page.waitForURL("**/feed-dossier?dossier=D_DRUG");
    await page.getByRole("heading", { level: 2, name: "Ordonnances" }).waitFor();
    const filed = page.getByTestId(testId ?? "");
    await filed.waitFor();
    expect(await filed.textContent()).toContain(name);

    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Ordonnances" }).waitFor();
    await page.getByTestId(testId ?? "").waitFor();
    expect(
      await page
        .getByTestId(testId ?? "")
        .getByLabel(TEXTS.folders.moveLabel)
        .inputValue(),
    ).toBe("D_DRUG");
    // a folder it is not in does not list it
    await folders.getByRole("link", { name: "Vaccins", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Vaccins" }).waitFor();
    await page.getByText(TEXTS.folders.empty).waitFor();
    expect(await page.getByTestId(testId ?? "").count()).toBe(0);
    await folders.getByRole("link", { name: "Ordonnances", exact: true }).click();
    await page.getByTestId(testId ?? "").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "folders-phone.png"), fullPage: true });
    await page.context().close();

    const desktop = await patientPage(AXE_SIZES[1], "/feed-dossier?dossier=D_DRUG");
    await desktop.getByTestId(testId ?? "").waitFor();
    expect(await violations(desktop)).toEqual([]);
    // the new-folder dialog too
    await desktop.getByRole("button", { name: TEXTS.folders.create }).click();
    const dialog = desktop.getByRole("dialog");
    await dialog.getByLabel(TEXTS.folders.nameLabel).waitFor();
    // axe reads colours: once the dialog has faded in, not through its overlay
    await desktop.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    expect(await violations(desktop)).toEqual([]);
    await dialog.getByLabel(TEXTS.folders.nameLabel).fill("Voyage");
    await dialog.getByRole("button", { name: TEXTS.folders.save }).click();
    await desktop.waitForURL(/dossier=/);
    await desktop.getByRole("heading", { level: 2, name: "Voyage" }).waitFor();
    await desktop.screenshot({ path: path.join(ARTIFACTS, "folders-desktop.png") });
    await desktop.context().close();
  });
});
