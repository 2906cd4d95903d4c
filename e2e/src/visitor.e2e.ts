/**
 * What a visitor opens first (issue 19 §4), in Chromium, without an account: at 390 px she goes
 * from `/home`'s menu to the catalogue, opens a product at its reference price and is asked to
 * log in to order; opens a DOLIPRANE from « /notices »; opens the emergency numbers and finds
 * each number and the nine poison centres as `tel:` links; reads the help, the tutorial, the
 * health tests and the terms of sale. At 1440 px the catalogue, a product and the emergency
 * numbers again. Léa (patient@demo.fr) opens `/vaccination`. axe finds nothing serious or
 * critical on any of these pages.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EMERGENCY_NUMBERS, POISON_CENTRES, TEXTS, VACCINATION_SCHEDULE } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, loggedInPage, pageAt, setUpJourney } from "./journey.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;

/** From `/home`'s menu to a product sold online, asked to log in to order it. */
async function browseTheCatalogue(page: Page, size: string): Promise<void> {
  await page.goto(`${journey.server.baseUrl}/home`);
  await page.getByRole("link", { name: TEXTS.info.catalog, exact: true }).click();
  await page.waitForURL("**/catalogue-pharmacie");
  await page.getByRole("heading", { level: 1, name: TEXTS.market.catalogTitle }).waitFor();
  await page.getByText(TEXTS.market.visitorPrices).waitFor();
  const sold = page
    .getByRole("article")
    .filter({ hasNotText: TEXTS.market.prescriptionOnly })
    .filter({ hasText: "€" })
    .first();
  await sold.waitFor();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: path.join(ARTIFACTS, `visitor-catalogue-${size}.png`) });

  const name = (await sold.getByRole("link").textContent()) ?? "";
  await sold.getByRole("link").click();
  await page.waitForURL("**/page-product/**");
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByText(TEXTS.market.referencePrice, { exact: false }).first().waitFor();
  const login = page.getByRole("link", { name: TEXTS.market.loginToOrder });
  await login.waitFor();
  // no cart for a visitor
  expect(await page.getByRole("button", { name: new RegExp(TEXTS.orders.addToCart) }).count()).toBe(
    0,
  );
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: path.join(ARTIFACTS, `visitor-product-${size}.png`) });
  await login.click();
  await page.waitForURL("**/login");
}

/** The emergency numbers: every number of 000 §9 and the nine poison centres, as `tel:` links. */
async function readTheEmergencyNumbers(page: Page, size: string): Promise<void> {
  await page.goto(`${journey.server.baseUrl}/modal-emergency`);
  await page.getByRole("heading", { level: 1, name: TEXTS.info.emergencyTitle }).waitFor();
  for (const entry of EMERGENCY_NUMBERS) {
    const link = page.getByRole("link", { name: `${entry.shown} ${entry.name}` });
    expect(await link.getAttribute("href")).toBe(`tel:${entry.dial}`);
  }
  const centres = page
    .getByRole("region", { name: TEXTS.info.poisonTitle })
    .locator('a[href^="tel:"]');
  expect(await centres.allTextContents()).toEqual(
    POISON_CENTRES.map((centre) => `${centre.city} ${centre.shown}`),
  );
  expect(await violations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(ARTIFACTS, `visitor-emergency-${size}.png`),
    fullPage: true,
  });
  // opened directly, « Fermer » goes home
  await page.getByRole("button", { name: TEXTS.actions.close }).click();
  await page.getByRole("link", { name: TEXTS.info.catalog, exact: true }).waitFor();
}

describe("a visitor's first pages (issue 19 §4)", () => {
  it("at 390 px: catalogue, product, login to order, a drug, the emergency numbers, the guides", async () => {
    const page = await pageAt(journey, PHONE);
    await browseTheCatalogue(page, PHONE.name);

    await page.goto(`${journey.server.baseUrl}/notices`);
    await page.getByRole("heading", { level: 1, name: TEXTS.drugs.title }).waitFor();
    await page.getByLabel(TEXTS.drugs.searchLabel).fill("doli");
    const drug = page.getByRole("link", { name: /^DOLIPRANE/ }).first();
    await drug.waitFor();
    const drugName = (await drug.textContent()) ?? "";
    await drug.click();
    await page.getByRole("heading", { level: 1, name: drugName }).waitFor();
    expect(await violations(page)).toEqual([]);

    await readTheEmergencyNumbers(page, PHONE.name);

    for (const [address, title] of [
      ["/modal-help", TEXTS.info.helpTitle],
      ["/modal-tutorial", TEXTS.info.tutorialTitle],
      ["/tests-de-sante", TEXTS.info.healthTestsTitle],
      ["/modal-cgv", TEXTS.info.salesTitle],
    ] as const) {
      await page.goto(`${journey.server.baseUrl}${address}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await violations(page), address).toEqual([]);
    }
    await page.context().close();
  });

  it("at 1440 px: the catalogue, a product and the emergency numbers", async () => {
    const page = await pageAt(journey, DESKTOP);
    await browseTheCatalogue(page, DESKTOP.name);
    await readTheEmergencyNumbers(page, DESKTOP.name);
    await page.context().close();
  });

  it("a patient opens /vaccination: her documents beside the schedule, at 390 px", async () => {
    const page = await loggedInPage(journey, "patient@demo.fr", PHONE, "/vaccination");
    await page.getByRole("heading", { level: 1, name: TEXTS.info.vaccinationTitle }).waitFor();
    await page.getByRole("heading", { level: 2, name: TEXTS.info.myVaccines }).waitFor();
    await page.getByText(VACCINATION_SCHEDULE.source).waitFor();
    await page
      .getByRole("region", { name: TEXTS.info.myVaccines })
      .getByRole("button")
      .or(page.getByText(TEXTS.info.noVaccine))
      .first()
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "visitor-vaccination-phone.png") });
    await page.context().close();
  });
});
