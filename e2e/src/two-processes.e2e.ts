/**
 * Two server processes, one product (issue 23 §3), in Chromium: the journey's server and a second
 * process of the same deployment (`joinServer`: the same PostgreSQL database and files, its own
 * port), as `WEB_CONCURRENCY` or a reverse proxy in front of several `npm start` would run them.
 * Léa, on her phone, is served by the first; Pharmacie du Centre, at its desk, by the second.
 * Her prescription, sent through the first, reaches the pharmacy's open dashboard live through
 * the second; the pharmacy's « En cours » and « Prêt », set through the second, reach her open
 * feed live through the first: events cross processes both ways (socket.io's PostgreSQL adapter).
 *
 * Runs where the journeys run on PostgreSQL (`E2E_DATABASE_URL`, as `.ci/run` sets when a server
 * answers); on the embedded PGlite, which one process only may open, it is skipped and says so.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGES, TEXTS } from "@reseau/shared";
import { AXE_SIZES } from "./axe.js";
import { twoPagePdf } from "./files.js";
import { ARTIFACTS, pageAt, setUpJourney, signIn } from "./journey.js";
import { joinServer, postgresServer, type RunningServer } from "./server.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;
const onPostgres = postgresServer() !== undefined;
if (!onPostgres) {
  console.warn("two-processes.e2e.ts skipped: two processes need PostgreSQL (E2E_DATABASE_URL)");
}

/**
 * Resolves once `page`'s socket.io connection is open: its server answered the namespace's
 * CONNECT packet (`40…`), so an event emitted from now on reaches the page live, not through the
 * lists the app fetches again on connecting. Listen before the page loads.
 */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).startsWith("40")) resolve();
      }),
    );
  });
}

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL (issue 23)", () => {
  let second: RunningServer;
  beforeAll(async () => {
    second = await joinServer(journey.server);
  });
  afterAll(async () => {
    await second?.stop();
  });

  it("Léa on one process, her pharmacy on the other: the prescription loop runs live", async () => {
    const first = journey.server;
    expect(second.baseUrl).not.toBe(first.baseUrl);
    const [pharmacy, patient] = await Promise.all([
      pageAt(journey, DESKTOP),
      pageAt(journey, PHONE),
    ]);
    const connected = Promise.all([socketConnected(pharmacy), socketConnected(patient)]);
    await Promise.all([
      signIn(pharmacy, second.baseUrl, "pharmacie@demo.fr", "/dashboard"),
      signIn(patient, first.baseUrl, "patient@demo.fr", "/feed"),
    ]);
    await patient.locator('[data-testid^="feed-doc-"]').first().waitFor();
    await connected;

    // Léa sends her ordonnance to her pharmacy, through the first process.
    const pdfPath = path.join(journey.workDir, "ordonnance.pdf");
    await writeFile(pdfPath, twoPagePdf());
    await patient.getByTestId("open-document-add").click();
    await patient.getByTestId("document-file-input").setInputFiles(pdfPath);
    await patient.getByTestId("pdf-keep").click();
    await patient.getByTestId("document-preview").waitFor();
    const uploaded = patient.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/feed/documents"),
    );
    await patient.getByTestId("document-send").click();
    const created = await uploaded;
    expect(created.url().startsWith(first.baseUrl)).toBe(true);
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await patient.getByText(TEXTS.share.sentToPharmacy).first().waitFor();

    // The pharmacy, served by the second process, sees it arrive without reloading.
    const row = pharmacy.getByTestId(`doc-row-${id}`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/Léa Martin/);
    await row.click();
    await pharmacy.getByTestId("status-menu").click();
    await pharmacy.getByRole("menuitem", { name: "En cours" }).click();
    await pharmacy.getByLabel("Votre prénom").fill("Marie");
    await pharmacy.getByRole("button", { name: "Valider" }).click();
    await expect.poll(() => row.textContent()).toMatch(/En cours/);

    // Léa, on the first process, sees the pharmacist's message, then « Prête », live.
    await patient.waitForURL("**/feed");
    const card = patient.getByTestId(`feed-doc-${id}`);
    const message = (text: string) =>
      card.locator('[data-testid^="conversation-msg-"]').filter({ hasText: text }).first();
    await message("Marie s'occupe de votre ordonnance.").waitFor({ timeout: 20_000 });
    await pharmacy.getByTestId("status-menu").click();
    await pharmacy.getByRole("menuitem", { name: "Prêt" }).click();
    await row.waitFor({ state: "detached" });
    await message(STATUS_MESSAGES.READY).waitFor({ timeout: 20_000 });
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toMatch(/Prête/);
    await patient.screenshot({ path: path.join(ARTIFACTS, "two-processes-patient.png") });

    await patient.context().close();
    await pharmacy.context().close();
  });
});
