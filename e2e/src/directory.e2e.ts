/**
 * The professional directory (issue 8 §1), in Chromium at 1440 px and 390 px: the pharmacist of
 * « Pharmacie du Centre » opens « Annuaire », looks for a doctor by name and city — the city field
 * suggests « Lyon (69) » — finds Dr Camille Martin, adds her to her contacts and sees that she is
 * one now; on her phone, the same search shows her as a contact already, nothing wider than the
 * screen. The form says « Veuillez indiquer un nom ou une ville. » before calling when empty, and
 * /annuaire and /recherche (both modes of form) pass axe at both sizes.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, loggedInPage, pageAt, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/** On the Place Bellecour, in Lyon, her browser letting the site know where she is. */
const AT_BELLECOUR = {
  geolocation: { latitude: 45.7578, longitude: 4.832 },
  permissions: ["geolocation"],
};

/** The pharmacist signed in at `size`, showing `path` (by default her dashboard). */
const pharmacistAt = (size: (typeof AXE_SIZES)[number], path?: string): Promise<Page> =>
  loggedInPage(journey, "pharmacie@demo.fr", size, path);

/** Searches « martin » in Lyon, picking the city among the suggestions. */
async function searchMartinInLyon(page: Page): Promise<void> {
  await page.getByLabel("Nom", { exact: true }).fill("martin");
  const city = page.getByRole("combobox", { name: "Ville ou code postal" });
  await city.click();
  await city.pressSequentially("lyo", { delay: 30 });
  const suggestions = page.getByRole("option");
  await suggestions.first().waitFor();
  expect(await suggestions.count()).toBeLessThanOrEqual(5);
  await page.getByRole("option", { name: "Lyon (69)", exact: true }).click();
  await expect.poll(() => city.inputValue()).toBe("Lyon (69)");
  await page.getByRole("button", { name: "Rechercher" }).click();
}

const martinCard = (page: Page) =>
  page.getByTestId("search-result").filter({ hasText: "Camille Martin" });

