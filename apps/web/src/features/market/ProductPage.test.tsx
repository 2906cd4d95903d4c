import { appConfigOf, TEXTS, type Product, type VariantCode } from "@reseau/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import type { Cart } from "../orders/cartStore";
import { ProductPage } from "./ProductPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const base: Product = {
  _id: "p1",
  pid: 1,
  uuid: "u1",
  name: "Avène Crème solaire visage SPF50+ 50 ml",
  description: "Très haute protection.",
  image: "/market/images/mk-1",
  thumb: "/market/images/mk-1-t",
  brand: "Avène",
  brandId: "b1",
  price: 1990,
  category1: "6",
  category2: "6A",
  category3: null,
  medication: false,
  code: "3400000000012",
  prescriptionOnly: false,
  createdBy: null,
  stocks: [{ pharmaId: "ph1", name: "Pharmacie du Centre", price: 1890, quantity: 4, grp: null }],
  discounts: [
    {
      id: "d1",
      pharmaId: "ph1",
      productId: "p1",
      price: 1490,
      group: null,
      start: "2026-01-01T00:00:00.000Z",
      end: "2099-01-01T00:00:00.000Z",
    },
  ],
};

/** The product page of `product`, on a server running `variant`, for a patient of group `grp`. */
function show(product: Product, variant: VariantCode | null = null, grp: string | null = null) {
  const config = appConfigOf(variant, { groupMode: false, networkMode: false });
  mockFetch((call) => ({ status: 200, body: call.url === "/ws/config" ? config : product }));
  renderWithProviders(
    <Routes>
      <Route path="/page-product/:id" element={<ProductPage />} />
    </Routes>,
    { route: "/page-product/p1", user: makeUser("patient", { idpharma: "ph1", grp }) },
  );
}

describe("the product page /page-product (issue 11 §1, §3)", () => {
  it("shows the pharmacy's discount, « Mini-prix » in the well variant, and its stock", async () => {
    show(base, "well");
    // the label of the running variant, read from /ws/config (issue 19 §1)
    expect((await screen.findAllByText(TEXTS.discounts.labelWell)).length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { level: 1, name: base.name })).toBeTruthy();
    // one price: the top and the pharmacy's row both at the discount, the former struck through
    expect(screen.getAllByText("14,90 €")).toHaveLength(2);
    const row = screen.getByRole("row", { name: /Pharmacie du Centre/ });
    expect(within(row).getByText("14,90 €")).toBeTruthy();
    expect(within(row).getByText(/au lieu de 18,90/)).toBeTruthy();
    expect(screen.getAllByText(TEXTS.discounts.labelWell).length).toBeGreaterThan(0);
    expect(screen.getByText("En stock (4)")).toBeTruthy();
    expect(screen.getByRole("img", { name: `Photo du produit ${base.name}` })).toBeTruthy();
  });

  it("labels the discount by the running variant, not by the patient's group", async () => {
    show(base, null, "well");
    expect((await screen.findAllByText(TEXTS.discounts.label)).length).toBeGreaterThan(0);
    expect(screen.queryByText(TEXTS.discounts.labelWell)).toBeNull();
  });

  it("adds the chosen quantity to the patient's cart, at her pharmacy's discounted price (issue 18 §1)", async () => {
    show(base);
    const quantity = await screen.findByLabelText(`${TEXTS.orders.quantity} : ${base.name}`);
    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.click(
      screen.getByRole("button", { name: `${TEXTS.orders.addToCart} : ${base.name}` }),
    );
    const stored = Object.keys(localStorage)
      .filter((key) => key.startsWith("@CART:"))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as Cart);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.vendor).toBe("ph1");
    expect(stored[0]?.lines).toEqual([
      expect.objectContaining({
        productId: "p1",
        quantity: 3,
        unitPrice: 1890,
        discountPrice: 1490,
      }),
    ]);
    localStorage.clear();
  });

  it("never sells a prescription-only product and offers to send the prescription", async () => {
    show({
      ...base,
      medication: true,
      category1: "1",
      category2: "1I",
      prescriptionOnly: true,
      discounts: [],
    });
    expect(await screen.findByText(TEXTS.market.prescriptionOnly)).toBeTruthy();
    expect(screen.getByRole("button", { name: TEXTS.market.sendPrescription })).toBeTruthy();
    // the price shows only in the availability table, never as a price to buy at
    expect(screen.getAllByText("18,90 €")).toHaveLength(1);
  });
});
