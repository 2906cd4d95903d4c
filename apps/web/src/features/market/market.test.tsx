import { TEXTS, type CategoryNode, type Product, type ProductPage } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { Route, Routes, useNavigate } from "react-router";
import { fakeMatchMedia, renderWithProviders } from "../../test/render";
import { CatalogEditPage } from "./CatalogEditPage";
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
        children: [
          {
            code: "6A1",
            name: "Visage SPF 50",
            order: 0,
            parent: "6A",
            type: "parapharmacy",
            level: 3,
            children: [],
          },
        ],
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

/** The fake marketplace: the tree, brands, discounts, removals, and `page` for the listing. */
function fakeMarket(page: (call: SeenCall) => ProductPage) {
  return mockFetch((call) => {
    if (call.method === "DELETE") return { status: 204 };
    if (call.url.startsWith("/market/catalog")) return { status: 200, body: TREE };
    if (call.url.startsWith("/market/brands"))
      return { status: 200, body: [{ id: "b1", name: "Avène" }] };
    if (call.url.startsWith("/market/discounts-products")) return { status: 200, body: [] };
    return { status: 200, body: page(call) };
  });
}

const patient = makeUser("patient", { idpharma: "ph1" });
/** A listing of one page holding the product "a". */
const onePage = (): ProductPage => ({ products: [product("a")], page: 1, max: 24, hasMore: false });

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
    // no discount at all: the spec's sentence, after the products on a phone
    const none = screen.getByText("Pas encore de Promotions dans votre pharmacie pour le moment!");
    expect(
      screen.getByText("Crème a").compareDocumentPosition(none) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.categories }));
    const tree = screen.getByRole("navigation", { name: TEXTS.market.categories });
    fireEvent.click(await within(tree).findByRole("button", { name: "Solaire" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.includes("category1=6&") && !c.url.includes("category2")),
      ).toBe(true),
    );
    fireEvent.click(within(tree).getByRole("button", { name: "Protection visage" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.includes("category2=6A") && c.url.includes("category1=6")),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.next }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("page=2"))).toBe(true));
  });

  it("filters by the category tree down to level 3 on a phone, shows the path and clears it", async () => {
    const calls = fakeMarket(onePage);
    renderWithProviders(<CatalogPage />, { user: patient });
    await screen.findByText("Crème a");
    const toggle = screen.getByRole("button", { name: TEXTS.market.categories });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: TEXTS.market.categories })).toBeNull();
    fireEvent.click(toggle);
    const tree = screen.getByRole("navigation", { name: TEXTS.market.categories });
    const solaire = await within(tree).findByRole("button", { name: "Solaire" });
    expect(solaire.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(solaire);
    expect(solaire.getAttribute("aria-current")).toBe("true");
    expect(solaire.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(tree).getByRole("button", { name: "Protection visage" }));
    fireEvent.click(within(tree).getByRole("button", { name: "Visage SPF 50" }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.includes("category1=6&") &&
            c.url.includes("category2=6A&") &&
            c.url.includes("category3=6A1"),
        ),
      ).toBe(true),
    );
    // a last-level category closes the tree; the chosen path stays in sight
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(
      screen.getByText("Catégorie : Solaire › Protection visage › Visage SPF 50"),
    ).toBeTruthy();
    // cleared: every category again (the first page, already loaded, is not asked again)
    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.clearCategory }));
    expect(screen.queryByText(/^Catégorie :/)).toBeNull();
    fireEvent.click(toggle);
    const all = within(screen.getByRole("navigation", { name: TEXTS.market.categories })).getByRole(
      "button",
      { name: TEXTS.market.allCategories },
    );
    expect(all.getAttribute("aria-current")).toBe("true");
  });

  it("shows the category tree in the side column on a desktop", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((query) => query.includes("min-width")),
    );
    const calls = fakeMarket(onePage);
    renderWithProviders(<CatalogPage />, { user: patient });
    const tree = await screen.findByRole("navigation", { name: TEXTS.market.categories });
    expect(screen.queryByRole("button", { name: TEXTS.market.categories })).toBeNull();
    fireEvent.click(await within(tree).findByRole("button", { name: "Solaire" }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("category1=6"))).toBe(true));
    expect(
      within(tree)
        .getByRole("button", { name: TEXTS.market.allCategories })
        .getAttribute("aria-current"),
    ).toBeNull();
  });

  it("says « No response » and why when nothing matches", async () => {
    fakeMarket(() => ({ products: [], page: 1, max: 24, hasMore: false }));
    renderWithProviders(<CatalogPage />, { user: patient });
    expect(await screen.findByText("No response")).toBeTruthy();
    expect(screen.getByText(TEXTS.market.noResponseSentence)).toBeTruthy();
  });

  it("searches by name and can leave the stock filter", async () => {
    const calls = fakeMarket(onePage);
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

/** The listing's page the fake server answers: the one asked for, one product, more after it. */
function askedPage(call: SeenCall): ProductPage {
  const page = Number(new URL(call.url, "http://x").searchParams.get("page") ?? "1");
  return { products: [product(`p${page}`)], page, max: 24, hasMore: true };
}

const listings = (calls: SeenCall[]) =>
  calls.filter((c) => c.url.startsWith("/market/products")).map((c) => c.url);

/** A stand-in for the product page: the browser's « back ». */
function BackPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Précédent
    </button>
  );
}

