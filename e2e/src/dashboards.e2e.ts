/**
 * The pro dashboards (issue 9 §2, 000 §2): a pharmacist moves between the states of her
 * dashboard and sees their counts change live when a patient sends a prescription; the optician
 * lands on /dashboard-optique and sets a status on an optical prescription; a doctor lands on his
 * dashboard; a pro edits its opening hours on /profil-pro and finds them after a reload. The
 * optician dashboard and the pro profile are axe-clean on a phone and a desktop.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { goToPage, logIn, loggedInPage, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/** `expect.poll` with room for a loaded machine. */
const patiently = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

/** A 1×1 JPEG, the prescription the patient sends. */
const JPEG =
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=";

const desktop = () =>
  journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width: 1440, height: 900 },
  });

/** The number a tab shows: « Nouveaux (3) » → 3. */
async function countOn(page: Page, label: string): Promise<number> {
  const text = (await page.getByTestId("dashboard-filter").textContent()) ?? "";
  const match = new RegExp(`${label} \\((\\d+)\\)`).exec(text);
  if (!match) throw new Error(`no count for ${label} in ${text}`);
  return Number(match[1]);
}

/** The patient's side through the API, with her session cookie and the XSRF header. */
async function patientSends(context: BrowserContext, name: string): Promise<void> {
  const base = journey.server.baseUrl;
  const xsrf = async () =>
    (await context.cookies(base)).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const send = async (method: "post" | "put", url: string, data: unknown) => {
    const response = await context.request[method](`${base}${url}`, {
      data,
      headers: { "X-XSRF-TOKEN": await xsrf() },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: string; idpharma?: string | null };
  };
  await context.request.get(`${base}/ws/health`);
  const patient = await send("post", "/ws/login", {
    login: "patient@demo.fr",
    password: "demo1234",
  });
  const document = await send("post", "/feed/documents", {
    name,
    type: "PRESC_DRUG",
    mime: "image/jpeg",
    data: JPEG,
  });
  await send("put", `/feed/documents/${document.id}/share`, { sharers: [patient.idpharma] });
}

describe("the pro dashboards, in Chromium", () => {
  it("a pharmacist moves between states and sees the counts change when a patient sends", async () => {
    const context = await desktop();
    const page = await context.newPage();
    await signIn(page, journey.server.baseUrl, "pharmacie@demo.fr");
    await page.waitForURL("**/dashboard");
    const tabs = page.getByTestId("dashboard-filter");
    await patiently(() => tabs.textContent()).toMatch(/Nouveaux \(\d+\)/);
    await patiently(() => tabs.textContent()).toMatch(/Ordonnances \(\d+\)/);
    const before = {
      queue: await countOn(page, "À traiter"),
      fresh: await countOn(page, "Nouveaux"),
      prescriptions: await countOn(page, "Ordonnances"),
      processed: await countOn(page, "Traités"),
    };

    // « Traités »: the processed documents, the state kept in the address
    await tabs.getByText(/^Traités/).click();
    await page.waitForURL("**/dashboard?etat=DOCS_PROCESSED_ONLY");
    await patiently(() => page.locator('[data-testid^="doc-row-"]').count()).toBe(before.processed);
    // « Nouveaux »
    await tabs.getByText(/^Nouveaux/).click();
    await page.waitForURL("**/dashboard?etat=DOCS_NEW_ONLY");
    await patiently(() => page.locator('[data-testid^="doc-row-"]').count()).toBe(before.fresh);

    // a patient sends a prescription: the counts move at once, the row arrives
    const patient = await journey.browser.newContext();
    await patientSends(patient, "Ordonnance du tableau de bord");
    await patiently(() => countOn(page, "Nouveaux")).toBe(before.fresh + 1);
    expect(await countOn(page, "À traiter")).toBe(before.queue + 1);
    await patiently(() => countOn(page, "Ordonnances")).toBe(before.prescriptions + 1);
    await page
      .locator('[data-testid^="doc-row-"]')
      .filter({ hasText: "Ordonnance du tableau de bord" })
      .waitFor();

    // the directory and the pro profile are states of the dashboard too
    await page.getByTestId("dashboard-links").getByRole("link", { name: "Profil pro" }).click();
    await page.waitForURL("**/profil-pro");
    await patient.close();
    await context.close();
  });

  it("the optician lands on /dashboard-optique and sets a status on an optical prescription", async () => {
    const context = await desktop();
    const page = await context.newPage();
    // through the login form: the optician's own start page is where the form takes him
    await logIn(page, journey.server.baseUrl, "opticien@demo.fr");
    await page.waitForURL("**/dashboard-optique");
    await page.getByRole("heading", { level: 1, name: "Ordonnances optiques" }).waitFor();
    const tabs = page.getByTestId("dashboard-filter");
    // the demo optician has Léa's new prescription and Karim's glasses being made waiting
    await patiently(() => tabs.textContent()).toMatch(/À traiter \(2\)/);
    const processed = await countOn(page, "Traités");
    const row = page
      .locator('[data-testid^="doc-row-"]')
      .filter({ hasText: "Ordonnance lunettes" });
    await row.click();
    await page.getByTestId("document-detail").getByTestId("status-menu").click();
    await page.getByRole("menuitem", { name: "Prêt", exact: true }).click();
    await row.waitFor({ state: "detached" });
    await patiently(() => tabs.textContent()).toMatch(/À traiter \(1\)/);
    expect(await countOn(page, "Traités")).toBe(processed + 1);
    await tabs.getByText(/^Traités/).click();
    await patiently(() => row.textContent()).toMatch(/Prêt/);
    await context.close();
  });

  it("a doctor lands on the documents he received", async () => {
    const context = await desktop();
    const page = await context.newPage();
    await signIn(page, journey.server.baseUrl, "medecin@demo.fr");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1, name: "Documents reçus" }).waitFor();
    await patiently(() => page.getByTestId("dashboard-filter").textContent()).toMatch(
      /Documents reçus \(\d+\)/,
    );
    await context.close();
  });

  it("a pro edits its opening hours on /profil-pro and finds them after a reload", async () => {
    const context = await desktop();
    const page = await context.newPage();
    await signIn(page, journey.server.baseUrl, "medecin@demo.fr", "/profil-pro");
    await page.getByRole("heading", { level: 1, name: "Profil professionnel" }).waitFor();
    const saturday = page.getByTestId("opening-day-5");
    const before = await saturday.locator('input[type="time"]').count();
    await page.getByRole("button", { name: "Ajouter une plage : Samedi" }).click();
    const slot = before + 1;
    await page.getByLabel(`Samedi, plage ${slot} : ouverture`).fill("08:30");
    await page.getByLabel(`Samedi, plage ${slot} : fermeture`).fill("12:15");
    await page.getByLabel("Fax").fill("04 78 00 11 22");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Profil enregistré").waitFor();

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Profil professionnel" }).waitFor();
    expect(await page.getByLabel(`Samedi, plage ${slot} : ouverture`).inputValue()).toBe("08:30");
    expect(await page.getByLabel(`Samedi, plage ${slot} : fermeture`).inputValue()).toBe("12:15");
    expect(await page.getByLabel("Fax").inputValue()).toBe("04 78 00 11 22");
    await context.close();
  });

  it("/dashboard-optique and /profil-pro are axe-clean on a phone and a desktop", async () => {
    for (const size of AXE_SIZES) {
      const page = await loggedInPage(journey, "opticien@demo.fr", size);
      await page.waitForURL("**/dashboard-optique");
      await page.getByTestId("dashboard-filter").waitFor();
      await page
        .locator('[data-testid^="doc-row-"], [data-testid="dashboard-empty"]')
        .first()
        .waitFor();
      expect(await violations(page), `${size.name} /dashboard-optique`).toEqual([]);
      await page.goto(`${journey.server.baseUrl}/profil-pro`);
      await page.getByTestId("opening-hours").waitFor();
      expect(await violations(page), `${size.name} /profil-pro`).toEqual([]);
      await page.context().close();
    }
  });
});

