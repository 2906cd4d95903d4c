import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEXTS,
  type Brand,
  type CategoryNode,
  type Product,
  type ProductPage,
} from "@reseau/shared";
import { seedMarket } from "../../db/seed-market.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";

/**
 * The public catalogue (issue 19 §4): a visitor, without an account, reads the category tree,
 * the brands, the listing and a product, with reference prices and no pharmacy's stock; ordering,
 * quoting and editing still answer 401.
 */
let t: TestApp;
let visitor: TestClient;
let patient: TestClient;
let pharmacy: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await createPharmacy(t, { name: "Pharmacie du Parc" });
  patient = await createPatient(t, { idpharma: pharmacy.user!.id });
  await seedMarket(t.ctx, { allPharmacies: true });
  visitor = t.client();
}, 120_000);
afterAll(() => t.stop());

/** The first para product her pharmacy stocks, as the patient's listing has it. */
async function aSoldProduct(): Promise<Product> {
  const page = await patient.get<ProductPage>(
    `/market/products?mode=list&type=para&pharmaIdStockOnly=${pharmacy.user!.id}`,
  );
  const product = page.body.products.find((p) => !p.prescriptionOnly && p.price !== null);
  if (!product) throw new Error("no para product in the seed");
  return product;
}

describe("a visitor reads the catalogue (issue 19 §4)", () => {
  it("gets the category tree and the brands", async () => {
    const tree = await visitor.get<CategoryNode[]>("/market/catalog");
    expect(tree.status).toBe(200);
    expect(tree.body.map((node) => node.name)).toContain("Solaire");
    const brands = await visitor.get<Brand[]>("/market/brands");
    expect(brands.status).toBe(200);
    expect(brands.body.length).toBeGreaterThan(0);
  });

  it("lists products with their reference prices, no stock nor discount", async () => {
    const page = await visitor.get<ProductPage>("/market/products?mode=list");
    expect(page.status).toBe(200);
    expect(page.body.products.length).toBeGreaterThan(0);
    expect(page.body.products.some((p) => p.price !== null)).toBe(true);
    for (const product of page.body.products) {
      expect(product.stocks).toEqual([]);
      expect(product.discounts).toEqual([]);
    }
    // her pharmacy's stock is what a patient sees on the same listing
    const hers = await patient.get<ProductPage>("/market/products?mode=list");
    expect(hers.body.products.some((p) => p.stocks.length > 0)).toBe(true);
  });

  it("opens a product with its reference price; a patient still sees every pharmacy's stock", async () => {
    const listed = await aSoldProduct();
    const seen = await visitor.get<Product>(`/market/product/${listed._id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.name).toBe(listed.name);
    expect(seen.body.price).not.toBeNull();
    expect(seen.body.stocks).toEqual([]);
    const hers = await patient.get<Product>(`/market/product/${listed._id}`);
    expect(hers.body.stocks.map((s) => s.pharmaId)).toContain(pharmacy.user!.id);
    const unknown = await visitor.get<{ message: string }>(
      "/market/product/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TEXTS.market.productNotFound);
  });

  it("sees a product's picture", async () => {
    const listed = await aSoldProduct();
    expect(listed.thumb).toMatch(/^\/market\/images\/mk-/);
    const picture = await t.app.inject({ method: "GET", url: listed.thumb! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
  });

  it("is asked to log in for a pharmacy's stock, an order, a quote or an edit", async () => {
    const listed = await aSoldProduct();
    const pharmaId = pharmacy.user!.id;
    const refused = [
      await visitor.get(`/market/products?mode=list&pharmaIdStockOnly=${pharmaId}`),
      await visitor.post("/market/mp/order", {
        vendor: pharmaId,
        cart: [{ productId: listed._id, quantity: 1 }],
      }),
      await visitor.post("/market/cart/quote", {
        vendor: pharmaId,
        cart: [{ productId: listed._id, quantity: 1 }],
      }),
      await visitor.put("/market/product", { id: listed._id, price: 1, quantity: 1 }),
      await visitor.post("/market/product", { name: "Produit", price: 100, quantity: 1 }),
      await visitor.delete(`/market/product/${listed._id}`),
      await visitor.get(`/market/discounts-products/galien/pharma/${pharmaId}`),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect((refused[0]?.body as { message: string }).message).toBe(TEXTS.auth.required);
    // nothing changed: the same price, the same stock
    const after = await patient.get<Product>(`/market/product/${listed._id}`);
    expect(after.body.price).toBe(listed.price);
    const stockOf = (product: Product) =>
      product.stocks.find((stock) => stock.pharmaId === pharmaId)?.quantity;
    expect(stockOf(after.body)).toBe(stockOf(listed));
  });
});
