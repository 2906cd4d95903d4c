/**
 * The made-to-measure skincare wizard in the apoticare app (issue 22 §2, §3, §4), one build under
 * `VARIANT=apoticare`.
 *
 * On her 390 px phone, Léa goes from the first step to the order: her age (20 already there), a
 * goal chosen with the keyboard, the base, the actives (the goal's checked), the formula's type
 * and price (« 49,00 € »), then « Commander » with her names and e-mail filled in; the back
 * button returns to the previous step with her choice, and a reload keeps the step and the
 * choices. axe finds nothing serious at the steps it looks at.
 *
 * At 1440 px, the apoticare pharmacy logs in through `/page-apoticare-login-pro` and lands on its
 * received orders; Léa, whose pharmacy it is, composes from `start` to `commande` and orders; the
 * pharmacy sees the order, « Valider la commande » then « Commander le soin », while Léa's open
 * page shows each status and its message live.
 */
import { XSRF_COOKIE, XSRF_HEADER, TEXTS, type PublicUser } from "@reseau/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AXE_SIZES, violations } from "./axe.js";
import { loggedInPage, logInThroughApi, pageAt, setUpJourney } from "./journey.js";

const [PHONE, DESKTOP] = AXE_SIZES;
const T = TEXTS.apoticare;
const journey = setUpJourney({ env: async () => ({ VARIANT: "apoticare" }) });

/** The euros as Intl writes them (a narrow no-break space before « € »), for a regex. */
const euros = (amount: string) => new RegExp(`${amount}\\s€`);

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

describe("the wizard on a phone (issue 22 §2)", () => {
  it("Léa goes from the first step to the order; back and reload keep her choices", async () => {
    const page = await loggedInPage(journey, "patient@demo.fr", PHONE, "/apoticare");
    await h1(page, T.steps["page-step1-start"]).waitFor();
    expect(new URL(page.url()).pathname).toBe("/apoticare/page-step1-start");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: T.begin }).click();

    await h1(page, T.steps["page-step2-age"]).waitFor();
    expect(await page.getByLabel(T.ageLabel).inputValue()).toBe("20");
    // the goal with the keyboard: the first radio, then the arrows move and choose
    const goals = page.getByRole("radiogroup", { name: T.goalLabel });
    await goals.getByRole("radio", { name: /^Hydrater/ }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => goals.getByRole("radio", { name: /^Raviver l’éclat/ }).isChecked())
      .toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: T.next }).click();

    await h1(page, T.steps["page-step3-base"]).waitFor();
    // back: the previous step, her goal still chosen; forward again
    await page.goBack();
    await h1(page, T.steps["page-step2-age"]).waitFor();
    expect(await goals.getByRole("radio", { name: /^Raviver l’éclat/ }).isChecked()).toBe(true);
    await page.goForward();
    await h1(page, T.steps["page-step3-base"]).waitFor();
    await page.getByRole("button", { name: T.next }).click();

    await h1(page, T.steps["page-step4-actif"]).waitFor();
    const actives = page.getByRole("group", { name: T.activesLabel });
    await expect.poll(() => actives.getByRole("checkbox", { checked: true }).count()).toBe(2);
    await page.getByRole("button", { name: T.next }).click();

    await h1(page, T.steps["page-step5-type"]).waitFor();
    const summary = page.getByTestId("formula-summary");
    await summary.getByRole("heading", { name: euros("49,00") }).waitFor();
    // a reload keeps the step and the choices
    await page.reload();
    await summary.getByRole("heading", { name: euros("49,00") }).waitFor();
    expect(await summary.textContent()).toContain("Raviver l’éclat");
    await page.getByRole("button", { name: T.next }).click();

    await h1(page, T.steps.commande).waitFor();
    expect(await page.getByLabel(/^Prénom/).inputValue()).toBe("Léa");
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe("patient@demo.fr");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: T.order, exact: true }).click();

    await h1(page, T.myOrders).waitFor();
    const newest = page.getByTestId("apoticare-order").first();
    await newest.getByText(T.statuses.NEW_ORDER, { exact: true }).waitFor();
    expect(await newest.textContent()).toContain("Raviver l’éclat");
  });
});

