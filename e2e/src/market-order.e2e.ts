/**
 * Click & collect (issue 11 §2), in Chromium against a server with the demo data: Léa
 * (patient@demo.fr, on a phone) finds a sunscreen of her pharmacy from the cart, adds two, sees
 * the discount in the totals, and orders for collection; the pharmacy (pharmacie@demo.fr, on a
 * desktop) already on « Mes commandes » sees the order arrive live and sets it « Prête »; Léa,
 * on her orders page, sees it turn « Prête à retirer » live. axe finds no serious or critical
 * violation on the cart and on /mes-commandes at 390×844 and 1440×900. Issue 18 §1: the product's
 * picture shows in the cart and on the order card, and the ready order's card names the
 * pharmacy's address and whether it is open now, at both sizes (any hour: the sentence's form).
 */
import path from "node:path";

import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import {
  ARTIFACTS,
  goToPage,
  loggedInPage,
  logInThroughApi,
  pageAt,
  setUpJourney,
} from "./journey.js";
import type { Page } from "playwright-core";
import { AXE_SIZES, violations } from "./axe.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;
const SUNSCREEN = "Lait solaire enfant SPF50+ 200 ml";

const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

/** Her pharmacy's address in the demo data (pharmacie@demo.fr). */
const PHARMACY_STREET = "12 rue de la République";
/** « Ouverte jusqu’à 19 h 30 » or « Fermée — ouvre (demain | lundi…) à 8 h 30 », spaces plain. */
const OPEN_NOW =
  /^(Ouverte jusqu’à \d{1,2} h( \d{2})?|Fermée — ouvre ((demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) )?à \d{1,2} h( \d{2})?)$/;

