/**
 * « Nous contacter » (issue 19 §4): a visitor, from « À propos », writes to the group with her
 * phone and sees it sent; an empty message is refused in French before anything leaves; axe
 * finds nothing serious at 390 and 1440 px.
 */
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { pageAt, setUpJourney } from "./journey.js";

const journey = setUpJourney();

describe("« Nous contacter », in Chromium (issue 19 §4)", () => {
  it("a visitor writes to the group from « À propos », at 390 and 1440 px", async () => {
    for (const size of AXE_SIZES) {
      const page = await pageAt(journey, size);
      await page.goto(`${journey.server.baseUrl}/apropos`);
      await page.getByRole("link", { name: TEXTS.contactUs.title }).click();
      await page.getByRole("heading", { level: 1, name: TEXTS.contactUs.title }).waitFor();
      await page.getByRole("button", { name: TEXTS.actions.send }).click();
      await page.getByText(TEXTS.contactUs.empty).waitFor();
      await page.getByLabel(TEXTS.feed.messageHint).fill("Êtes-vous ouverts le dimanche ?");
      await page.getByLabel(TEXTS.contactUs.phone).fill("06 12 34 56 78");
      const sent = page.waitForResponse((answer) => answer.url().endsWith("/ws/contact-us"));
      await page.getByRole("button", { name: TEXTS.actions.send }).click();
      expect((await sent).status()).toBe(200);
      await page.getByTestId("contact-us-sent").waitFor();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
