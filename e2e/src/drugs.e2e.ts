/**
 * The drug guide (issue 19 §4): a visitor without an account opens « /notices », types « doli »,
 * opens a DOLIPRANE and reads its name (the h1), a CIP13 code and its substance « paracétamol »;
 * axe finds nothing serious on either page, at 390 and 1440 px.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, pageAt, setUpJourney } from "./journey.js";

const T = TEXTS.drugs;
const journey = setUpJourney();

describe("the drug guide, for a visitor (issue 19 §4)", () => {
  it("finds DOLIPRANE from « doli » and reads its page, at 390 and 1440 px", async () => {
    for (const size of AXE_SIZES) {
      const page = await pageAt(journey, size);
      await page.goto(`${journey.server.baseUrl}/notices`);
      await page.getByRole("heading", { level: 1, name: T.title }).waitFor();

      await page.getByLabel(T.searchLabel).fill("doli");
      const first = page.getByRole("link", { name: /^DOLIPRANE/ }).first();
      await first.waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `drugs-search-${size.name}.png`) });

      const name = (await first.textContent()) ?? "";
      await first.click();
      await page.waitForURL(/\/medicament\/\d{8}$/);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page
        .getByText(/CIP13 34009\d{8}/)
        .first()
        .waitFor();
      await page
        .getByText(/paracétamol/)
        .first()
        .waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `drugs-drug-${size.name}.png`) });
      await page.context().close();
    }
  });
});