/** Waits until the product picture in `scope` is on screen and its bytes are drawn. */
async function expectPictureShown(scope: ReturnType<Page["getByTestId"]>): Promise<void> {
  const picture = scope.getByTestId("product-thumb");
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The ready card of an order card: its title, the pharmacy's address, the hours sentence. */
async function expectReadyCard(card: ReturnType<Page["getByTestId"]>): Promise<void> {
  const pickup = card.getByTestId("pickup-info");
  await pickup.getByText(TEXTS.feed.readyTitle.order).waitFor();
  expect(await pickup.getByTestId("pickup-address").textContent()).toContain(PHARMACY_STREET);
  expect(euros(await pickup.getByTestId("pickup-open-now").textContent())).toMatch(OPEN_NOW);
}

describe("click & collect, in Chromium (issue 11 §2)", () => {
  it("a patient orders two sunscreens at a discount; the pharmacy sees it live and sets it ready; the patient sees it live", async () => {
    // the pharmacy waits on its orders page
    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP);
    await goToPage(pharmacy, "Mes commandes");
    await pharmacy.waitForURL("**/mes-commandes");
    await pharmacy.getByRole("heading", { level: 1, name: TEXTS.orders.listTitle }).waitFor();
    await pharmacy.getByTestId("orders-list").waitFor();
    const before = await pharmacy.getByTestId("order-card").count();
    expect(await violations(pharmacy)).toEqual([]);

    // Léa finds the sunscreen and adds two
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE);
    await patient.getByTestId("header-cart").click();
    await patient.waitForURL("**/modal-cart");
    await patient.getByRole("heading", { level: 1, name: TEXTS.orders.cartTitle }).waitFor();
    await patient.getByLabel(TEXTS.orders.search).fill("solaire enfant");
    const add = patient.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${SUNSCREEN}` });
    await add.click();
    const line = patient.getByTestId("cart-line").filter({ hasText: SUNSCREEN });
    await line.waitFor();
    await expectPictureShown(line);
    await add.click();
    const quantity = patient.getByLabel(`${TEXTS.orders.quantity} : ${SUNSCREEN}`);
    await expect.poll(() => quantity.inputValue()).toBe("2");
    // 2 × 17,90 € with the discount at 13,90 €: 8,00 € off, 27,80 € to pay
    const totals = patient.getByTestId("cart-totals");
    await expect.poll(async () => euros(await totals.textContent())).toContain("Remise− 8,00 €");
    expect(euros(await totals.textContent())).toContain("Total à payer27,80 €");
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "cart-phone.png"), fullPage: true });

    // the cart survives a reload
    await patient.reload();
    await patient.getByTestId("cart-line").filter({ hasText: SUNSCREEN }).waitFor();

    await patient.getByRole("button", { name: TEXTS.orders.order }).click();
    await patient.waitForURL("**/mes-commandes");
    const mine = patient.getByTestId("order-card").filter({ hasText: SUNSCREEN }).first();
    await mine.getByText(TEXTS.orders.statuses.RESERVATION_ONLY).waitFor();
    expect(euros(await mine.textContent())).toContain("27,80 €");
    await expectPictureShown(mine.getByTestId("order-line").filter({ hasText: SUNSCREEN }));
    // not ready yet: no pickup card
    expect(await mine.getByTestId("pickup-info").count()).toBe(0);
    expect(await violations(patient)).toEqual([]);

    // the pharmacy sees it arrive, without reloading
    const theirs = pharmacy.getByTestId("order-card").filter({ hasText: SUNSCREEN }).first();
    await theirs.waitFor();
    expect(await pharmacy.getByTestId("order-card").count()).toBe(before + 1);
    // one pickup code, on both cards (issue 18 §1)
    const code = await mine.getByTestId("pickup-code").textContent();
    expect(code).toMatch(/^Code de retrait : [A-Z0-9]{4,8}$/);
    expect(await theirs.getByTestId("pickup-code").textContent()).toBe(code);
    // Léa's toast of the status message shows for 2 s (TOAST_MS) as the event arrives, before
    // her card's refetch: watched from before the click, so that a slow machine, which may take
    // longer than that to refetch the card, cannot let it come and go unseen
    const toastShown = patient
      .getByText(/Prête à retirer\.$/)
      .first()
      .waitFor();
    toastShown.catch(() => undefined);
    await theirs.getByRole("button", { name: TEXTS.orders.setReady, exact: true }).click();
    await theirs.getByText(TEXTS.orders.statuses.READY).waitFor();
    await pharmacy.screenshot({ path: path.join(ARTIFACTS, "orders-pharmacy.png") });

    // Léa sees it ready, live, with the message
    await toastShown;
    await mine.getByText(TEXTS.orders.statuses.READY).waitFor();
    await expectReadyCard(mine);
    await patient.screenshot({ path: path.join(ARTIFACTS, "orders-phone.png"), fullPage: true });

    // desktop: the cart and the orders page, axe-clean
    const desktop = await loggedInPage(journey, "patient@demo.fr", DESKTOP, "/modal-cart");
    await desktop.getByRole("heading", { level: 1, name: TEXTS.orders.cartTitle }).waitFor();
    expect(await violations(desktop)).toEqual([]);
    await desktop.goto(`${journey.server.baseUrl}/mes-commandes`);
    await desktop.getByTestId("orders-list").waitFor();
    const ready = desktop.getByTestId("order-card").filter({ hasText: SUNSCREEN }).first();
    await expectReadyCard(ready);
    await expectPictureShown(ready.getByTestId("order-line").filter({ hasText: SUNSCREEN }));
    await desktop.screenshot({ path: path.join(ARTIFACTS, "orders-ready-desktop.png") });
    expect(await violations(desktop)).toEqual([]);
    await desktop.context().close();
  });

  it("a patient buys from the catalogue in four taps on a phone, the header counting her cart (issue 18 §1)", async () => {
    // her pharmacy works on its queue of prescriptions, not on its orders
    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP, "/dashboard");
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE, "/feed");
    // 1: her start page leads to her pharmacy's catalogue
    await patient.getByRole("main").getByRole("link", { name: TEXTS.market.menu }).click();
    await patient.waitForURL("**/catalogue-pharmacie**");
    // 2: « Ajouter au panier » on a card
    const add = patient.getByRole("button", { name: new RegExp(`^${TEXTS.orders.addToCart} : `) });
    await add.first().waitFor();
    const label = (await add.first().getAttribute("aria-label")) ?? "";
    const name = label.slice(`${TEXTS.orders.addToCart} : `.length);
    await add.first().click();
    const cart = patient.getByTestId("header-cart");
    await expect.poll(() => cart.getAttribute("data-count")).toBe("1");
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "catalogue-add-phone.png") });
    // 3: the header's cart
    await cart.click();
    await patient.waitForURL("**/modal-cart");
    await patient.getByTestId("cart-line").filter({ hasText: name }).waitFor();
    // 4: « Commander pour retrait », on screen without scrolling
    const order = patient.getByRole("button", { name: TEXTS.orders.order });
    await order.waitFor();
    await expectOnScreen(patient, order);
    // the pharmacy's toast of the new order shows for 2 s (TOAST_MS): watched from before the
    // click, so that the patient's steps below, slow on a loaded machine, cannot outlast it
    const heard = pharmacy.getByText("Nouvelle commande de Léa Martin").waitFor();
    heard.catch(() => undefined);
    await order.click();
    await patient.waitForURL("**/mes-commandes");
    await patient.getByTestId("order-card").filter({ hasText: name }).first().waitFor();
    await expect.poll(() => cart.getAttribute("data-count")).toBe("0");
    await patient.context().close();
    // the pharmacy hears of it where it is, without reloading (issue 18 §3)
    await heard;
    expect(new URL(pharmacy.url()).pathname).toBe("/dashboard");
    // « Mes commandes » in its header counts the orders in progress, hers included
    const open = pharmacy.getByRole("banner").getByTestId("open-orders");
    await expect.poll(async () => Number(await open.textContent())).toBeGreaterThanOrEqual(1);
    await pharmacy.context().close();
  });

  it("the product page shows one price, top and row, and adds a quantity to the cart (1440 px)", async () => {
    const base = journey.server.baseUrl;
    // signed in, no page yet: the product's page is the first she loads
    const patient = await pageAt(journey, DESKTOP);
    await logInThroughApi(patient.context(), base, "patient@demo.fr");
    const offer = (await (
      await patient.context().request.get(`${base}/market/cart/offer?name=solaire%20enfant`)
    ).json()) as { items: { productId: string; name: string }[] };
    const sunscreen = offer.items.find((p) => p.name === SUNSCREEN);
    expect(sunscreen).toBeTruthy();
    await patient.goto(`${base}/page-product/${sunscreen?.productId ?? ""}`);
    await patient.getByRole("heading", { level: 1, name: SUNSCREEN }).waitFor();
    // the discounted price at her pharmacy, the same at the top and on its row
    const row = patient.getByRole("row").filter({ hasText: "Pharmacie du Centre" });
    expect(euros(await row.textContent())).toContain("13,90 €");
    await patient.getByLabel(`${TEXTS.orders.quantity} : ${SUNSCREEN}`).fill("3");
    await patient.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${SUNSCREEN}` }).click();
    const cart = patient.getByTestId("header-cart");
    await expect.poll(() => cart.getAttribute("data-count")).toBe("3");
    expect(await violations(patient)).toEqual([]);
    await patient.screenshot({ path: path.join(ARTIFACTS, "product-page-desktop.png") });
    await cart.click();
    // the cart shows the product's picture at 1440 px too
    await expectPictureShown(patient.getByTestId("cart-line").filter({ hasText: SUNSCREEN }));
    const totals = patient.getByTestId("cart-totals");
    // 3 × 13,90 €: what the lines show, and what the order charges
    await expect
      .poll(async () => euros(await totals.textContent()))
      .toContain("Total à payer41,70 €");
    await patient.context().close();
  });
});

/** Fails unless `locator` is entirely within the page's viewport, as it first shows. */
async function expectOnScreen(page: Page, locator: ReturnType<Page["getByRole"]>): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
}
