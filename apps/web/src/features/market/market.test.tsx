import { TEXTS, type CategoryNode, type Product, type ProductPage } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { CatalogPage } from "./CatalogPage";
import { DiscountEditModal } from "./DiscountEditModal";
import { ProductEditModal } from "./ProductEditModal";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const TREE: CategoryNode[] = [
  {
    code: "6",
    name: "Solaire",
    order: 0,
    parent: null,
    type: "parapharmacy",
    level: 1,
    children: [
      {
        code: "6A",
        name: "Protection visage",
        order: 0,
        parent: "6",
        type: "parapharmacy",
        level: 2,
        children: [],
      },
    ],
  },
];

function product(id: string, fields: Partial<Product> = {}): Product {
  return {
    _id: id,
    pid: 1,
    uuid: `u-${id}`,
    name: `Crème ${id}`,
    description: null,
    image: null,
    thumb: null,
    brand: "Avène",
    brandId: "b1",
    price: 1590,
    category1: "6",
    category2: "6A",
    category3: null,
    medication: false,
    code: "3400000000012",
    prescriptionOnly: false,
    createdBy: null,
    stocks: [{ pharmaId: "ph1", name: "Pharmacie du Centre", price: 1490, quantity: 3, grp: null }],
    discounts: [],
    ...fields,
  };
}

/** The fake marketplace: the tree, brands, discounts, and `page` for the listing. */
function fakeMarket(page: (call: SeenCall) => ProductPage) {
  return mockFetch((call) => {
    if (call.url.startsWith("/market/catalog")) return { status: 200, body: TREE };
    if (call.url.startsWith("/market/brands"))
      return { status: 200, body: [{ id: "b1", name: "Avène" }] };
    if (call.url.startsWith("/market/discounts-products")) return { status: 200, body: [] };
    return { status: 200, body: page(call) };
  });
}

const patient = makeUser("patient", { idpharma: "ph1" });

describe("the catalogue /catalogue-pharmacie (issue 11 §1)", () => {
  it("lists the pharmacy's stock by default, with its price and discount, then filters a category", async () => {
    const calls = fakeMarket(() => ({
      products: [
        product("a", {
          discounts: [
            {
              id: "d1",
              pharmaId: "ph1",
              productId: "a",
              price: 1190,
              group: null,
              start: "2026-01-01T00:00:00.000Z",
              end: "2099-01-01T00:00:00.000Z",
            },
          ],
        }),
        product("b"),
      ],
      page: 1,
      max: 24,
      hasMore: true,
    }));
    renderWithProviders(<CatalogPage />, { user: patient });
    expect(await screen.findByText("Crème a")).toBeTruthy();
    // the pharmacy's price, the discounted one and the label
    expect(screen.getByText("11,90 €")).toBeTruthy();
    expect(screen.getByText(/au lieu de 14,90/)).toBeTruthy();
    expect(screen.getAllByText(TEXTS.discounts.label).length).toBeGreaterThan(0);
    const first = calls.find((c) => c.url.startsWith("/market/products"));
    expect(first?.url).toContain("pharmaIdStockOnly=ph1");
    expect(first?.url).toContain("page=1");
    // no discount at all: the spec's sentence
    expect(
      screen.getByText("Pas encore de Promotions dans votre pharmacie pour le moment!"),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText(TEXTS.market.categories), {
      target: { value: "6/6A" },
    });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.includes("category2=6A") && c.url.includes("category1=6")),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.next }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("page=2"))).toBe(true));
  });

  it("says « No response » and why when nothing matches", async () => {
    fakeMarket(() => ({ products: [], page: 1, max: 24, hasMore: false }));
    renderWithProviders(<CatalogPage />, { user: patient });
    expect(await screen.findByText("No response")).toBeTruthy();
    expect(screen.getByText(TEXTS.market.noResponseSentence)).toBeTruthy();
  });

  it("searches by name and can leave the stock filter", async () => {
    const calls = fakeMarket(() => ({
      products: [product("a")],
      page: 1,
      max: 24,
      hasMore: false,
    }));
    renderWithProviders(<CatalogPage />, { user: patient });
    await screen.findByText("Crème a");
    fireEvent.change(screen.getByLabelText(TEXTS.market.searchLabel), {
      target: { value: "écran" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes(`name=${encodeURIComponent("écran")}`))).toBe(true),
    );
    fireEvent.click(screen.getByLabelText(TEXTS.market.stockOnly));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith("/market/products") && !c.url.includes("pharmaId")),
      ).toBe(true),
    );
  });
});

describe("the edit modals (issue 11 §3, §4)", () => {
  it("sends the pharmacy's price in cents and its stock, and refuses a price that is no amount", async () => {
    const calls = mockFetch(() => ({ status: 200, body: product("a") }));
    const onClose = vi.fn();
    renderWithProviders(
      <ProductEditModal opened onClose={onClose} product={product("a")} pharmaId="ph1" />,
      { user: makeUser("pharmacy", { id: "ph1" }) },
    );
    const price = await screen.findByLabelText(/Mon prix/);
    expect((price as HTMLInputElement).value).toBe("14,90");
    fireEvent.change(price, { target: { value: "douze" } });
    fireEvent.click(screen.getByTestId("product-save"));
    expect(await screen.findByText(TEXTS.market.priceInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(price, { target: { value: "12,50" } });
    fireEvent.change(screen.getByLabelText(/Mon stock/), { target: { value: "8" } });
    fireEvent.click(screen.getByTestId("product-save"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: "PUT",
      url: "/market/product",
      body: { id: "a", stock: { price: 1250, quantity: 8 } },
    });
  });

  it("creates a discount in cents over whole Paris days, and shows the server's refusal", async () => {
    let refuse = true;
    const calls = mockFetch(() =>
      refuse
        ? {
            status: 400,
            body: {
              error: "validation",
              message: "Le prix remisé doit être inférieur au prix normal (14,90 €).",
            },
          }
        : {
            status: 201,
            body: {
              id: "d1",
              pharmaId: "ph1",
              productId: "a",
              price: 990,
              group: null,
              start: "2026-06-01T00:00:00.000Z",
              end: "2026-06-30T21:59:59.000Z",
            },
          },
    );
    const onClose = vi.fn();
    const onError = vi.fn();
    renderWithProviders(
      <DiscountEditModal
        opened
        onClose={onClose}
        product={{ _id: "a", name: "Crème a", normalPrice: 1490 }}
      />,
      { user: makeUser("pharmacy", { id: "ph1" }), onError },
    );
    fireEvent.change(await screen.findByLabelText(/Prix remisé/), { target: { value: "15" } });
    fireEvent.change(screen.getByLabelText(/Début/), { target: { value: "2026-06-01" } });
    fireEvent.change(screen.getByLabelText(/Fin/), { target: { value: "2026-05-01" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    expect(await screen.findByText(TEXTS.discounts.endBeforeStart)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Fin/), { target: { value: "2026-06-30" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    // the central handler gets the server's French 400 (and shows it as a toast)
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 400, message: expect.stringMatching(/^Le prix remisé/) }),
        expect.anything(),
      ),
    );
    expect(calls[0]?.body).toMatchObject({ productId: "a", price: 1500 });

    refuse = false;
    fireEvent.change(screen.getByLabelText(/Prix remisé/), { target: { value: "9,90" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[1]?.body).toMatchObject({ productId: "a", price: 990 });
  });
});