describe("the catalogue's filters and page in the address (issue 11 §1)", () => {
  it("opens the listing the address asks for, and a new category goes back to page 1", async () => {
    const calls = fakeMarket(askedPage);
    renderWithProviders(<CatalogPage />, {
      user: patient,
      route: "/catalogue-pharmacie?category1=6&category2=6A&page=2",
    });
    expect(await screen.findByText("Crème p2")).toBeTruthy();
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect(screen.getByText("Catégorie : Solaire › Protection visage")).toBeTruthy();
    const first = new URL(listings(calls)[0] ?? "", "http://x").searchParams;
    expect(first.get("category1")).toBe("6");
    expect(first.get("category2")).toBe("6A");
    expect(first.get("page")).toBe("2");
    // the default stock filter, though absent from the address
    expect(first.get("pharmaIdStockOnly")).toBe("ph1");

    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.categories }));
    const tree = screen.getByRole("navigation", { name: TEXTS.market.categories });
    fireEvent.click(within(tree).getByRole("button", { name: "Solaire" }));
    expect(await screen.findByText("Crème p1")).toBeTruthy();
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(screen.getByText("Catégorie : Solaire")).toBeTruthy();
    expect(listings(calls).at(-1)).toMatch(/category1=6&.*page=1&/);
    expect(listings(calls).at(-1)).not.toContain("category2");
  });

  it("finds the same listing on « back » from a product", async () => {
    const calls = fakeMarket(askedPage);
    renderWithProviders(
      <Routes>
        <Route path="/catalogue-pharmacie" element={<CatalogPage />} />
        <Route path="/page-product/:id" element={<BackPage />} />
      </Routes>,
      { user: patient, route: "/catalogue-pharmacie" },
    );
    await screen.findByText("Crème p1");
    fireEvent.change(screen.getByLabelText(TEXTS.market.searchLabel), {
      target: { value: "écran" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }));
    fireEvent.click(screen.getByLabelText(TEXTS.market.stockOnly));
    await waitFor(() => expect(listings(calls).at(-1)).not.toContain("pharmaIdStockOnly"));
    fireEvent.click(screen.getByRole("button", { name: TEXTS.market.next }));
    fireEvent.click(await screen.findByRole("link", { name: "Crème p2" }));
    fireEvent.click(await screen.findByRole("button", { name: "Précédent" }));

    expect(await screen.findByText("Crème p2")).toBeTruthy();
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect((screen.getByLabelText(TEXTS.market.searchLabel) as HTMLInputElement).value).toBe(
      "écran",
    );
    expect((screen.getByLabelText(TEXTS.market.stockOnly) as HTMLInputElement).checked).toBe(false);
  });

  it("falls back to the defaults for an address it cannot read", async () => {
    const calls = fakeMarket(askedPage);
    renderWithProviders(<CatalogPage />, {
      user: patient,
      route: "/catalogue-pharmacie?page=abc&category1=99&type=x",
    });
    expect(await screen.findByText("Crème p1")).toBeTruthy();
    // once the tree is read, the unknown category is dropped
    await waitFor(() => expect(listings(calls).at(-1)).not.toContain("category1"));
    expect(listings(calls).at(-1)).toContain("page=1");
    expect(listings(calls).at(-1)).not.toContain("type");
    expect(screen.queryByText(/^Catégorie :/)).toBeNull();
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

  it("creates a product with its fields once its EAN13 is valid", async () => {
    const calls = mockFetch(() => ({ status: 201, body: product("n") }));
    const onClose = vi.fn();
    renderWithProviders(<ProductEditModal opened onClose={onClose} pharmaId="ph1" />, {
      user: makeUser("pharmacy", { id: "ph1" }),
    });
    fireEvent.change(await screen.findByLabelText(new RegExp(TEXTS.market.productName)), {
      target: { value: "Baume à lèvres" },
    });
    fireEvent.change(screen.getByLabelText(/EAN13/), { target: { value: "3400000000013" } });
    fireEvent.change(screen.getByLabelText(/Mon prix/), { target: { value: "4,5" } });
    fireEvent.click(screen.getByTestId("product-save"));
    expect(await screen.findByText(TEXTS.market.eanInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/EAN13/), { target: { value: "3400000000012" } });
    fireEvent.click(screen.getByTestId("product-save"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/market/product",
      body: {
        name: "Baume à lèvres",
        description: null,
        code: "3400000000012",
        medication: false,
        stock: { price: 450, quantity: 0 },
      },
    });
  });

  it("refuses a discount above the price in French and sends nothing, then sends it in cents over whole Paris days", async () => {
    const calls = mockFetch(() => ({
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
    }));
    const onClose = vi.fn();
    renderWithProviders(
      <DiscountEditModal
        opened
        onClose={onClose}
        product={{ _id: "a", name: "Crème a", normalPrice: 1490 }}
      />,
      { user: makeUser("pharmacy", { id: "ph1" }) },
    );
    fireEvent.change(await screen.findByLabelText(/Prix remisé/), { target: { value: "15" } });
    fireEvent.change(screen.getByLabelText(/Début/), { target: { value: "2026-06-01" } });
    fireEvent.change(screen.getByLabelText(/Fin/), { target: { value: "2026-05-01" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    expect(
      await screen.findByText(/^Le prix remisé doit être inférieur au prix normal \(14,90\s€\)\.$/),
    ).toBeTruthy();
    expect(screen.getByText(TEXTS.discounts.endBeforeStart)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Fin/), { target: { value: "2026-06-30" } });
    fireEvent.change(screen.getByLabelText(/Prix remisé/), { target: { value: "9,90" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      body: {
        productId: "a",
        price: 990,
        start: new Date("2026-06-01T00:00:00").toISOString(),
        end: new Date("2026-06-30T23:59:59").toISOString(),
      },
    });
  });

  it("shows the server's refusal of a discount when the normal price is unknown here", async () => {
    const calls = mockFetch(() => ({
      status: 400,
      body: {
        error: "validation",
        message: "Le prix remisé doit être inférieur au prix normal (14,90 €).",
      },
    }));
    const onError = vi.fn();
    renderWithProviders(
      <DiscountEditModal
        opened
        onClose={vi.fn()}
        product={{ _id: "a", name: "Crème a", normalPrice: null }}
      />,
      { user: makeUser("pharmacy", { id: "ph1" }), onError },
    );
    fireEvent.change(await screen.findByLabelText(/Prix remisé/), { target: { value: "15" } });
    fireEvent.click(screen.getByTestId("discount-save"));
    // the central handler gets the server's French 400 (and shows it as a toast)
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 400, message: expect.stringMatching(/^Le prix remisé/) }),
        expect.anything(),
      ),
    );
    expect(calls[0]?.body).toMatchObject({ productId: "a", price: 1500 });
  });
});

