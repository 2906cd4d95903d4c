import { TEXTS, type Product, type ProductPage as Listing } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { CatalogPage } from "./CatalogPage";
import { ProductPage } from "./ProductPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

/** A product as the server answers a visitor: its reference price, no stock, no discount. */
const visitorsProduct: Product = {
  _id: "p1",
  pid: 1,
  uuid: "u1",
  name: "Crème solaire SPF50",
  description: null,
  image: null,
  thumb: null,
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
  stocks: [],
  discounts: [],
};

/** The fake marketplace of a visitor: an empty tree and brands, one product, one page of it. */
function fakeMarket() {
  return mockFetch((call) => {
    if (call.url.startsWith("/market/catalog") || call.url.startsWith("/market/brands"))
      return { status: 200, body: [] };
    if (call.url.startsWith("/market/products")) {
      const page: Listing = { products: [visitorsProduct], page: 1, max: 24, hasMore: false };
      return { status: 200, body: page };
    }
    return { status: 200, body: visitorsProduct };
  });
}

describe("the catalogue of a visitor (issue 19 §4)", () => {
  it("lists the products at their reference prices and asks her to log in to order", async () => {
    const calls = fakeMarket();
    renderWithProviders(<CatalogPage />, { user: null });
    expect(await screen.findByText(visitorsProduct.name)).toBeTruthy();
    expect(screen.getByText("19,90 €")).toBeTruthy();
    expect(screen.getByText(TEXTS.market.visitorPrices)).toBeTruthy();
    expect(screen.getByRole("link", { name: TEXTS.market.loginToOrder }).getAttribute("href")).toBe(
      "/login",
    );
    // no pharmacy's stock asked, no pharmacy's discounts, no cart
    const listing = calls.find((call) => call.url.startsWith("/market/products"));
    expect(listing?.url).not.toContain("pharmaIdStockOnly");
    expect(calls.some((call) => call.url.startsWith("/market/discounts"))).toBe(false);
    expect(screen.queryByRole("button", { name: new RegExp(TEXTS.orders.addToCart) })).toBeNull();
  });

  it("opens a product at its reference price with « Connectez-vous pour commander »", async () => {
    fakeMarket();
    renderWithProviders(
      <Routes>
        <Route path="/page-product/:id" element={<ProductPage />} />
      </Routes>,
      { route: "/page-product/p1", user: null },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: visitorsProduct.name }),
    ).toBeTruthy();
    expect(screen.getAllByText("19,90 €").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: TEXTS.market.loginToOrder }).getAttribute("href")).toBe(
      "/login",
    );
    expect(screen.queryByRole("button", { name: new RegExp(TEXTS.orders.addToCart) })).toBeNull();
  });

  it("keeps the patient's cart and never shows her the login link", async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        ...visitorsProduct,
        stocks: [
          { pharmaId: "ph1", name: "Pharmacie du Centre", price: 1890, quantity: 2, grp: null },
        ],
      },
    }));
    renderWithProviders(
      <Routes>
        <Route path="/page-product/:id" element={<ProductPage />} />
      </Routes>,
      { route: "/page-product/p1", user: makeUser("patient", { idpharma: "ph1" }) },
    );
    expect(
      await screen.findByRole("button", {
        name: `${TEXTS.orders.addToCart} : ${visitorsProduct.name}`,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: TEXTS.market.loginToOrder })).toBeNull();
  });
});
