/**
 * The catalogue (issue 11 §1, §3, §4), in Chromium: Léa (patient@demo.fr, default pharmacy
 * pharmacie@demo.fr) opens « Pharmacie en ligne », chooses « Solaire » in the category tree, opens a discounted
 * sunscreen and sees its discount, then comes back with the browser's « back » to the same
 * filtered listing; the pharmacist of pharmacie@demo.fr changes a product's price
 * and stock on « Mon catalogue » and creates a discount on it. axe finds no serious or critical
 * violation on the catalogue and the product page at 390×844 and 1440×900.
 */
import path from "node:path";

import { describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import { animationsDone, AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();

describe("the catalogue, in Chromium (issue 11)", () => {
  it("a patient filters « Solaire » and sees a sunscreen's discount on its page", async () => {
    for (const size of AXE_SIZES) {
      const page = await loggedInPage(journey, "patient@demo.fr", size);
      await goToPage(page, TEXTS.market.menu);
      await page.waitForURL("**/catalogue-pharmacie");
      await page.getByRole("heading", { level: 1, name: TEXTS.market.catalogTitle }).waitFor();
      // the category tree: in the side column on a desktop, under « Catégories » on a phone
      if (size.isMobile)
        await page.getByRole("button", { name: TEXTS.market.categories, exact: true }).click();
      await page
        .getByRole("navigation", { name: TEXTS.market.categories })
        .getByRole("button", { name: "Solaire", exact: true })
        .click();
      await page.getByText(format(TEXTS.market.chosenCategory, { path: "Solaire" })).waitFor();
      const discounted = page
        .getByRole("article")
        .filter({ hasText: TEXTS.discounts.label })
        .first();
      await discounted.waitFor();
      expect(await page.getByRole("article").count()).toBeGreaterThan(1);
      // every card is a sunscreen, and the stock filter is on by default
      expect(await page.getByLabel(TEXTS.market.stockOnly).isChecked()).toBe(true);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(ARTIFACTS, `catalogue-${size.name}.png`),
        fullPage: true,
      });

      const listing = await page.getByRole("article").getByRole("link").allTextContents();
      const name = (await discounted.getByRole("link").textContent()) ?? "";
      await discounted.getByRole("link").click();
      await page.waitForURL("**/page-product/**");
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page.getByText(TEXTS.discounts.label, { exact: true }).first().waitFor();
      await page
        .getByText(/^au lieu de /)
        .first()
        .waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(ARTIFACTS, `product-${size.name}.png`),
        fullPage: true,
      });

      // the browser's « back »: the same filter still chosen, the same listing (issue 11 §1)
      await page.goBack();
      await page.waitForURL(/\/catalogue-pharmacie\?category1=/);
      await page.getByText(format(TEXTS.market.chosenCategory, { path: "Solaire" })).waitFor();
      await page.getByRole("article").getByRole("link", { name, exact: true }).waitFor();
      expect(await page.getByRole("article").getByRole("link").allTextContents()).toEqual(listing);
      expect(await page.getByLabel(TEXTS.market.stockOnly).isChecked()).toBe(true);
      await page.context().close();
    }
  });

  it("a pharmacist changes a product's price and stock, then discounts it", async () => {
    const page = await loggedInPage(journey, "pharmacie@demo.fr", AXE_SIZES[1]);
    await goToPage(page, "Mon catalogue");
    await page.waitForURL("**/page-catalog-edit");
    await page.getByRole("heading", { level: 1, name: TEXTS.market.catalogEditTitle }).waitFor();
    await page.getByLabel(TEXTS.market.searchLabel).fill("Eau micellaire");
    await page.getByRole("button", { name: "Rechercher" }).click();
    const row = page.getByTestId("catalog-row").filter({ hasText: "Eau micellaire" }).first();
    await row.waitFor();
    const name = (await row.locator("td").first().textContent()) ?? "";
    const sameRow = page.getByTestId("catalog-row").filter({ hasText: name }).first();

    await sameRow
      .getByRole("button", { name: `${TEXTS.market.edit} ${name}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(TEXTS.market.stockPrice).fill("9,90");
    await dialog.getByLabel(TEXTS.market.stockQuantity).fill("42");
    await dialog.getByTestId("product-save").click();
    await dialog.waitFor({ state: "detached" });
    await sameRow.filter({ hasText: "9,90" }).filter({ hasText: "42" }).waitFor();

    await sameRow
      .getByRole("button", { name: `${TEXTS.discounts.label} : ${name}`, exact: true })
      .click();
    const discount = page.getByRole("dialog");
    await discount.getByLabel(TEXTS.discounts.price).fill("12,00");
    await discount.getByTestId("discount-save").click();
    // above the normal price: the shared rule's French message, under the price, nothing sent
    await page.getByText(/^Le prix remisé doit être inférieur au prix normal/).waitFor();
    await discount.getByLabel(TEXTS.discounts.price).fill("7,50");
    await discount.getByTestId("discount-save").click();
    await discount.waitFor({ state: "detached" });
    const list = page.getByRole("region", { name: TEXTS.discounts.label });
    await list
      .getByRole("listitem")
      .filter({ hasText: name })
      .filter({ hasText: "7,50" })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "catalog-edit.png"), fullPage: true });

    // « Supprimer » asks first and says what goes; confirmed, the product leaves the pharmacy's
    // catalogue, and its discount with it
    const rows = page.getByTestId("catalog-row").filter({ hasText: name });
    const before = await rows.count();
    await sameRow
      .getByRole("button", { name: `${TEXTS.actions.delete} : ${name}`, exact: true })
      .click();
    const confirm = page.getByRole("dialog", { name: format(TEXTS.market.removeTitle, { name }) });
    await confirm.getByText(TEXTS.market.removeStock).waitFor();
    await animationsDone(page);
    expect(await violations(page)).toEqual([]);
    await confirm.getByRole("button", { name: TEXTS.market.removeFromCatalog }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => rows.count()).toBe(before - 1);
    await list
      .getByRole("listitem")
      .filter({ hasText: name })
      .filter({ hasText: "7,50" })
      .waitFor({ state: "detached" });
  });
});
