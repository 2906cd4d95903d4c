/**
 * Prescription renewals (issue 10 §3, issue 18 §4), in Chromium against a server whose clock the
 * journey moves (TEST_CLOCK=1, `POST /test/clock`): Léa (patient@demo.fr), on her phone, orders
 * on /renouveler 3 renewals « tous les mois » of a prescription shared with her pharmacy, from
 * tomorrow, seeing the three dates on the calendar, then reads « Votre demande de renouvellement
 * a été envoyée. » and her order « Soumis », its interval in words; at 1440 px she orders another
 * (« Ordonnance renouvelable ») from its card's « Renouveler » in « Mon fil », « tous les 3 mois »,
 * and the card then shows each step once; no script error on her pages; the pharmacy (pharmacie@demo.fr) finds the order « À confirmer » on /renouvellements and
 * confirms it; when the server's clock reaches tomorrow, the first renewal appears « À préparer »
 * on its page, and the document is in its renewals (RENEWING_ACTIVE). axe finds no serious or
 * critical violation on the patient's process and on /renouvellements at 390 and 1440 px.
 */
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addDays,
  frenchDay,
  parisDay,
  parisMidnight,
  TEXTS,
  XSRF_COOKIE,
  XSRF_HEADER,
  type FeedItem,
} from "@reseau/shared";
import type { Page } from "playwright-core";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";
import { AXE_SIZES, violations } from "./axe.js";

const journey = setUpJourney({ env: async () => ({ TEST_CLOCK: "1" }) });

/** Moves the server's clock (test only), as the signed-in user of `context`. */
async function setServerClock(context: BrowserContext, at: Date): Promise<void> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  const response = await context.request.post(`${journey.server.baseUrl}/test/clock`, {
    headers: { [XSRF_HEADER]: xsrf ?? "" },
    data: { now: at.toISOString() },
  });
  expect(response.status()).toBe(200);
}

const [PHONE, DESKTOP] = AXE_SIZES;