describe("the order and its pharmacy at 1440 px (issue 22 §3, §4)", () => {
  it("Léa orders from her pharmacy, which moves it to PAID while she sees each message live", async () => {
    const baseUrl = journey.server.baseUrl;
    // the pharmacy logs in through the wizard's pro login and lands on its received orders
    const pharmacy = await pageAt(journey, DESKTOP);
    await pharmacy.goto(`${baseUrl}/page-apoticare-login-pro`);
    await h1(pharmacy, T.loginProTitle).waitFor();
    await pharmacy.getByLabel("E-mail ou identifiant").fill("pharmacie.apoticare@demo.fr");
    await pharmacy.getByLabel("Mot de passe").first().fill("demo1234");
    await pharmacy.getByRole("button", { name: "Se connecter" }).click();
    await h1(pharmacy, T.pharmacyOrders).waitFor();
    expect(new URL(pharmacy.url()).pathname).toBe("/apoticare/commandes");
    const pharmacyId = await pharmacy.evaluate(async () => {
      const response = await fetch("/ws/user", { credentials: "include" });
      return ((await response.json()) as PublicUser).id;
    });

    // Léa makes the apoticare pharmacy hers (as « Choisir ma pharmacie » would), then composes
    const patient = await pageAt(journey, DESKTOP);
    const context = patient.context();
    await logInThroughApi(context, baseUrl, "patient@demo.fr");
    const xsrf = (await context.cookies(baseUrl)).find((c) => c.name === XSRF_COOKIE)?.value;
    const chosen = await context.request.put(`${baseUrl}/ws/user`, {
      data: { idpharma: pharmacyId },
      headers: { [XSRF_HEADER]: xsrf ?? "" },
    });
    expect(chosen.status()).toBe(200);
    await patient.goto(`${baseUrl}/apoticare`);
    await h1(patient, T.steps.start).waitFor();
    await patient.getByRole("button", { name: T.begin }).click();
    await h1(patient, T.steps.params).waitFor();
    expect(await patient.getByLabel(T.ageLabel).inputValue()).toBe("20");
    await patient.getByRole("button", { name: T.next }).click();
    await h1(patient, T.steps.formule).waitFor();
    // a choice is written in the address (a navigation): the radio shows it once it has landed
    const spots = patient.getByRole("radio", { name: /^Atténuer les taches/ });
    await spots.click();
    await expect.poll(() => spots.isChecked()).toBe(true);
    await patient.getByRole("button", { name: T.next }).click();
    await h1(patient, T.steps.base).waitFor();
    await patient.getByRole("button", { name: T.next }).click();
    await h1(patient, T.steps.actifs).waitFor();
    await expect.poll(() => patient.getByRole("checkbox", { checked: true }).count()).toBe(2);
    expect(await violations(patient)).toEqual([]);
    await patient.getByRole("button", { name: T.next }).click();
    await h1(patient, T.steps.resume).waitFor();
    await patient
      .getByTestId("formula-summary")
      .getByRole("heading", { name: euros("49,00") })
      .waitFor();
    await patient.getByRole("button", { name: T.next }).click();
    await h1(patient, T.steps.commande).waitFor();
    await patient
      .getByTestId("order-pharmacy")
      .getByText(/Pharmacie Graslin/)
      .waitFor();
    expect(await violations(patient)).toEqual([]);
    await patient.getByRole("button", { name: T.order, exact: true }).click();
    await h1(patient, T.myOrders).waitFor();
    const mine = patient.getByTestId("apoticare-order").first();
    await mine.getByText(T.statuses.NEW_ORDER, { exact: true }).waitFor();

    // the pharmacy's list is read when opened: the new order on top, with its prices
    await pharmacy.reload();
    const received = pharmacy
      .getByTestId("apoticare-order")
      .filter({ hasText: "Atténuer les taches" });
    await received.getByText(euros("30,20")).waitFor();
    expect(await received.textContent()).toMatch(euros("49,00"));
    expect(await violations(pharmacy)).toEqual([]);

    // the message arrives as a toast too, like every message sent live (`newMsg`)
    const toastPROCESSING = patient
      .getByRole("alert")
      .filter({ hasText: T.messages.PROCESSING })
      .waitFor();
    await received.getByRole("button", { name: /^Valider la commande/ }).click();
    await toastPROCESSING;
    await received.getByText(T.statuses.PROCESSING, { exact: true }).waitFor();
    await mine.getByText(T.messages.PROCESSING).waitFor();
    await mine.getByText(T.statuses.PROCESSING, { exact: true }).waitFor();

    // the message arrives as a toast too, like every message sent live (`newMsg`)
    const toastPAID = patient.getByRole("alert").filter({ hasText: T.messages.PAID }).waitFor();
    await received.getByRole("button", { name: /^Commander le soin/ }).click();
    await toastPAID;
    await received.getByText(T.statuses.PAID, { exact: true }).waitFor();
    await mine.getByText(T.messages.PAID).waitFor();
    await mine.getByText(T.statuses.PAID, { exact: true }).waitFor();
  });
});