describe("every role lands somewhere useful (issue 18 §5)", () => {
  it("a doctor picks the patient of « Envoyer une ordonnance » by typing, each status in words", async () => {
    for (const size of AXE_SIZES) {
      const page = await loggedInPage(journey, "medecin@demo.fr", size);
      await page.waitForURL("**/dashboard");
      await page.getByRole("button", { name: TEXTS.documents.sendTitle }).click();
      const picker = page.getByTestId("contact-picker");
      await picker.getByLabel(TEXTS.directory.searchPatient).fill("mart");
      const lea = picker.getByRole("checkbox", { name: /Léa Martin/ });
      await lea.waitFor();
      // her account's status is written, not only a coloured dot
      expect(await picker.getByTestId("picker-matches").textContent()).toMatch(
        /^\d+ contacts? correspond/,
      );
      expect(await picker.textContent()).toMatch(
        new RegExp(Object.values(TEXTS.contactPage.status).join("|")),
      );
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it("a group manager sees each member pharmacy's work, the names whole, at 390 and 1440 px", async () => {
    for (const size of AXE_SIZES) {
      const page = await loggedInPage(journey, "groupe.galien@demo.fr", size);
      const overview = page.getByTestId("group-overview");
      await overview.waitFor();
      const members = overview.getByTestId("group-member");
      await expect.poll(() => members.count()).toBeGreaterThan(0);
      for (const member of await members.all()) {
        expect(await member.textContent()).toMatch(
          new RegExp(`${TEXTS.groupOverview.toProcess}.*${TEXTS.groupOverview.openOrders}`),
        );
        // no text of the card is cut
        const cut = await member.evaluate((card) =>
          Array.from(card.querySelectorAll("*"))
            .filter((el) => el.children.length === 0 && el.textContent?.trim())
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent),
        );
        expect(cut).toEqual([]);
      }
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it("a laboratory and a doctor are offered no orders nor renewals, not even by address", async () => {
    for (const [email, start] of [
      ["labo@demo.fr", "/analyses"],
      ["medecin@demo.fr", "/dashboard"],
    ] as const) {
      for (const size of AXE_SIZES) {
        const page = await loggedInPage(journey, email, size);
        await page.waitForURL(`**${start}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        const unwanted = /^(Mes commandes|Renouvellements)$/;
        expect(await page.getByRole("link", { name: unwanted }).count()).toBe(0);
        const menu = page.getByTestId("pages-menu");
        if (await menu.isVisible()) {
          await menu.click();
          await page.getByRole("menu").waitFor();
          expect(await page.getByRole("menuitem", { name: unwanted }).count()).toBe(0);
          await page.keyboard.press("Escape");
        }
        for (const path of ["/mes-commandes", "/renouvellements"]) {
          await page.goto(`${journey.server.baseUrl}${path}`);
          await page.waitForURL(`**${start}`);
        }
        await page.context().close();
      }
    }
  });
});

describe("the statistics (issue 21 §4)", () => {
  it("a pharmacy opens « Statistiques » from its menu and exports them; its group reads one pharmacy's, axe-clean", async () => {
    const [phone, desktop] = AXE_SIZES;
    const page = await loggedInPage(journey, "pharmacie@demo.fr", desktop);
    await goToPage(page, TEXTS.shell.pages.stats);
    await page.getByRole("heading", { level: 1, name: TEXTS.shell.pages.stats }).waitFor();
    // the demo's prescriptions were shared with it within the last 30 days
    const received = page.getByTestId("stats-received");
    await patiently(async () => Number(await received.textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId(/^stats-day-/).count()).toBe(30);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: TEXTS.stats.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^statistiques-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    // the run's Chromium is shared (src/global-setup.ts): the file is saved here to be read
    const saved = path.join(journey.workDir, file.suggestedFilename());
    await file.saveAs(saved);
    const lines = (await readFile(saved, "utf8")).split("\r\n");
    expect(lines[0]?.replace(/^\uFEFF/, "")).toMatch(
      /^Date;Ordonnances reçues;Ordonnances traitées;/,
    );
    expect(lines.filter(Boolean)).toHaveLength(31);
    expect(await violations(page)).toEqual([]);
    await page.context().close();

    const manager = await loggedInPage(journey, "groupe.galien@demo.fr", phone, "/stats");
    const select = manager.getByLabel(TEXTS.stats.pharmacy);
    await manager.getByTestId("stats-received").waitFor();
    await select.selectOption({ label: "Pharmacie du Centre" });
    await patiently(async () =>
      Number(await manager.getByTestId("stats-received").textContent()),
    ).toBeGreaterThan(0);
    expect(await violations(manager)).toEqual([]);
    await manager.context().close();
  });
});
