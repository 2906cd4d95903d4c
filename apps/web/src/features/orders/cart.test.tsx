import {
  TEXTS,
  type CartItem,
  type CartOffer,
  type CartQuote,
  type MarketOrder,
} from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { CartPage } from "./CartPage";
import {
  addToCart,
  applyQuote,
  cartKey,
  clearStoredCarts,
  EMPTY_CART,
  saveCart,
  setQuantity,
  totalsOf,
} from "./cartStore";

const patient = makeUser("patient");
const pharmacy = { id: "ph1", name: "Pharmacie du Centre" };
const sunscreen: CartItem = {
  productId: "sun",
  name: "Crème solaire SPF50",
  medication: false,
  prescriptionOnly: false,
  unitPrice: 1590,
  discountPrice: 1290,
  available: 3,
  thumb: "/market/images/mk-sun-t",
};
const drug: CartItem = {
  productId: "doliprane",
  name: "Paracétamol 500 mg",
  medication: true,
  prescriptionOnly: false,
  unitPrice: 210,
  discountPrice: null,
  available: 10,
  thumb: null,
};

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const euros = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

describe("the cart's rules", () => {
  it("keeps quantities within the stock and one pharmacy per cart", () => {
    let cart = addToCart(EMPTY_CART, pharmacy, sunscreen, 2)!;
    cart = addToCart(cart, pharmacy, sunscreen, 5)!;
    expect(cart.lines[0]!.quantity).toBe(3);
    expect(setQuantity(cart, "sun", 40).lines[0]!.quantity).toBe(3);
    expect(setQuantity(cart, "sun", 0).lines).toEqual([]);
    expect(addToCart(cart, { id: "other", name: "Autre" }, drug)).toBeNull();
    expect(addToCart(EMPTY_CART, pharmacy, { ...drug, available: 0 })).toEqual(EMPTY_CART);
  });

  it("computes the totals of 001 §3 in cents", () => {
    let cart = addToCart(EMPTY_CART, pharmacy, sunscreen, 2)!;
    cart = addToCart(cart, pharmacy, drug, 3)!;
    expect(totalsOf(cart)).toEqual({
      totalPara: 3180,
      totalMedi: 630,
      reductionPara: 600,
      totalDelivery: 0,
      totalWithoutDelivery: 3210,
      totalFinal: 3210,
    });
  });

  it("follows the server's quote: new prices, less stock, products gone", () => {
    let cart = addToCart(EMPTY_CART, pharmacy, sunscreen, 3)!;
    cart = addToCart(cart, pharmacy, drug, 1)!;
    const quote: CartQuote = {
      vendorName: pharmacy.name,
      cardPayment: false,
      counterPayment: true,
      lines: [{ ...sunscreen, available: 2, discountPrice: null, quantity: 3 }],
      unknown: ["doliprane"],
      totals: totalsOf(EMPTY_CART),
    };
    const updated = applyQuote(cart, quote);
    expect(updated.lines).toHaveLength(1);
    expect(updated.lines[0]).toMatchObject({ quantity: 2, discountPrice: null });
  });
});

