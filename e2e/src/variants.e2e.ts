/**
 * One build, a brand by configuration (issue 19 §1): the same built app and server, started with
 * VARIANT=well, show Well Pharma's logo and name in the header, its colour, and « Mini-prix » on
 * the discounted products where the generic app says « Promotions »; axe finds nothing serious at
 * 390 and 1440 px.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS, type AppConfig } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney({ env: async () => ({ VARIANT: "well", GROUP_MODE: "1" }) });

describe("the well variant from the same build (issue 19 §1)", () => {
  it("shows its brand and « Mini-prix » on the catalogue, at 390 and 1440 px", async () => {
    const base = journey.server.baseUrl;
    const config = (await (await fetch(`${base}/ws/config`)).json()) as AppConfig;
    expect(config.variant).toMatchObject({ code: "well", name: "Well Pharma" });
    expect(config.discountLabel).toBe(TEXTS.discounts.labelWell);
    for (const size of AXE_SIZES) {
      const page = await loggedInPage(journey, "patient@demo.fr", size);
      const brand = page.getByTestId("brand");
      await expect.poll(() => brand.textContent()).toBe("Well Pharma");
      expect(await brand.locator("img").getAttribute("src")).toBe("/brand/well.svg");
      // the primary buttons in the brand's colour (violet 9)
      const send = page.getByTestId("open-document-add");
      await expect
        .poll(() => send.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe("rgb(95, 61, 196)");

      await page.goto(`${base}/catalogue-pharmacie`);
      await page.getByRole("heading", { level: 1, name: TEXTS.market.catalogTitle }).waitFor();
      const discounted = page
        .getByRole("article")
        .filter({ hasText: TEXTS.discounts.labelWell })
        .first();
      await discounted.waitFor();
      expect(
        await page.getByRole("article").filter({ hasText: TEXTS.discounts.label }).count(),
      ).toBe(0);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `variant-well-${size.name}.png`) });
      await page.context().close();
    }
  });
});
