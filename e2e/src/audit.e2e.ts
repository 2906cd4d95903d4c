/**
 * Who read my documents (issue 24 §2), in Chromium, from the demo data: the pharmacy
 * (pharmacie@demo.fr) opens Léa Martin's « Ordonnance renouvelable » from its dashboard; Léa
 * (patient@demo.fr) sees that read — the date, « Pharmacie du Centre », the document — on
 * /compte without a click; the pharmacy finds it in Léa's folder under « Mes consultations de ses
 * documents ». At 390×844 and 1440×900, axe-core finding no serious or critical violation.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { ARTIFACTS, loggedInPage, setUpJourney } from "./journey.js";
import { AXE_SIZES, violations } from "./axe.js";

const T = TEXTS.audit;
const journey = setUpJourney();
const DOCUMENT = "Ordonnance renouvelable";

describe("who read my documents, in Chromium (issue 24 §2)", () => {
  for (const size of AXE_SIZES) {
    it(`the patient sees the pharmacy's read on /compte (${size.name})`, async () => {
      // the pharmacy opens Léa's prescription from its queue
      const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", size, "/dashboard");
      const row = pharmacy
        .locator('[data-testid^="doc-row-"]')
        .filter({ hasText: "Léa Martin" })
        .filter({ hasText: DOCUMENT })
        .first();
      // a card on a phone opens its document in the sliding panel, a row on a desktop beside it
      if (size.isMobile) await row.getByRole("button", { name: /^Ouvrir/ }).click();
      else await row.click();
      await pharmacy
        .getByRole("img", { name: DOCUMENT })
        .filter({ visible: true })
        .first()
        .waitFor();

      // Léa's /compte shows it, without a click
      const patient = await loggedInPage(journey, "patient@demo.fr", size, "/compte");
      await patient.getByRole("heading", { level: 2, name: T.title }).waitFor();
      const table = patient.getByRole("table", { name: T.title });
      const read = table
        .getByRole("row")
        .filter({ hasText: "Pharmacie du Centre" })
        .filter({ hasText: DOCUMENT })
        .first();
      await read.waitFor();
      // the date, in Paris time: « 28/11/2026 05:41 »-like
      expect(await read.getByRole("cell").first().textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      expect(await violations(patient)).toEqual([]);
      await patient.screenshot({
        path: path.join(ARTIFACTS, `audit-account-${size.name}.png`),
        fullPage: true,
      });

      // the pharmacy's own reads, in Léa's folder
      await pharmacy.goto(`${journey.server.baseUrl}/dossiers-patients`);
      await pharmacy.getByRole("searchbox", { name: TEXTS.patients.searchLabel }).fill("Martin");
      await pharmacy.getByRole("link", { name: "Léa Martin" }).first().click();
      await pharmacy.getByRole("heading", { level: 2, name: T.folderTitle }).waitFor();
      await pharmacy
        .getByRole("table", { name: T.folderTitle })
        .getByRole("row")
        .filter({ hasText: DOCUMENT })
        .first()
        .waitFor();
      expect(await violations(pharmacy)).toEqual([]);
      await patient.context().close();
      await pharmacy.context().close();
    });
  }
});