describe("CartPage", () => {
  it("shows the lines and totals, bounds the quantity by the stock, and keeps the cart across reloads", async () => {
    saveCart(patient.id, addToCart(EMPTY_CART, pharmacy, sunscreen, 2)!);
    mockFetch((call) => {
      const body = call.body as { cart: { productId: string; quantity: number }[] };
      return {
        status: 200,
        body: {
          vendorName: pharmacy.name,
          lines: body.cart.map((l) => ({ ...sunscreen, quantity: l.quantity })),
          unknown: [],
          totals: totalsOf(EMPTY_CART),
        },
      };
    });
    const first = renderWithProviders(<CartPage />, { user: patient });
    const totals = await screen.findByTestId("cart-totals");
    expect(euros(totals.textContent ?? "")).toContain("Total à payer25,80 €");
    expect(euros(totals.textContent ?? "")).toContain("Remise− 6,00 €");

    const quantity = screen.getByLabelText(`${TEXTS.orders.quantity} : ${sunscreen.name}`);
    fireEvent.change(quantity, { target: { value: "7" } });
    fireEvent.blur(quantity);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(cartKey(patient.id))!).lines[0].quantity).toBe(3),
    );
    expect(euros(screen.getByTestId("cart-totals").textContent ?? "")).toContain(
      "Total à payer38,70 €",
    );

    // a reload: the cart comes back from the browser's storage
    first.unmount();
    renderWithProviders(<CartPage />, { user: patient });
    const line = await screen.findByTestId("cart-line");
    expect(within(line).getByText(sunscreen.name)).toBeTruthy();
    expect(
      (screen.getByLabelText(`${TEXTS.orders.quantity} : ${sunscreen.name}`) as HTMLInputElement)
        .value,
    ).toBe("3");

    // logout forgets it
    clearStoredCarts();
    expect(localStorage.getItem(cartKey(patient.id))).toBeNull();
  });

  it("shows each line's picture beside its name, a neutral square for a product without one (issue 18 §1)", async () => {
    let cart = addToCart(EMPTY_CART, pharmacy, sunscreen, 1)!;
    cart = addToCart(cart, pharmacy, drug, 1)!;
    saveCart(patient.id, cart);
    mockFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<CartPage />, { user: patient });
    const lines = await screen.findAllByTestId("cart-line");
    const [sunLine, drugLine] = lines as [HTMLElement, HTMLElement];
    expect(within(sunLine).getByText(sunscreen.name)).toBeTruthy();
    const picture = within(sunLine).getByTestId("product-thumb") as HTMLImageElement;
    expect(picture.getAttribute("src")).toBe("/market/images/mk-sun-t");
    // decorative: the name is written beside it
    expect(picture.getAttribute("alt")).toBe("");
    expect(within(sunLine).queryByTestId("product-thumb-placeholder")).toBeNull();
    expect(within(drugLine).queryByTestId("product-thumb")).toBeNull();
    expect(within(drugLine).getByTestId("product-thumb-placeholder")).toBeTruthy();
  });

  it("shows the placeholder for a cart kept from before pictures, and a picture that fails to load", async () => {
    const old: Partial<CartItem> = { ...sunscreen };
    delete old.thumb;
    saveCart(patient.id, {
      vendor: pharmacy.id,
      vendorName: pharmacy.name,
      lines: [
        { ...(old as typeof sunscreen), quantity: 1 },
        { ...drug, thumb: "/market/images/mk-broken-t", quantity: 1 },
      ],
    });
    mockFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<CartPage />, { user: patient });
    const [oldLine, brokenLine] = (await screen.findAllByTestId("cart-line")) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(oldLine).getByTestId("product-thumb-placeholder")).toBeTruthy();
    fireEvent.error(within(brokenLine).getByTestId("product-thumb"));
    expect(within(brokenLine).getByTestId("product-thumb-placeholder")).toBeTruthy();
  });

  it("adds a found product and orders the cart: only ids and quantities are sent", async () => {
    const offer: CartOffer = { vendor: pharmacy.id, vendorName: pharmacy.name, items: [sunscreen] };
    const calls = mockFetch((call) => {
      if (call.url.startsWith("/market/cart/offer")) return { status: 200, body: offer };
      if (call.url.startsWith("/market/cart/quote")) {
        const body = call.body as { cart: { productId: string; quantity: number }[] };
        return {
          status: 200,
          body: {
            vendorName: pharmacy.name,
            lines: body.cart.map((l) => ({ ...sunscreen, quantity: l.quantity })),
            unknown: [],
            totals: totalsOf(EMPTY_CART),
          },
        };
      }
      return { status: 201, body: { id: "o1" } as Partial<MarketOrder> };
    });
    renderWithProviders(<CartPage />, { user: patient });
    fireEvent.change(screen.getByLabelText(TEXTS.orders.search), { target: { value: "solaire" } });
    const add = await screen.findByRole("button", {
      name: `${TEXTS.orders.addToCart} : ${sunscreen.name}`,
    });
    fireEvent.click(add);
    fireEvent.click(add);
    await screen.findByTestId("cart-line");
    fireEvent.click(screen.getByRole("button", { name: TEXTS.orders.order }));
    await waitFor(() => expect(calls.some((c) => c.url === "/market/mp/order")).toBe(true));
    expect(calls.find((c) => c.url === "/market/mp/order")!.body).toEqual({
      vendor: pharmacy.id,
      cart: [{ productId: "sun", quantity: 2 }],
      payAtCounter: false,
    });
  });
});

describe("CartPage's choice of payment (issue 20 §1)", () => {
  /** A fake server whose quote says how the pharmacy is paid; orders answered 201. */
  function server(payment: Pick<CartQuote, "cardPayment" | "counterPayment">) {
    return mockFetch((call) => {
      if (call.url.startsWith("/market/cart/quote")) {
        const body = call.body as { cart: { productId: string; quantity: number }[] };
        return {
          status: 200,
          body: {
            vendorName: pharmacy.name,
            ...payment,
            lines: body.cart.map((l) => ({ ...sunscreen, quantity: l.quantity })),
            unknown: [],
            totals: totalsOf(EMPTY_CART),
          } satisfies CartQuote,
        };
      }
      return { status: 201, body: { id: "o1" } as Partial<MarketOrder> };
    });
  }

  it("with card payment on at a pharmacy accepting the counter, the patient chooses the counter", async () => {
    saveCart(patient.id, addToCart(EMPTY_CART, pharmacy, sunscreen, 1)!);
    const calls = server({ cardPayment: true, counterPayment: true });
    renderWithProviders(<CartPage />, { user: patient });
    const choice = await screen.findByRole("radiogroup", { name: TEXTS.orders.paymentChoice });
    const byCard = within(choice).getByRole("radio", { name: TEXTS.orders.payByCard });
    expect((byCard as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(TEXTS.orders.payAtCounter)).toBeNull();
    fireEvent.click(within(choice).getByRole("radio", { name: TEXTS.orders.payLater }));
    fireEvent.click(screen.getByRole("button", { name: TEXTS.orders.order }));
    await waitFor(() => expect(calls.some((c) => c.url === "/market/mp/order")).toBe(true));
    expect(calls.find((c) => c.url === "/market/mp/order")!.body).toMatchObject({
      payAtCounter: true,
    });
  });

  it("offers no choice where the pharmacy takes the card only, and says click & collect without card payment", async () => {
    saveCart(patient.id, addToCart(EMPTY_CART, pharmacy, sunscreen, 1)!);
    server({ cardPayment: true, counterPayment: false });
    const first = renderWithProviders(<CartPage />, { user: patient });
    await screen.findByTestId("cart-line");
    await waitFor(() => expect(screen.queryByText(TEXTS.orders.payAtCounter)).toBeNull());
    expect(screen.queryByRole("radiogroup")).toBeNull();
    first.unmount();

    server({ cardPayment: false, counterPayment: true });
    renderWithProviders(<CartPage />, { user: patient });
    expect(await screen.findByText(TEXTS.orders.payAtCounter)).toBeTruthy();
    expect(screen.queryByRole("radiogroup")).toBeNull();
  });
});
