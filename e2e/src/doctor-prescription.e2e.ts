/**
 * A doctor's prescription, in Chromium (issue 9 §3): Dr Durand (medecin@demo.fr, desktop) sends a
 * two-page PDF prescription to his patient Léa (patient@demo.fr, phone) from her contact page; it
 * appears in her feed live; she forwards it to her pharmacy in one click; the pharmacy
 * (pharmacie@demo.fr) sets « Prêt » and Léa sees it live, all without reloading. The viewer
 * shows both pages with page navigation, the details modal the status history; axe-clean on both
 * at 390×844 and 1440×900. The doctor's details show no pharmacy step: its messages are Léa's.
 */
import path from "node:path";
import { writeFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { format, STATUS_MESSAGES, TEXTS } from "@reseau/shared";
import { animationsDone, AXE_SIZES, violations } from "./axe.js";
import { twoPagePdf } from "./files.js";
import { ARTIFACTS, loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();

/** `email` signed in on a phone or a desktop, showing `path` (by default their start page). */
const openAs = (email: string, phone: boolean, path?: string): Promise<Page> =>
  loggedInPage(journey, email, phone ? AXE_SIZES[0] : AXE_SIZES[1], path);

/** axe at the phone's and the desktop's size, on what `page` shows now. */
async function axeAtBothSizes(page: Page, label: string): Promise<void> {
  for (const size of AXE_SIZES) {
    await page.setViewportSize(size.viewport);
    // Mantine's dialogs animate in: let them settle before axe reads the colours
    await animationsDone(page);
    expect(await violations(page), `${label} at ${size.name}`).toEqual([]);
  }
}

describe("a doctor's prescription, forwarded by the patient to her pharmacy (issue 9 §3)", () => {
  it("goes doctor → patient → pharmacy → « Prêt » live, with the viewer and its details", async () => {
    const { server } = journey;
    const [doctor, patient, pharmacy] = await Promise.all([
      openAs("medecin@demo.fr", false, "/contacts?initiale=M"),
      openAs("patient@demo.fr", true, "/feed"),
      openAs("pharmacie@demo.fr", false),
    ]);
    await patient.locator('[data-testid^="feed-doc-"]').first().waitFor();
    await pharmacy.waitForURL("**/dashboard");

    // The doctor opens Léa's contact page and sends her a two-page PDF prescription.
    await doctor.getByTestId("contact-card").filter({ hasText: "Léa Martin" }).click();
    await doctor.getByRole("heading", { level: 1, name: "Léa Martin" }).waitFor();
    await doctor.getByRole("button", { name: TEXTS.documents.sendTitle }).click();
    const pdfPath = path.join(journey.workDir, "ordonnance-durand.pdf");
    await writeFile(pdfPath, twoPagePdf());
    await doctor.getByTestId("document-file-input").setInputFiles(pdfPath);
    await doctor.getByTestId("pdf-keep").click();
    await doctor.getByTestId("document-preview").waitFor();
    await doctor.getByTestId("document-name").fill("Ordonnance du Dr Durand — angine");
    const uploaded = doctor.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/feed/documents"),
    );
    await doctor.getByTestId("document-send").click();
    const created = (await (await uploaded).json()) as { id: string; type: string };
    expect(created.type).toBe("PRESC_DRUG");
    await doctor.getByText(TEXTS.share.shared).first().waitFor();

    // Léa sees it arrive in her feed without reloading, and forwards it to her pharmacy.
    const card = patient.getByTestId(`feed-doc-${created.id}`);
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole("button", { name: TEXTS.forward.toPharmacy }).click();
    await patient.getByText(TEXTS.share.sentToPharmacy).first().waitFor();
    await card.getByRole("button", { name: TEXTS.forward.toPharmacy }).waitFor({
      state: "detached",
    });

    // The pharmacy sees it arrive live, under Léa's name, and sets « Prêt ».
    const row = pharmacy.getByTestId(`doc-row-${created.id}`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/Léa Martin/);
    await row.click();
    await pharmacy.getByTestId("status-menu").click();
    await pharmacy.getByRole("menuitem", { name: "Prêt" }).click();
    await row.waitFor({ state: "detached" });

    // Léa reads the pharmacy's message live, in her card: the message went to her.
    await card
      .locator('[data-testid^="conversation-msg-"]')
      .filter({ hasText: STATUS_MESSAGES.READY })
      .first()
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toMatch(/Prête/);

    // The viewer: both pages, « Page suivante », then the details with the history.
    await card.getByRole("button", { name: TEXTS.feed.open }).click();
    const viewer = patient.getByRole("dialog").filter({ has: patient.getByTestId("pdf-pages") });
    await viewer.getByText(format(TEXTS.viewer.pageOf, { page: 1, pages: 2 })).waitFor({
      timeout: 30_000,
    });
    expect(await viewer.getByTestId("pdf-pages").locator("canvas").count()).toBe(2);
    await viewer.getByRole("button", { name: TEXTS.viewer.nextPage }).click();
    await viewer.getByText(format(TEXTS.viewer.pageOf, { page: 2, pages: 2 })).waitFor();
    await axeAtBothSizes(patient, "viewer");
    await patient.setViewportSize(AXE_SIZES[0].viewport);
    await patient.screenshot({ path: path.join(ARTIFACTS, "doctor-prescription-viewer.png") });

    await viewer.getByTestId("open-details").click();
    const details = patient.getByRole("dialog", { name: TEXTS.details.title });
    const history = details.getByTestId("status-history");
    await history.getByText(/^Prêt — Pharmacie/).waitFor();
    expect(await history.locator("li").first().textContent()).toMatch(/Nouveau — .*Durand/);
    await details
      .getByText("Dr Paul Durand")
      .or(details.getByText("Paul Durand"))
      .first()
      .waitFor();
    await axeAtBothSizes(patient, "details");
    await patient.screenshot({ path: path.join(ARTIFACTS, "doctor-prescription-details.png") });

    // The doctor sees the status, never the pharmacy's messages to Léa.
    await doctor.goto(`${server.baseUrl}/modal-doc-details?id=${created.id}`);
    const doctorHistory = doctor.getByTestId("status-history");
    await doctorHistory.locator("li").first().waitFor();
    expect(await doctor.getByTestId("document-details").textContent()).toMatch(/Prêt/);
    expect(await doctorHistory.locator("li").count()).toBe(1);

    for (const page of [doctor, patient, pharmacy]) await page.context().close();
  });
});
