/**
 * Card payment of an order (issue 20 §2), in Chromium against the payment sandbox: on her phone,
 * Léa orders a sunscreen; her order waits for payment; she pays it with the sandbox's 3-D Secure
 * test card — the card goes from the page to the provider, never to our server — confirms on
 * her bank's page, comes back to her orders and reads that it is paid; the pharmacy sees it paid.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@reseau/psp-sandbox";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";

const [PHONE, DESKTOP] = AXE_SIZES;
const SUNSCREEN = "Lait solaire enfant SPF50+ 200 ml";
/** The sandbox's card that asks for 3-D Secure (its home page lists them). */
const THREE_D_SECURE_CARD = "4970100000000055";

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
    expect(label).toMatch(/^Payer \d+,\d{2}\s€$/);
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
});