describe("the pharmacy's catalogue /page-catalog-edit (issue 11 §4)", () => {
  it("removes a product only once the pharmacist confirms, saying what goes", async () => {
    const calls = fakeMarket(onePage);
    renderWithProviders(<CatalogEditPage />, { user: makeUser("pharmacy", { id: "ph1" }) });
    const remove = await screen.findByRole("button", {
      name: `${TEXTS.actions.delete} : Crème a`,
    });
    const deletes = () => calls.filter((c) => c.method === "DELETE");

    // a stray click asks first, and « Annuler » changes nothing
    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog", {
      name: "Retirer « Crème a » de votre catalogue ?",
    });
    expect(within(dialog).getByText(TEXTS.market.removeStock)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.actions.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 });
    expect(deletes()).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", {
        name: TEXTS.market.removeFromCatalog,
      }),
    );
    await waitFor(() => expect(deletes().map((c) => c.url)).toEqual(["/market/product/a"]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 });
  });

  it("shows what an imported product lacks, a category and a picture (issue 17 §4)", async () => {
    fakeMarket(() => ({
      products: [
        product("a"),
        product("b", { name: "Crème maison", createdBy: "ph1", category1: null, image: null }),
      ],
      page: 1,
      max: 24,
      hasMore: false,
    }));
    renderWithProviders(<CatalogEditPage />, { user: makeUser("pharmacy", { id: "ph1" }) });
    expect(await screen.findByText("À compléter : catégorie, photo")).toBeTruthy();
    expect(screen.getAllByText(/À compléter/)).toHaveLength(1);
  });
});