/** The script errors `page` raises from now on (a renewal once raised one, issue 18 §4). */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("prescription renewals, in Chromium (issue 10 §3)", () => {
  it("a patient orders 3 renewals every month, the pharmacy confirms, the first one comes to prepare", async () => {
    const tomorrow = addDays(parisDay(new Date()), 1);
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE);
    const patientErrors = scriptErrors(patient);
    await goToPage(patient, "Renouvellements");
    await patient.waitForURL("**/renouveler");
    await patient.getByRole("heading", { level: 1, name: TEXTS.renewals.processTitle }).waitFor();

    const select = patient.getByTestId("renew-document");
    await select.waitFor();
    const option = select.locator("option", { hasText: "Ordonnance du Dr Durand" }).first();
    const iddocument = await option.getAttribute("value");
    expect(iddocument).toBeTruthy();
    await select.selectOption(iddocument ?? "");
    await patient.getByTestId("renew-dtstart").fill(tomorrow);
    await patient.getByTestId("renew-count").fill("3");
    // the interval in words, a month unless she picks another
    const monthly = patient.getByRole("radio", { name: TEXTS.renewals.intervals.monthly });
    expect(await monthly.isChecked()).toBe(true);
    await patient.getByRole("radio", { name: TEXTS.renewals.intervalOther }).check();
    await patient.getByLabel(TEXTS.renewals.stepLabel).fill("28");
    await patient.locator(`[data-renewal-day="${addDays(tomorrow, 28)}"]`).waitFor();
    await monthly.check();
    expect(await patient.getByLabel(TEXTS.renewals.stepLabel).count()).toBe(0);
    // the calendar marks the three days, a month apart
    const days = [tomorrow, addDays(tomorrow, 30), addDays(tomorrow, 60)];
    for (const day of days) await patient.locator(`[data-renewal-day="${day}"]`).waitFor();
    expect(await patient.locator("[data-renewal-day]").count()).toBe(3);
    expect(await patient.getByTestId("renewal-dates").textContent()).toBe(
      days.map(frenchDay).join(""),
    );
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "renew-phone.png"), fullPage: true });

    await patient.getByTestId("renew-submit").click();
    await patient.getByText(TEXTS.renewals.ordered).waitFor();
    const mine = patient
      .getByTestId("patient-order")
      .filter({ hasText: "Ordonnance du Dr Durand" })
      .first();
    // the status as written (« Soumis », not « SOUMIS »), the interval in words
    const submitted = mine.locator('[data-renewal-status="SUBMITTED"]');
    await submitted.waitFor();
    expect(await submitted.innerText()).toBe(TEXTS.renewals.statuses.SUBMITTED);
    await mine.getByText("3 renouvellements, tous les mois").waitFor();
    // ordered: it is no longer offered
    await expect.poll(() => select.locator(`option[value="${iddocument ?? ""}"]`).count()).toBe(0);
    expect(patientErrors).toEqual([]);

    // at 1440 px, from the card of another prescription in « Mon fil »
    const desktopPatient = await loggedInPage(journey, "patient@demo.fr", DESKTOP);
    const desktopErrors = scriptErrors(desktopPatient);
    await goToPage(desktopPatient, "Mon fil");
    const card = desktopPatient
      .locator('[data-testid^="feed-doc-"]')
      .filter({ has: desktopPatient.getByText("Ordonnance renouvelable", { exact: true }) });
    const renew = card.getByRole("button", { name: TEXTS.renewals.renewButton });
    await renew.click();
    await desktopPatient.waitForURL("**/renouveler?ordonnance=*");
    const cardId = new URL(desktopPatient.url()).searchParams.get("ordonnance");
    const desktopSelect = desktopPatient.getByTestId("renew-document");
    await expect.poll(() => desktopSelect.inputValue()).toBe(cardId);
    await desktopPatient.getByRole("radio", { name: TEXTS.renewals.intervals.quarterly }).check();
    await desktopPatient.locator(`[data-renewal-day="${addDays(tomorrow, 90)}"]`).waitFor();
    expect(await violations(desktopPatient)).toEqual([]);
    await desktopPatient.getByTestId("renew-submit").click();
    await desktopPatient.getByText(TEXTS.renewals.ordered).waitFor();
    const quarterly = desktopPatient
      .getByTestId("patient-order")
      .filter({ has: desktopPatient.getByText("Ordonnance renouvelable", { exact: true }) })
      .first();
    await quarterly.getByText("3 renouvellements, tous les 3 mois").waitFor();
    await desktopPatient.screenshot({
      path: path.join(ARTIFACTS, "renew-desktop.png"),
      fullPage: true,
    });
    // back on its card: « Renouvellement proposé », each step once, no second « Renouveler »
    await goToPage(desktopPatient, "Mon fil");
    await card.locator('[data-step="RENEWING_STANDBY"]').waitFor();
    const steps = await card
      .locator("[data-step]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-step")));
    expect(new Set(steps).size).toBe(steps.length);
    expect(await renew.count()).toBe(0);
    expect(desktopErrors).toEqual([]);
    await desktopPatient.context().close();

    // the pharmacy confirms it
    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP);
    await goToPage(pharmacy, "Renouvellements");
    await pharmacy.waitForURL("**/renouvellements");
    await pharmacy.getByRole("heading", { level: 1, name: TEXTS.renewals.pageTitle }).waitFor();
    const toConfirm = pharmacy
      .getByTestId("renewals-to-confirm")
      .getByTestId("renewal-order")
      .filter({ hasText: "Ordonnance du Dr Durand" });
    await toConfirm.waitFor();
    await toConfirm.getByText(TEXTS.renewals.unread).waitFor();
    // the demo's own orders: one to confirm, one reached and to prepare
    await pharmacy
      .getByTestId("renewals-to-confirm")
      .getByText("Ordonnance renouvelable — traitement de fond")
      .waitFor();
    await pharmacy
      .getByTestId("renewals-to-prepare")
      .getByText("Ordonnance renouvelable — contraception")
      .waitFor();
    expect(await violations(pharmacy)).toEqual([]);
    await toConfirm.getByTestId("renewal-confirm").click();
    await pharmacy.getByText(TEXTS.renewals.confirmed).waitFor();
    const active = pharmacy
      .getByTestId("renewals-active")
      .getByTestId("renewal-order")
      .filter({ hasText: "Ordonnance du Dr Durand" });
    await active.getByText(TEXTS.renewals.statuses.CONFIRMED).waitFor();
    // the patient sees it confirmed, live
    await mine.getByText(TEXTS.renewals.statuses.CONFIRMED).waitFor();

    const phonePharmacy = await loggedInPage(
      journey,
      "pharmacie@demo.fr",
      PHONE,
      "/renouvellements",
    );
    await phonePharmacy
      .getByTestId("renewals-active")
      .getByTestId("renewal-order")
      .first()
      .waitFor();
    expect(await violations(phonePharmacy)).toEqual([]);
    await phonePharmacy.context().close();

    // tomorrow, 08:00 in Paris: the first renewal comes to prepare, live
    const toPrepare = pharmacy
      .getByTestId("renewals-to-prepare")
      .getByTestId("renewal-order")
      .filter({ hasText: "Ordonnance du Dr Durand" });
    expect(await toPrepare.count()).toBe(0);
    await setServerClock(
      pharmacy.context(),
      new Date(parisMidnight(tomorrow).getTime() + 8 * 3_600_000),
    );
    await toPrepare
      .getByTestId("renewal-prepare-date")
      .filter({ hasText: frenchDay(tomorrow) })
      .waitFor();
    await pharmacy.screenshot({
      path: path.join(ARTIFACTS, "renewals-desktop.png"),
      fullPage: true,
    });
    // in the pharmacy's renewals: the document is RENEWING_ACTIVE, with the message to prepare
    const feed = (await (
      await pharmacy
        .context()
        .request.get(`${journey.server.baseUrl}/api/feed?status=RENEWING_ACTIVE&limit=50`)
    ).json()) as FeedItem[];
    expect(feed.some((item) => item.id === iddocument)).toBe(true);
    await pharmacy.context().close();
    await patient.context().close();
  });
});
