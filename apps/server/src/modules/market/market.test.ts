import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isValidEan13,
  TEXTS,
  type Brand,
  type CategoryNode,
  type Discount,
  type DiscountWithProduct,
  type Product,
  type ProductPage,
} from "@reseau/shared";
import { seedMarket } from "../../db/seed-market.js";
import { users } from "../../db/schema.js";
import { marketProducts } from "./market.schema.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";

let t: TestApp;
let pharmaA: TestClient;
let pharmaB: TestClient;
let patientA: TestClient;
let patientB: TestClient;
let idA: string;
let idB: string;

beforeAll(async () => {
  t = await createTestApp({ testClock: true });
  pharmaA = await createPharmacy(t, { name: "Pharmacie A", grp: "galien" });
  pharmaB = await createPharmacy(t, { name: "Pharmacie B" });
  idA = pharmaA.user!.id;
  idB = pharmaB.user!.id;
  patientA = await createPatient(t, { idpharma: idA });
  patientB = await createPatient(t);
  // a pharmacy's group is set by the network, not at sign-up
  await t.ctx.db.update(users).set({ grp: "galien" }).where(eq(users.id, idA));
  await seedMarket(t.ctx, { allPharmacies: true });
}, 120_000);
afterAll(() => t.stop());

const list = (client: TestClient, query: string) =>
  client.get<ProductPage>(`/market/products?mode=list&${query}`);