describe("the professional directory, in Chromium (issue 8 §1)", () => {
  it("a pharmacist finds Dr Camille Martin by name and city and adds her to her contacts", async () => {
    const desktop = await pharmacistAt(AXE_SIZES[1]);
    await desktop.getByRole("link", { name: "Annuaire" }).first().click();
    await desktop.waitForURL("**/annuaire");
    await desktop.getByRole("heading", { level: 1, name: TEXTS.directory.title }).waitFor();

    // nothing typed: the form says so, without calling
    await desktop.getByRole("button", { name: "Rechercher" }).click();
    await desktop.getByRole("alert").filter({ hasText: TEXTS.directory.nameOrCity }).waitFor();

    await searchMartinInLyon(desktop);
    const card = martinCard(desktop);
    await card.waitFor().catch(async (error: unknown) => {
      await desktop.screenshot({
        path: path.join(ARTIFACTS, "directory-failed.png"),
        fullPage: true,
      });
      throw error;
    });
    expect(await card.textContent()).toContain("Médecine générale");
    expect(await card.textContent()).toContain("Lyon 3e");
    await card.getByRole("button", { name: TEXTS.contactPage.add }).click();
    await card.getByText(TEXTS.directory.isContact).waitFor();
    expect(await card.getByRole("button", { name: TEXTS.contactPage.add }).count()).toBe(0);
    expect(await violations(desktop)).toEqual([]);
    await desktop.screenshot({
      path: path.join(ARTIFACTS, "directory-desktop.png"),
      fullPage: true,
    });

    // her card opens the contact page
    expect(await card.getByRole("link").first().getAttribute("href")).toMatch(/^\/fiche-contact\//);

    // on her phone: the same search, Dr Martin is a contact already; nothing to scroll sideways
    const phone = await pharmacistAt(AXE_SIZES[0], "/annuaire");
    await searchMartinInLyon(phone);
    const onPhone = martinCard(phone);
    await onPhone.getByText(TEXTS.directory.isContact).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await violations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(ARTIFACTS, "directory-phone.png"), fullPage: true });

    // no match: « Aucun résultat. »
    await phone.getByLabel("Nom", { exact: true }).fill("zzzz");
    await phone.getByRole("button", { name: "Rechercher" }).click();
    await phone.getByText(TEXTS.actions.noResult).waitFor();
  });

  it("the contact search in its patient mode finds nobody with an unknown e-mail, and passes axe", async () => {
    for (const size of AXE_SIZES) {
      const page = await pharmacistAt(size, "/recherche");
      await page.getByRole("heading", { level: 1, name: TEXTS.directory.searchTitle }).waitFor();
      expect(await violations(page)).toEqual([]);

      await page.goto(`${journey.server.baseUrl}/recherche?mode=PATIENTS_VALIDATION`);
      await page.getByLabel("Numéro de sécurité sociale").fill("185057512345673");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: TEXTS.directory.nirWithoutLastName })
        .waitFor();
      await page.getByLabel("Numéro de sécurité sociale").fill("");
      await page.getByLabel("ou son e-mail").fill("personne@exemple.fr");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await page.getByText(TEXTS.directory.patientNotFound).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it("a patient finds the pharmacies of Lyon by their city, each with its address (390 px, issue 18 §2)", async () => {
    const patient = await loggedInPage(journey, "patient@demo.fr", AXE_SIZES[0], "/profil");
    const base = journey.server.baseUrl;
    const inLyon = (await (
      await patient.context().request.get(`${base}/ws/search/pharmacy?city=Lyon`)
    ).json()) as { address: string | null }[];
    expect(inLyon.length).toBeGreaterThan(1);
    const picker = patient.getByTestId("pharmacy-select");
    await picker.click();
    await picker.fill("Lyon");
    // every pharmacy of Lyon, not only hers; each option says where it is
    const options = patient.getByRole("option", { name: /690\d\d Lyon$/ });
    await expect.poll(() => options.count()).toBe(inLyon.length);
    for (const pharmacy of inLyon) {
      if (pharmacy.address) {
        const address = pharmacy.address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        await patient.getByRole("option", { name: new RegExp(`— ${address},`) }).waitFor();
      }
    }
    await patient.screenshot({ path: path.join(ARTIFACTS, "pharmacy-picker-lyon-phone.png") });
    await patient.context().close();
  });

  it("« Autour de moi » lists the pharmacies nearest the phone first, each with its distance (issue 18 §2)", async () => {
    const base = journey.server.baseUrl;
    for (const size of AXE_SIZES) {
      const patient = await pageAt(journey, size, AT_BELLECOUR);
      await signIn(patient, base, "patient@demo.fr", "/profil");
      await patient.getByRole("button", { name: TEXTS.profile.aroundMe }).click();
      await patient.getByText(TEXTS.profile.nearestFirst).waitFor();
      const picker = patient.getByTestId("pharmacy-select");
      await expect.poll(() => picker.isEnabled()).toBe(true);
      await picker.click();
      // the picker's options, each ending with its distance
      const options = patient.getByRole("option", { name: /\(à [\d,]+\s(m|km)\)$/ });
      await options.first().waitFor();
      // nearest first: the distances the options say never decrease
      const distances = async () =>
        (await options.allTextContents()).map((text) => {
          const [, value, unit] = /\(à ([\d,]+)\s(m|km)\)$/.exec(text) ?? [];
          const number = Number(value?.replace(",", "."));
          return unit === "km" ? number * 1000 : number;
        });
      // the nearest list replaces the one shown before (a loaded machine answers later)
      await expect.poll(async () => (await distances()).length).toBeGreaterThan(1);
      const metres = await distances();
      await patient.screenshot({
        path: path.join(ARTIFACTS, `pharmacy-around-me-${size.name}.png`),
      });
      expect([...metres].sort((a, b) => a - b)).toEqual(metres);
      // the nearest is in Lyon, within a few km
      expect(await options.first().textContent()).toMatch(/690\d\d Lyon/);
      expect(metres[0]).toBeLessThan(5000);
      // the page with the list closed (an open list is a combobox's: arrows move in it, not Tab)
      await patient.keyboard.press("Escape");
      await options.first().waitFor({ state: "hidden" });
      expect(await violations(patient)).toEqual([]);
      await patient.screenshot({
        path: path.join(ARTIFACTS, `pharmacy-around-me-${size.name}.png`),
      });
      await patient.context().close();
    }
  });

  it("a visitor finds a pharmacy from the home page, by city and around her (issue 18 §2)", async () => {
    const base = journey.server.baseUrl;
    for (const size of AXE_SIZES) {
      const page = await pageAt(journey, size, AT_BELLECOUR);
      await page.goto(`${base}/`);
      await page.getByRole("button", { name: TEXTS.home.finder }).click();
      const finder = page.getByTestId("pharmacy-finder");
      await finder.getByLabel(TEXTS.profile.pharmacySearchHint).fill("Lyon");
      await finder.getByRole("button", { name: TEXTS.actions.search }).click();
      const found = finder.getByTestId("finder-pharmacy");
      await found.first().waitFor();
      // each with its address in Lyon, and the way to send it prescriptions
      for (const card of await found.all()) {
        expect(await card.textContent()).toMatch(/690\d\d Lyon/);
      }
      await finder.getByRole("link", { name: TEXTS.home.finderChoose }).first().waitFor();
      expect(await violations(page)).toEqual([]);
      // around her: the nearest first, each with its distance
      await finder.getByRole("button", { name: TEXTS.profile.aroundMe }).click();
      await expect.poll(() => found.first().textContent()).toMatch(/\(à [\d,]+\s(m|km)\)/);
      await page.screenshot({ path: path.join(ARTIFACTS, `home-finder-${size.name}.png`) });
      await page.context().close();
    }
  });
});
