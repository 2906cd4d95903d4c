/**
 * Laboratory results (issue 10 §1, §2), in Chromium: the laboratory (labo@demo.fr, desktop) lands
 * on /analyses, imports an HPRIM file for Léa Martin, shares and notifies it; Léa, on her phone,
 * opens her result and sees each value's bar; the laboratory's list shows « Résultats ouverts »
 * without a reload. axe-core finds no serious or critical violation on /analyses and on the
 * result view, at 390×844 and 1440×900. Issue 18 §4: Léa opens a result on its bars from her
 * feed, « Mes dossiers » › « Tous » and « Résultats d'analyse »; each bar is named by its value
 * and range; the laboratory's list titles a result « MARTIN Léa — 20/03/2026 »; at both sizes.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, statusLabel, TEXTS } from "@reseau/shared";
import { ARTIFACTS, loggedInPage, setUpJourney } from "./journey.js";
import { animationsDone, AXE_SIZES, violations } from "./axe.js";

const T = TEXTS.labs;
const journey = setUpJourney();

/** `email` signed in at `size`, showing `path` (by default their start page). */
const pageAt = (size: (typeof AXE_SIZES)[number], email: string, path?: string): Promise<Page> =>
  loggedInPage(journey, email, size, path);

const [PHONE, DESKTOP] = AXE_SIZES;

/** Léa Martin's HPRIM Médecins file, in ISO-8859-1 with CRLF, as a lab's software writes it. */
const LEA_FILE = [
  "0000077",
  "MARTIN",
  "LEA",
  "8 RUE DE LA REPUBLIQUE",
  "",
  "69002 LYON",
  "12/04/1990",
  "",
  "  123456",
  "23/03/2026",
  "Laboratoire d'analyses Bellecour",
  "",
  "Bilan martial. Prélèvement à jeun.",
  "****LAB****",
  "RES|Ferritine|FERR|N|12|µg/l|15|150|L|F",
  "RES|Fer sérique|FER|N|15,2|µmol/l|10,0|30,0|N|F",
  "RES|Transferrine|TRF|N|3,9|g/l|2,0|3,6|H|F",
  "****FIN****",
  "****FINFICHIER****",
  "",
].join("\r\n");