/** A product of the listing under these filters (the first). */
async function firstOf(query: string): Promise<Product> {
  const page = await list(pharmaA, query);
  expect(page.status).toBe(200);
  const product = page.body.products[0];
  if (!product) throw new Error(`no product for ${query}`);
  return product;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("the catalogue (001 §3 Catalog category, §7)", () => {
  it("answers the category tree with the prescription-only 1I among the medications", async () => {
    const tree = await patientA.get<CategoryNode[]>("/market/catalog");
    expect(tree.status).toBe(200);
    const solaire = tree.body.find((node) => node.name === "Solaire");
    expect(solaire?.children.map((c) => c.name)).toContain("Protection visage");
    const medication = tree.body.find((node) => node.code === "1");
    expect(medication?.type).toBe("medication");
    expect(medication?.children.map((c) => c.code)).toContain("1I");
    expect((await patientA.get<CategoryNode[]>("/market/waw/catalog")).body).toEqual(tree.body);
  });

  it("lists the brands by name, to visitors too (issue 19 §4)", async () => {
    const brands = await patientA.get<Brand[]>("/market/brands");
    const names = brands.body.map((b) => b.name);
    expect(names).toContain("La Roche-Posay");
    expect(names[0]).toBe("A-Derma");
    expect((await t.client().get<Brand[]>("/market/brands")).body).toEqual(brands.body);
  });
});

describe("the product listing GET /market/products?mode=list (001 §7)", () => {
  it("pages by name, 24 by default, with a next page", async () => {
    const first = await list(patientA, "");
    expect(first.body.products).toHaveLength(24);
    expect(first.body.hasMore).toBe(true);
    const names = first.body.products.map((p) => p.name);
    const second = await list(patientA, "page=2&max=24");
    expect(second.body.products[0]?.name).not.toBe(names[0]);
    expect(names.every((n) => !second.body.products.some((p) => p.name === n && p._id))).toBe(true);
    expect(first.body.products.every((p) => p.code !== null && isValidEan13(p.code))).toBe(true);
  });

  it("filters by words of the name, case and accents ignored", async () => {
    const page = await list(patientA, "name=creme%20SOLAIRE&max=100");
    expect(page.body.products.length).toBeGreaterThan(0);
    for (const product of page.body.products) expect(product.name).toMatch(/Crème solaire/);
  });

  it("filters by category, type, brand and price", async () => {
    const sun = await list(patientA, "category1=6&category2=6A&max=50");
    expect(sun.body.products.length).toBeGreaterThan(0);
    expect(sun.body.products.every((p) => p.category2 === "6A")).toBe(true);
    const medi = await list(patientA, "type=medi&max=50");
    expect(medi.body.products.every((p) => p.medication)).toBe(true);
    const para = await list(patientA, "type=para&max=50");
    expect(para.body.products.every((p) => !p.medication)).toBe(true);
    const brands = await patientA.get<Brand[]>("/market/brands");
    const avene = brands.body.find((b) => b.name === "Avène")!;
    const ofBrand = await list(patientA, `brand=${avene.id}&withPriceOnly=true`);
    expect(ofBrand.body.products.length).toBeGreaterThan(0);
    expect(ofBrand.body.products.every((p) => p.brand === "Avène" && p.price !== null)).toBe(true);
  });

  it("lists only what a pharmacy stocks, with its stock and price", async () => {
    const page = await list(patientA, `pharmaIdStockOnly=${idB}&max=100`);
    expect(page.body.products.length).toBeGreaterThan(0);
    for (const product of page.body.products) {
      expect(product.stocks).toHaveLength(1);
      expect(product.stocks[0]).toMatchObject({ pharmaId: idB, name: "Pharmacie B" });
    }
    const byGroup = await list(patientA, "grp=galien&max=10");
    expect(byGroup.body.products.length).toBeGreaterThan(0);
  });

  it("says nothing matched with an empty page (the web shows « No response »)", async () => {
    const page = await list(patientA, "name=introuvablexyz");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ products: [], hasMore: false });
  });

  it("refuses unknown or malformed filters with a French 400, never a 500", async () => {
    const unknown = await list(patientA, "category1=ZZ");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: "Catégorie inconnue : ZZ." });
    const type = await list(patientA, "type=cosmetique");
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({ message: TEXTS.market.typeInvalid });
    expect((await list(patientA, "max=1000")).status).toBe(400);
    expect((await list(patientA, "page=0")).status).toBe(400);
    expect((await list(patientA, "brand=inconnue")).body).toMatchObject({
      message: TEXTS.market.unknownBrand,
    });
    expect((await list(patientA, "withPriceOnly=peut-etre")).status).toBe(400);
  });

  it("never shows a product with an error field", async () => {
    const product = await firstOf("name=shampooing");
    await t.ctx.db
      .update(marketProducts)
      .set({ error: "fiche incomplète" })
      .where(eq(marketProducts.id, product._id));
    expect((await patientA.get(`/market/product/${product._id}`)).status).toBe(404);
    const page = await list(patientA, "name=shampooing&max=100");
    expect(page.body.products.some((p) => p._id === product._id)).toBe(false);
    await t.ctx.db
      .update(marketProducts)
      .set({ error: null })
      .where(eq(marketProducts.id, product._id));
  });

  it("answers the network mode's search by name, brand and code", async () => {
    const byName = await patientA.get<ProductPage>(
      "/market/products-pharmanity?mode=search&txt=dentifrice&type=para",
    );
    expect(byName.body.products.length).toBeGreaterThan(0);
    expect(byName.body.products.every((p) => /Dentifrice/.test(p.name))).toBe(true);
    const byBrand = await patientA.get<ProductPage>(
      "/market/products-pharmanity?mode=search&txt=doliprane&endpoint=BRAND",
    );
    expect(byBrand.body.products.every((p) => p.brand === "Doliprane")).toBe(true);
    const one = byName.body.products[0]!;
    const byCode = await patientA.get<ProductPage>(
      `/market/products-pharmanity?mode=search&code=${one.code}`,
    );
    expect(byCode.body.products.map((p) => p._id)).toEqual([one._id]);
    const byPid = await patientA.get<Product>(`/market/product-pharmanity/${one.pid}`);
    expect(byPid.body._id).toBe(one._id);
  });
});

