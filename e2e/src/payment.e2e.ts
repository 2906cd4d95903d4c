/**
 * Card payment of an order (issue 20 §2), in Chromium against the payment sandbox: on her phone,
 * Léa orders a sunscreen; her order waits for payment; she pays it with the sandbox's 3-D Secure
 * test card — the card goes from the page to the provider, never to our server — confirms on
 * her bank's page, comes back to her orders and reads that it is paid; the pharmacy sees it paid.
 * Then the pharmacy's side (issue 20 §3): it finds her payment among its money moves, refunds one
 * product of a two-product order, and Léa sees the refund among her payments. And a prescription's
 * payment request (issue 20 §2): the pharmacist asks 12,40 €, Léa pays it from her feed, both see
 * « Payé ». And the counter (issue 20 §1): an order left unpaid by card is switched to « Payer au
 * comptoir » and stays reserved for her.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@reseau/psp-sandbox";
import { format, formatCents, TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";

/** The card form's button for `cents`, as the app writes it (`TEXTS.card.pay`), « Payer 12,40 € ». */
const payLabel = (cents: number) => format(TEXTS.card.pay, { total: formatCents(cents) });
/** The same button for any amount: the template with a price in euros in place of `{total}`. */
const ANY_PAY_LABEL = new RegExp(
  `^${TEXTS.card.pay.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{total\\}", "\\d+,\\d{2}\\s€")}$`,
);

const [PHONE, DESKTOP] = AXE_SIZES;
const SUNSCREEN = "Lait solaire enfant SPF50+ 200 ml";
/** The sandbox's card that asks for 3-D Secure (its home page lists them). */
const THREE_D_SECURE_CARD = "4970100000000055";
/** The sandbox's card that pays without 3-D Secure. */
const SUCCESS_CARD = "4970100000000154";
const LIP_STICK = "Stick lèvres SPF30";
const FACE_CREAM = "Crème solaire visage SPF50 50 ml";

let sandbox: Sandbox | undefined;
const journey = setUpJourney({
  env: async () => {
    sandbox = await startSandbox({ port: 0, payoutDelayMs: 0 });
    return {
      CARD_PAYMENT: "on",
      MANGOPAY_BASE_URL: sandbox.url,
      MANGOPAY_CARD_ORIGIN: sandbox.url,
      MANGOPAY_CLIENT_ID: sandbox.clientId,
      MANGOPAY_API_KEY: sandbox.apiKey,
    };
  },
});
afterAll(async () => {
  await sandbox?.stop();
});