describe("laboratory results, in Chromium (issue 10)", () => {
  it("the lab imports, shares and notifies; Léa opens her bars; the lab sees it live", async () => {
    const lab = await pageAt(DESKTOP, "labo@demo.fr");
    const base = journey.server.baseUrl;
    // a laboratory starts on its analysis results (000 §2)
    await lab.waitForURL("**/analyses");
    await lab.getByRole("heading", { level: 1, name: T.title }).waitFor();
    await lab.getByRole("list", { name: T.title }).waitFor();
    expect(await violations(lab)).toEqual([]);

    const file = path.join(journey.workDir, "bilan-martin.hpr");
    await writeFile(file, Buffer.from(LEA_FILE, "latin1"));
    await lab.getByTestId("hprim-input").setInputFiles(file);
    await lab.getByText(format(T.imported, { count: 1 })).waitFor();

    // not yet notified: the new result, for the patient the lab already knows
    await lab.getByRole("combobox", { name: T.statusFilter }).click();
    await lab.getByRole("option", { name: T.notNotified }).click();
    const row = lab.getByRole("listitem").filter({ hasText: "bilan-martin.hpr" });
    await row.getByRole("link", { name: "MARTIN LEA — 23/03/2026" }).click();
    await lab.waitForURL("**/resultats/**");
    const id = lab.url().split("/resultats/")[1] ?? "";
    await lab.getByRole("heading", { level: 1, name: T.resultTitle }).waitFor();
    expect(await lab.getByRole("img", { name: /valeurs normales de/ }).count()).toBe(3);
    expect(await violations(lab)).toEqual([]);
    await lab.getByRole("button", { name: T.shareAndNotify }).click();
    await lab.getByText(T.notified).waitFor();

    // back on the list, filtered on RESULTS_READY
    await lab.goto(`${base}/analyses`);
    const mine = lab.locator("li", { has: lab.locator(`a[href="/resultats/${id}"]`) });
    await mine.getByText(statusLabel("RESULTS_READY") ?? "").waitFor();

    // Léa, on her phone, opens the result from her feed (the mail links to the same page)
    const lea = await pageAt(PHONE, "patient@demo.fr", "/feed");
    await lea
      .getByTestId(`feed-doc-${id}`)
      .getByRole("button", { name: T.seeResults, exact: true })
      .click();
    await lea.waitForURL(`**/resultats/${id}`);
    await lea.getByRole("heading", { level: 1, name: T.resultTitle }).waitFor();
    for (const name of [
      "Ferritine : 12 µg/l, valeurs normales de 15 à 150 µg/l — En dessous des normes",
      "Fer sérique : 15,2 µmol/l, valeurs normales de 10 à 30 µmol/l",
      "Transferrine : 3,9 g/l, valeurs normales de 2 à 3,6 g/l — Au-dessus des normes",
    ]) {
      await lea.getByRole("img", { name }).waitFor();
    }
    await lea
      .getByText(statusLabel("RESULTS_OPENED") ?? "")
      .first()
      .waitFor();
    const width = await lea.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await violations(lea)).toEqual([]);
    await lea.screenshot({ path: path.join(ARTIFACTS, "lab-result-phone.png"), fullPage: true });

    // the lab's list changed by itself (updateDoc), no reload
    await mine.getByText(statusLabel("RESULTS_OPENED") ?? "").waitFor();
    await lab.screenshot({ path: path.join(ARTIFACTS, "lab-results-desktop.png") });

    // the other sizes: /analyses on a phone, the patient's view on a desktop
    const labPhone = await pageAt(PHONE, "labo@demo.fr");
    await labPhone.getByRole("list", { name: T.title }).waitFor();
    expect(await violations(labPhone)).toEqual([]);
    const leaDesktop = await pageAt(DESKTOP, "patient@demo.fr", `/resultats/${id}`);
    await leaDesktop.getByTestId("result-table").waitFor();
    expect(await violations(leaDesktop)).toEqual([]);
    for (const page of [lab, lea, labPhone, leaDesktop]) await page.context().close();
  });

  it("issue 18 §4: a result opens on its bars from the feed and every folder, its bars say value and range, the lab's list names it by patient and day", async () => {
    const base = journey.server.baseUrl;
    const NAME = "bilan-novembre.hpr";
    const TITLE = "MARTIN LEA — 26/11/2026";
    const FERRITIN =
      "Ferritine : 12 µg/l, valeurs normales de 15 à 150 µg/l — En dessous des normes";
    // the laboratory imports Léa's file of 26/11/2026, shares and notifies it
    const lab = await pageAt(DESKTOP, "labo@demo.fr");
    await lab.getByRole("list", { name: T.title }).waitFor();
    const file = path.join(journey.workDir, NAME);
    await writeFile(file, Buffer.from(LEA_FILE.replace("23/03/2026", "26/11/2026"), "latin1"));
    await lab.getByTestId("hprim-input").setInputFiles(file);
    await lab.getByText(format(T.imported, { count: 1 })).waitFor();
    // titled by the patient and the exam's day; the file's name is only the line under it
    const row = lab.getByRole("listitem").filter({ hasText: NAME });
    expect(await row.getByRole("link", { name: NAME }).count()).toBe(0);
    await row.getByRole("link", { name: TITLE, exact: true }).click();
    await lab.getByRole("button", { name: T.shareAndNotify }).click();
    await lab.getByTestId("notify-outcome").getByText(T.notified).waitFor();

    for (const size of AXE_SIZES) {
      const lea = await pageAt(size, "patient@demo.fr");
      const where = [
        ["/feed", '[data-testid^="feed-doc-"]'],
        ["/feed-dossier", '[data-testid^="folder-doc-"]'],
        ["/feed-dossier?dossier=D_ANALYS", '[data-testid^="folder-doc-"]'],
      ] as const;
      for (const [list, cards] of where) {
        await lea.goto(`${base}${list}`);
        const card = lea.locator(cards).filter({ hasText: NAME });
        await card.waitFor();
        if (list.includes("D_ANALYS")) {
          // « Résultats d'analyse » holds the results the laboratory shared with her
          await animationsDone(lea);
          expect(await violations(lea)).toEqual([]);
          const width = await lea.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(size.viewport.width);
        }
        await card.getByRole("button", { name: T.seeResults, exact: true }).click();
        await lea.waitForURL("**/resultats/**");
        // its table (a list on a phone) and bars, never the picture viewer's failure
        await lea.getByTestId(size.isMobile ? "result-list" : "result-table").waitFor();
        await lea.getByRole("img", { name: FERRITIN }).waitFor();
        expect(await lea.getByText(TEXTS.documents.enlargeError).count()).toBe(0);
        expect(await lea.getByRole("img", { name: /Position/ }).count()).toBe(0);
      }
      await lea.screenshot({
        path: path.join(ARTIFACTS, `lab-result-from-folder-${size.name}.png`),
        fullPage: true,
      });
      await lea.context().close();

      // the laboratory's list at this size: the same title
      const labAt = await pageAt(size, "labo@demo.fr");
      await labAt.getByRole("link", { name: TITLE, exact: true }).waitFor();
      expect(await violations(labAt)).toEqual([]);
      await labAt.context().close();
    }
    await lab.context().close();
  });
});