describe("the product page GET /market/product/{id}", () => {
  it("carries every pharmacy's stock in cents, by id or uuid", async () => {
    const listed = await firstOf(`pharmaIdStockOnly=${idA}&name=lait`);
    const page = await patientA.get<Product>(`/market/product/${listed._id}`);
    expect(page.status).toBe(200);
    expect(page.body.stocks.some((s) => s.pharmaId === idA)).toBe(true);
    for (const stock of page.body.stocks) expect(Number.isInteger(stock.price)).toBe(true);
    expect((await patientA.get<Product>(`/market/product/${listed.uuid}`)).body._id).toBe(
      listed._id,
    );
    expect((await patientA.get("/market/product/inconnu")).body).toMatchObject({
      message: TEXTS.market.productNotFound,
    });
  });

  it("marks prescription-only products (category 1I) and serves their picture", async () => {
    const product = await firstOf("category2=1I");
    expect(product.prescriptionOnly).toBe(true);
    expect(product.medication).toBe(true);
    const picture = await t.app.inject({
      url: product.image!,
      headers: { cookie: patientA.cookieHeader() },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect((await patientA.get("/market/images/not-a-product-key")).status).toBe(404);
  });
});

describe("the pharmacy's catalogue (issue 11 §4)", () => {
  it("changes only the caller's own price and stock", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idB}&name=gel`);
    const before = await patientA.get<Product>(`/market/product/${product._id}`);
    const stockB = before.body.stocks.find((s) => s.pharmaId === idB)!;
    const saved = await pharmaA.put<Product>("/market/product", {
      id: product._id,
      stock: { price: 1234, quantity: 7 },
    });
    expect(saved.status).toBe(200);
    const after = await patientA.get<Product>(`/market/product/${product._id}`);
    expect(after.body.stocks.find((s) => s.pharmaId === idA)).toMatchObject({
      price: 1234,
      quantity: 7,
      name: "Pharmacie A",
      grp: "galien",
    });
    expect(after.body.stocks.find((s) => s.pharmaId === idB)).toEqual(stockB);
  });

  it("refuses stock edits by a patient, and a shared product's fields to a pharmacy", async () => {
    const product = await firstOf("name=serum");
    const patient = await patientA.put("/market/product", {
      id: product._id,
      stock: { price: 100, quantity: 1 },
    });
    expect(patient.status).toBe(403);
    expect(patient.body).toMatchObject({ message: TEXTS.market.pharmacyOnly });
    const rename = await pharmaA.put("/market/product", { id: product._id, name: "Renommé" });
    expect(rename.status).toBe(403);
    expect(rename.body).toMatchObject({ message: TEXTS.market.notOwnProduct });
    const badPrice = await pharmaA.put("/market/product", {
      id: product._id,
      stock: { price: 12.5, quantity: 1 },
    });
    expect(badPrice.status).toBe(400);
  });

  it("creates a product seen only by the pharmacy and its own patients", async () => {
    const upload = await pharmaA.post<{ key: string; image: string }>("/market/upload", {
      data: SAMPLE_FILES.png,
    });
    expect(upload.status).toBe(201);
    const created = await pharmaA.post<Product>("/market/product", {
      name: "Baume maison à l'arnica",
      description: "Préparé à l'officine.",
      category1: "3",
      category2: "3B",
      medication: false,
      code: "3401234567890",
      image: upload.body.key,
      stock: { price: 890, quantity: 12 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ createdBy: idA, image: upload.body.image });
    expect(created.body.stocks).toEqual([
      { pharmaId: idA, name: "Pharmacie A", price: 890, quantity: 12, grp: "galien" },
    ]);
    const id = created.body._id;
    expect((await patientA.get(`/market/product/${id}`)).status).toBe(200);
    expect((await patientB.get(`/market/product/${id}`)).status).toBe(404);
    expect((await pharmaB.get(`/market/product/${id}`)).status).toBe(404);
    const listed = await list(patientA, "name=arnica");
    expect(listed.body.products.map((p) => p._id)).toEqual([id]);
    expect((await list(patientB, "name=arnica")).body.products).toEqual([]);

    const renamed = await pharmaA.put<Product>("/market/product", {
      id,
      name: "Baume à l'arnica",
    });
    expect(renamed.body.name).toBe("Baume à l'arnica");
    expect((await pharmaB.delete(`/market/product/${id}`)).status).toBe(404);
    expect((await pharmaA.delete(`/market/product/${id}`)).status).toBe(204);
    expect((await patientA.get(`/market/product/${id}`)).status).toBe(404);
  });

  it("refuses a wrong EAN13, a patient's product, and a picture that is no image", async () => {
    const bad = await pharmaA.post("/market/product", { name: "Produit", code: "3401234567891" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: TEXTS.market.eanInvalid });
    expect((await patientA.post("/market/product", { name: "Produit" })).status).toBe(403);
    const gif = await pharmaA.post("/market/upload", { data: SAMPLE_FILES.gif });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ message: TEXTS.market.pictureBadType });
    expect((await patientA.post("/market/upload", { data: SAMPLE_FILES.png })).status).toBe(403);
  });

  it("removes a shared product from the pharmacy's stock only", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idA}&name=deodorant`);
    expect((await pharmaA.delete(`/market/product/${product._id}`)).status).toBe(204);
    const after = await patientA.get<Product>(`/market/product/${product._id}`);
    expect(after.status).toBe(200);
    expect(after.body.stocks.some((s) => s.pharmaId === idA)).toBe(false);
  });
});