describe("card payment of an order, in Chromium (issue 20 §2)", () => {
  it("a patient pays her order with a 3-D Secure card; the pharmacy sees it paid", async () => {
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE);
    const cardSeen: string[] = [];
    // what the page sends to our server: never the card's number
    patient.on("request", (request) => {
      if (
        request.url().startsWith(journey.server.baseUrl) &&
        request.postData()?.includes("4970")
      ) {
        cardSeen.push(request.url());
      }
    });
    await patient.getByTestId("header-cart").click();
    await patient.getByLabel(TEXTS.orders.search).fill("solaire enfant");
    await patient.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${SUNSCREEN}` }).click();
    await patient.getByTestId("cart-line").filter({ hasText: SUNSCREEN }).waitFor();
    await patient.getByRole("button", { name: TEXTS.orders.order }).click();
    await patient.waitForURL("**/mes-commandes");
    const mine = patient.getByTestId("order-card").filter({ hasText: SUNSCREEN }).first();
    await mine.getByText(TEXTS.orders.statuses.CREATED).waitFor();

    // « Payer 13,90 € »: the card form, checked before it leaves the page
    const pay = mine.getByTestId("order-pay");
    const label = (await pay.textContent()) ?? "";
    expect(label).toMatch(ANY_PAY_LABEL);
    await pay.click();
    const dialog = patient.getByRole("dialog", { name: TEXTS.card.payTitle });
    await dialog.getByLabel(TEXTS.card.number).fill(THREE_D_SECURE_CARD);
    expect(await dialog.getByLabel(TEXTS.card.number).inputValue()).toBe("4970 1000 0000 0055");
    await dialog.getByLabel(TEXTS.card.expiry).fill("09/30");
    await dialog.getByLabel(TEXTS.card.cvx).fill("123");
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "payment-card-phone.png") });
    await dialog.getByRole("button", { name: label }).click();

    // her bank's 3-D Secure page (the sandbox's), then back to her orders
    await patient.getByRole("button", { name: "Valider" }).click();
    await patient.waitForURL(/\/mes-commandes/);
    await mine.getByText(TEXTS.orders.statuses.PAYED).waitFor();
    expect(cardSeen).toEqual([]);

    // the pharmacy sees it paid
    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP);
    await goToPage(pharmacy, TEXTS.orders.listTitle);
    const theirs = pharmacy.getByTestId("order-card").filter({ hasText: SUNSCREEN }).first();
    await theirs.getByText(TEXTS.orders.statuses.PAYED).waitFor();
    await patient.context().close();
    await pharmacy.context().close();
  });

  it("the pharmacy sees her payment in its money moves and refunds one product; she sees the refund", async () => {
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE);
    await patient.getByTestId("header-cart").click();
    for (const [search, name] of [
      ["stick lèvres", LIP_STICK],
      ["solaire visage", FACE_CREAM],
    ] as const) {
      await patient.getByLabel(TEXTS.orders.search).fill(search);
      await patient.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${name}` }).click();
      await patient.getByTestId("cart-line").filter({ hasText: name }).waitFor();
    }
    await patient.getByRole("button", { name: TEXTS.orders.order }).click();
    await patient.waitForURL("**/mes-commandes");
    const mine = patient.getByTestId("order-card").filter({ hasText: LIP_STICK }).first();
    const code = ((await mine.getByTestId("pickup-code").textContent()) ?? "")
      .replace(TEXTS.orders.pickupCode, "")
      .trim();
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    await mine.getByTestId("order-pay").click();
    const dialog = patient.getByRole("dialog", { name: TEXTS.card.payTitle });
    await dialog.getByLabel(TEXTS.card.number).fill(SUCCESS_CARD);
    await dialog.getByLabel(TEXTS.card.expiry).fill("09/30");
    await dialog.getByLabel(TEXTS.card.cvx).fill("123");
    await dialog.getByRole("button", { name: payLabel(2040) }).click();
    await mine.getByText(TEXTS.orders.statuses.PAYED).waitFor();

    // the pharmacy's money: her payment of 20,40 €, refunded by one stick (5,90 €)
    const pharmacy = await loggedInPage(
      journey,
      "pharmacie@demo.fr",
      DESKTOP,
      "/compte-marketplace-pharmacie",
    );
    const rows = pharmacy.getByTestId("transactions").locator('[data-testid^="transaction-row-"]');
    const payment = rows.filter({ hasText: code }).filter({ hasText: "20,40" });
    await payment.waitFor();
    expect(await payment.getByTestId("transaction-status").textContent()).toBe(
      TEXTS.marketAccount.statuses.SUCCEEDED,
    );
    await pharmacy.getByTestId("wallet-balance").waitFor();
    expect(await violations(pharmacy)).toEqual([]);
    await payment.getByTestId("transaction-refund").click();
    const refund = pharmacy.getByRole("dialog", {
      name: format(TEXTS.marketAccount.refundTitle, { code }),
    });
    await refund.getByLabel(TEXTS.marketAccount.refundAmount).fill("5,90");
    expect(await violations(pharmacy)).toEqual([]);
    await refund.getByTestId("refund-confirm").click();
    await refund.waitFor({ state: "detached" });
    const refunded = rows.filter({ hasText: code }).filter({ hasText: "5,90" });
    await refunded.waitFor();
    await expect.poll(() => pharmacy.getByTestId("totals-refunds").textContent()).toMatch(/5,90/);
    // the wallet holds what the moves say: received − refunded − paid out
    const net = (await pharmacy.getByTestId("totals-net").textContent()) ?? "";
    await expect.poll(() => pharmacy.getByTestId("wallet-balance").textContent()).toBe(net);
    await pharmacy.screenshot({ path: path.join(ARTIFACTS, "payment-refund-desktop.png") });

    // Léa sees it among her payments, on her phone
    await patient.goto(`${journey.server.baseUrl}/compte-marketplace-patient`);
    const hers = patient
      .getByTestId("transactions")
      .locator('[data-testid^="transaction-row-"]')
      .filter({ hasText: code });
    await hers.filter({ hasText: "5,90" }).waitFor();
    await hers.filter({ hasText: "20,40" }).waitFor();
    const width = await patient.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await violations(patient)).toEqual([]);
    await patient.context().close();
    await pharmacy.context().close();
  });

  it("a prescription's payment request: « Payer 12,40 € » in her feed, « Payé » in the queue", async () => {
    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP, "/dashboard");
    const row = pharmacy
      .locator('[data-testid^="doc-row-"]')
      .filter({ hasText: "Léa Martin" })
      .filter({ hasText: "Ordonnance renouvelable" });
    await row.click();
    const rowId = (await row.getAttribute("data-testid")) ?? "";
    const panel = pharmacy.getByTestId("document-detail");
    await panel.getByTestId("status-menu").click();
    await pharmacy.getByTestId("status-AWAITING_PAYMENT").click();
    await pharmacy.getByLabel(TEXTS.dashboard.amountLeft).fill("12,40");
    await pharmacy.getByRole("button", { name: TEXTS.actions.confirm }).click();
    await pharmacy.getByLabel(TEXTS.dashboard.amountLeft).waitFor({ state: "detached" });
    // no longer waiting in « À traiter »: it is among the prescriptions
    await pharmacy
      .getByTestId("dashboard-filter")
      .getByText(/^Ordonnances/)
      .click();
    const awaiting = pharmacy.getByTestId(rowId);
    await awaiting.click();

    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE, "/feed");
    const pay = patient.getByTestId("prescription-pay").first();
    expect(await pay.textContent()).toBe(payLabel(1240));
    await pay.click();
    const dialog = patient.getByRole("dialog", { name: TEXTS.card.payTitle });
    await dialog.getByLabel(TEXTS.card.number).fill(SUCCESS_CARD);
    await dialog.getByLabel(TEXTS.card.expiry).fill("09/30");
    await dialog.getByLabel(TEXTS.card.cvx).fill("123");
    await dialog.getByRole("button", { name: payLabel(1240) }).click();
    await patient.getByTestId("prescription-paid").first().waitFor();
    await patient.screenshot({ path: path.join(ARTIFACTS, "payment-request-paid-phone.png") });

    // the queue's row says it is paid, live
    await awaiting.getByTestId("queue-paid").waitFor();
    await patient.context().close();
    await pharmacy.context().close();
  });

  it("an order she would rather pay at the counter: « Payer au comptoir » keeps it reserved", async () => {
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE);
    await patient.getByTestId("header-cart").click();
    await patient.getByLabel(TEXTS.orders.search).fill("stick lèvres");
    await patient.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${LIP_STICK}` }).click();
    await patient.getByTestId("cart-line").filter({ hasText: LIP_STICK }).waitFor();
    // card payment now is the default choice
    expect(await patient.getByRole("radio", { name: TEXTS.orders.payByCard }).isChecked()).toBe(
      true,
    );
    await patient.getByRole("button", { name: TEXTS.orders.order }).click();
    await patient.waitForURL("**/mes-commandes");
    const mine = patient
      .getByTestId("order-card")
      .filter({ hasText: LIP_STICK })
      .filter({ hasText: TEXTS.orders.statuses.CREATED })
      .first();
    // the card button comes in its own chunk, before the counter's: once it is there the card
    // no longer moves (a click at the counter's place as it arrived landed on « Payer … € »)
    await mine.getByRole("button", { name: ANY_PAY_LABEL }).waitFor();
    await mine.getByRole("button", { name: TEXTS.orders.switchToCounter }).click();
    await patient
      .getByTestId("order-card")
      .filter({ hasText: LIP_STICK })
      .filter({ hasText: TEXTS.orders.statuses.RESERVATION_ONLY })
      .first()
      .waitFor();
    await patient.context().close();
  });
});