describe("discounts (001 §3 Discount, issue 11 §3)", () => {
  it("lets a pharmacy discount a para product it stocks, shown in the catalogue", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idA}&category1=6&withPriceOnly=true`);
    const normal = product.stocks[0]!.price;
    const created = await pharmaA.post<Discount>("/market/discount", {
      productId: product._id,
      price: normal - 100,
      start: inDays(-1),
      end: inDays(10),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pharmaId: idA, price: normal - 100, group: "galien" });

    const listed = await list(patientA, `pharmaIdStockOnly=${idA}&category1=6&withPriceOnly=true`);
    expect(listed.body.products.find((p) => p._id === product._id)?.discounts).toEqual([
      created.body,
    ]);
    const ofPharmacy = await patientA.get<DiscountWithProduct[]>(
      `/market/discounts-products/galien/pharma/${idA}`,
    );
    expect(ofPharmacy.body.map((d) => d.id)).toContain(created.body.id);
    expect(ofPharmacy.body[0]?.product.name).toBeTruthy();
    const ofGroup = await patientB.get<Discount[]>("/market/discounts/galien");
    expect(ofGroup.body.map((d) => d.id)).toContain(created.body.id);
    const own = await pharmaA.get<Discount[]>("/market/discounts/galien");
    expect(own.body.map((d) => d.id)).toContain(created.body.id);
    expect((await pharmaB.get<Discount[]>("/market/discounts/galien")).body).toEqual([]);

    // another pharmacy neither changes nor deletes it; the owner does
    const edit = { id: created.body.id, price: normal - 200, start: inDays(-1), end: inDays(5) };
    expect((await pharmaB.put("/market/discount", edit)).status).toBe(404);
    expect((await pharmaB.delete(`/market/discount/${created.body.id}`)).status).toBe(404);
    const changed = await pharmaA.put<Discount>("/market/discount", edit);
    expect(changed.body.price).toBe(normal - 200);
    expect((await pharmaA.delete(`/market/discount/${created.body.id}`)).status).toBe(204);
    expect((await pharmaA.get<Discount[]>("/market/discounts/galien")).body).toEqual([]);
  });

  it("refuses a price above the normal one, an end before the start, a medication", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idA}&category1=6&withPriceOnly=true`);
    const normal = product.stocks[0]!.price;
    const above = await pharmaA.post("/market/discount", {
      productId: product._id,
      price: normal + 1,
      start: inDays(0),
      end: inDays(3),
    });
    expect(above.status).toBe(400);
    expect((above.body as { message: string }).message).toMatch(/^Le prix remisé doit être/);
    const backwards = await pharmaA.post("/market/discount", {
      productId: product._id,
      price: 100,
      start: inDays(3),
      end: inDays(1),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: TEXTS.discounts.endBeforeStart });
    const medication = await firstOf(`pharmaIdStockOnly=${idA}&category2=1I`);
    const onMedication = await pharmaA.post("/market/discount", {
      productId: medication._id,
      price: 1,
      start: inDays(0),
      end: inDays(3),
    });
    expect(onMedication.body).toMatchObject({ message: TEXTS.discounts.paraOnly });
  });

  it("lets no one discount for another pharmacy", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idA}&category1=6&withPriceOnly=true`);
    const body = { productId: product._id, price: 1, start: inDays(0), end: inDays(3) };
    expect((await pharmaB.post("/market/discount", { ...body, pharmaId: idA })).status).toBe(403);
    expect((await patientA.post("/market/discount", body)).status).toBe(403);
  });
});

describe("one price, one clock (issue 17 §2)", () => {
  it("refuses an overlapping discount on create and on PUT, naming the other period", async () => {
    const product = await firstOf(
      `pharmaIdStockOnly=${idA}&name=creme&withPriceOnly=true&type=para`,
    );
    const normal = product.stocks.find((s) => s.pharmaId === idA)!.price;
    const first = await pharmaA.post<Discount>("/market/discount", {
      productId: product._id,
      price: normal - 100,
      start: inDays(20),
      end: inDays(25),
    });
    expect(first.status).toBe(201);
    const overlapping = await pharmaA.post<{ message: string }>("/market/discount", {
      productId: product._id,
      price: normal - 200,
      start: inDays(24),
      end: inDays(30),
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toMatch(/^Une remise existe déjà du \d{2}\/\d{2}\/\d{4}/);
    const after = await pharmaA.post<Discount>("/market/discount", {
      productId: product._id,
      price: normal - 200,
      start: inDays(26),
      end: inDays(30),
    });
    expect(after.status).toBe(201);
    const moved = await pharmaA.put("/market/discount", {
      id: after.body.id,
      price: normal - 200,
      start: inDays(22),
      end: inDays(30),
    });
    expect(moved.status).toBe(400);
    // its own period is no overlap
    const kept = await pharmaA.put("/market/discount", {
      id: after.body.id,
      price: normal - 250,
      start: inDays(26),
      end: inDays(31),
    });
    expect(kept.status).toBe(200);

    // the clock of the server judges the catalogue and « Promotions », as the quote
    const shown = async () => {
      const page = await patientA.get<Product>(`/market/product/${product._id}`);
      const promos = await patientA.get<DiscountWithProduct[]>(
        `/market/discounts-products/galien/pharma/${idA}`,
      );
      const quote = await patientA.post<{ lines: { discountPrice: number | null }[] }>(
        "/market/cart/quote",
        { vendor: idA, cart: [{ productId: product._id, quantity: 1 }] },
      );
      return {
        page: page.body.discounts.filter((d) => d.pharmaId === idA).map((d) => d.price),
        promos: promos.body.filter((d) => d.product._id === product._id).map((d) => d.price),
        quote: quote.body.lines[0]?.discountPrice ?? null,
      };
    };
    expect(await shown()).toEqual({ page: [], promos: [], quote: null });
    expect((await t.client().post("/test/clock", { now: inDays(21) })).status).toBe(200);
    expect(await shown()).toEqual({
      page: [normal - 100],
      promos: [normal - 100],
      quote: normal - 100,
    });
    await t.client().post("/test/clock", { now: inDays(28) });
    expect(await shown()).toEqual({
      page: [normal - 250],
      promos: [normal - 250],
      quote: normal - 250,
    });
    await t.client().post("/test/clock", { now: new Date().toISOString() });
    await pharmaA.delete(`/market/discount/${first.body.id}`);
    await pharmaA.delete(`/market/discount/${after.body.id}`);
  });

  it("refuses a discount date outside 2000–2100 (400, not 500)", async () => {
    const product = await firstOf(`pharmaIdStockOnly=${idA}&category1=6&withPriceOnly=true`);
    const response = await pharmaA.post<{ message: string }>("/market/discount", {
      productId: product._id,
      price: 1,
      start: inDays(0),
      end: "9999-12-31T23:59:59-23:59",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("2100");
  });
});

describe("a pharmacy's own product through the cart (issue 17 §6)", () => {
  it("is offered, quoted and ordered by its patients only", async () => {
    const created = await pharmaA.post<Product>("/market/product", {
      name: "Onguent maison au calendula",
      medication: false,
      stock: { price: 650, quantity: 5 },
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const offer = (client: TestClient) =>
      client.get<{ items: { productId: string }[] }>(
        `/market/cart/offer?vendor=${idA}&name=calendula`,
      );
    expect((await offer(patientA)).body.items.map((i) => i.productId)).toEqual([id]);
    expect((await offer(patientB)).body.items).toEqual([]);

    const quote = await patientB.post<{ lines: unknown[]; unknown: string[] }>(
      "/market/cart/quote",
      { vendor: idA, cart: [{ productId: id, quantity: 1 }] },
    );
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ lines: [], unknown: [id] });

    const order = await patientB.post<{ message: string }>("/market/mp/order", {
      vendor: idA,
      cart: [{ productId: id, quantity: 1 }],
    });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(TEXTS.orders.productUnknown);
    const stock = await pharmaA.get<Product>(`/market/product/${id}`);
    expect(stock.body.stocks[0]?.quantity).toBe(5);
  });
});
