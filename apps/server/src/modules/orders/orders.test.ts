import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, and } from "drizzle-orm";
import { io as ioClient, type Socket } from "socket.io-client";
import {
  TEXTS,
  type CartOffer,
  type CartQuote,
  type DeliveryQuote,
  type MarketOrder,
  type MarketServerToClientEvents,
} from "@reseau/shared";
import { marketDiscounts, marketProducts, marketStocks, users } from "../../db/schema.js";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.stop();
});

type Answer<T> = T & { error?: string; message?: string };
let seq = 0;

/** A product of the catalogue (direct row), with `pharmacy`'s stock and an optional discount. */
async function product(
  pharmacy: TestClient,
  fields: {
    name?: string;
    price: number;
    quantity: number;
    medication?: boolean;
    category1?: string;
    discount?: number;
    discountWindow?: { start: Date; end: Date };
    /** Storage key of the product's thumbnail. */
    thumb?: string;
  },
): Promise<string> {
  const id = `prod-${process.pid}-${seq++}`;
  await t.database.db.insert(marketProducts).values({
    id,
    pid: 900000 + seq,
    uuid: id,
    name: fields.name ?? `Produit ${seq}`,
    price: fields.price,
    medication: fields.medication ?? false,
    category1: fields.category1 ?? null,
    thumb: fields.thumb ?? null,
  });
  await t.database.db.insert(marketStocks).values({
    productId: id,
    pharmaId: pharmacy.user!.id,
    price: fields.price,
    quantity: fields.quantity,
  });
  if (fields.discount !== undefined) {
    const window = fields.discountWindow ?? {
      start: new Date(Date.now() - 86_400_000),
      end: new Date(Date.now() + 86_400_000),
    };
    await t.database.db.insert(marketDiscounts).values({
      id: `disc-${id}`,
      pharmaId: pharmacy.user!.id,
      productId: id,
      price: fields.discount,
      ...window,
    });
  }
  return id;
}

async function stockOf(pharmacy: TestClient, productId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ quantity: marketStocks.quantity })
    .from(marketStocks)
    .where(
      and(eq(marketStocks.productId, productId), eq(marketStocks.pharmaId, pharmacy.user!.id)),
    );
  return row!.quantity;
}

/** A `/market` socket of `client`, recording its `order` events. */
async function marketSocket(client: TestClient) {
  const socket: Socket<MarketServerToClientEvents> = ioClient(`${url}/market`, {
    transports: ["websocket"],
    extraHeaders: { cookie: client.cookieHeader() },
    reconnection: false,
  });
  sockets.push(socket as unknown as Socket);
  const received: Parameters<MarketServerToClientEvents["order"]>[0][] = [];
  socket.on("order", (payload) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  // 001 §7: the client emits `user` after connecting
  await new Promise<void>((resolve) => (socket as unknown as Socket).emit("user", () => resolve()));
  return {
    received,
    next: (index: number) =>
      new Promise<Parameters<MarketServerToClientEvents["order"]>[0]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no order event")), 2000);
        const check = () => {
          if (received[index]) {
            clearTimeout(timer);
            resolve(received[index]);
          } else setTimeout(check, 10);
        };
        check();
      }),
  };
}

describe("POST /market/mp/order", () => {
  it("prices the order from the server's data, to the cent, and reserves the stock", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const sunscreen = await product(pharmacy, {
      name: "Crème solaire SPF50",
      price: 1590,
      quantity: 5,
      discount: 1290,
    });
    const drug = await product(pharmacy, {
      name: "Paracétamol",
      price: 210,
      quantity: 10,
      medication: true,
      discount: 100,
    });
    const response = await patient.post<Answer<MarketOrder>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      // prices and totals sent by the client are ignored
      totalFinal: 1,
      cart: [
        { productId: sunscreen, quantity: 2, price: 1 },
        { productId: drug, quantity: 3 },
      ],
    });
    expect(response.status).toBe(201);
    const order = response.body;
    expect(order).toMatchObject({
      status: "RESERVATION_ONLY",
      client: patient.user!.id,
      vendor: pharmacy.user!.id,
      vendorName: "Pharmacie du Centre",
      totalPara: 3180,
      reductionPara: 600,
      totalMedi: 630,
      totalDelivery: 0,
      totalWithoutDelivery: 3210,
      totalFinal: 3210,
    });
    expect(order.cart).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: sunscreen,
          quantity: 2,
          unitPrice: 1590,
          paidUnitPrice: 1290,
        }),
        expect.objectContaining({
          productId: drug,
          quantity: 3,
          unitPrice: 210,
          paidUnitPrice: 210,
        }),
      ]),
    );
    expect(await stockOf(pharmacy, sunscreen)).toBe(3);
    expect(await stockOf(pharmacy, drug)).toBe(7);
  });

  it("without card payment (CARD_PAYMENT=off) the order stays RESERVATION_ONLY and nothing is paid online", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const cream = await product(pharmacy, { price: 500, quantity: 2 });
    const placed = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: cream, quantity: 1 }],
    });
    expect(placed.body.status).toBe("RESERVATION_ONLY");
    const pay = await patient.post<Answer<unknown>>("/market/mp/pay", {
      order: placed.body.id,
      cardReg: "cardreg_x",
      registrationData: "data=x",
    });
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe(TEXTS.payments.paymentOff);
    expect((await patient.post("/market/mp/card-reg-request", {})).status).toBe(400);
  });

  it("ignores a discount outside its dates", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const item = await product(pharmacy, {
      price: 1000,
      quantity: 2,
      discount: 500,
      discountWindow: {
        start: new Date(Date.now() - 3 * 86_400_000),
        end: new Date(Date.now() - 86_400_000),
      },
    });
    const response = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: item, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ totalPara: 1000, reductionPara: 0, totalFinal: 1000 });
  });

  it("refuses too much quantity, an unknown product, a prescription-only product: 400, nothing reserved", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const a = await product(pharmacy, { name: "Gel douche", price: 500, quantity: 4 });
    const b = await product(pharmacy, { name: "Baume", price: 700, quantity: 1 });
    const rx = await product(pharmacy, {
      name: "Amoxicilline",
      price: 300,
      quantity: 9,
      medication: true,
      category1: "1I",
    });
    const other = await createPharmacy(t);
    const elsewhere = await product(other, { price: 100, quantity: 9 });

    const tooMany = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
      ],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Stock insuffisant pour « Baume » : 1 disponible(s).");
    // the first line's reservation was rolled back with the rest
    expect(await stockOf(pharmacy, a)).toBe(4);
    expect(await stockOf(pharmacy, b)).toBe(1);

    const unknown = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [
        { productId: a, quantity: 1 },
        { productId: elsewhere, quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(TEXTS.orders.productUnknown);

    const prescription = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: rx, quantity: 1 }],
    });
    expect(prescription.status).toBe(400);
    expect(prescription.body.message).toContain("médicament sur ordonnance");

    const zero = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: a, quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain(TEXTS.orders.quantityInvalid);

    const empty = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(TEXTS.orders.cartEmpty);

    const noVendor = await patient.post<Answer<unknown>>("/market/mp/order", {
      vendor: patient.user!.id,
      cart: [{ productId: a, quantity: 1 }],
    });
    expect(noVendor.status).toBe(400);
    expect(noVendor.body.message).toBe(TEXTS.orders.vendorUnknown);

    expect(await stockOf(pharmacy, a)).toBe(4);
    expect(await stockOf(pharmacy, rx)).toBe(9);
    const list = await patient.get<MarketOrder[]>(`/market/orders/patient/${patient.user!.id}`);
    expect(list.body).toEqual([]);
  });

  it("two concurrent orders for the last unit: one succeeds, the other gets the 400", async () => {
    const pharmacy = await createPharmacy(t);
    const [first, second] = await Promise.all([createPatient(t), createPatient(t)]);
    const last = await product(pharmacy, { name: "Dernier tube", price: 990, quantity: 1 });
    const body = { vendor: pharmacy.user!.id, cart: [{ productId: last, quantity: 1 }] };
    const answers = await Promise.all([
      first.post<Answer<unknown>>("/market/mp/order", body),
      second.post<Answer<unknown>>("/market/mp/order", body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe(
      "Stock insuffisant pour « Dernier tube » : 0 disponible(s).",
    );
    expect(await stockOf(pharmacy, last)).toBe(0);
  });

  it("is for patients only", async () => {
    const pharmacy = await createPharmacy(t);
    const item = await product(pharmacy, { price: 100, quantity: 3 });
    const doctor = await createDoctor(t);
    const response = await doctor.post<Answer<unknown>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: item, quantity: 1 }],
    });
    expect(response.status).toBe(403);
    expect(await stockOf(pharmacy, item)).toBe(3);
    const anonymous = await t.client().post("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: item, quantity: 1 }],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("order statuses and lists", () => {
  it("the pharmacy sets READY then DELIVRED; the patient is told live; others get 404", async () => {
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
    const patient = await createPatient(t);
    const item = await product(pharmacy, { name: "Crème", price: 1250, quantity: 3 });
    const stranger = await createPatient(t);
    const otherPharmacy = await createPharmacy(t);
    const patientLive = await marketSocket(patient);
    const strangerLive = await marketSocket(stranger);
    const pharmacyLive = await marketSocket(pharmacy);
    const created = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: item, quantity: 2 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // a pickup code, the same for both sides (issue 18 §1)
    expect(created.body.pickupCode).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    // the pharmacy sees the new order live
    const arrived = await pharmacyLive.next(0);
    expect(arrived.order.id).toBe(id);
    expect(arrived.order.pickupCode).toBe(created.body.pickupCode);
    const listed = await pharmacy.get<MarketOrder[]>(
      `/market/orders/pharmacy/${pharmacy.user!.id}`,
    );
    expect(listed.body.find((o) => o.id === id)?.pickupCode).toBe(created.body.pickupCode);

    for (const who of [patient, stranger, otherPharmacy]) {
      const denied = await who.post<Answer<unknown>>(`/market/orders/${id}/status`, {
        status: "READY",
      });
      expect(denied.status).toBe(404);
    }
    const unknownStatus = await pharmacy.post<Answer<unknown>>(`/market/orders/${id}/status`, {
      status: "PAYED",
    });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.message).toBe(TEXTS.orders.statusInvalid);

    const ready = await pharmacy.post<MarketOrder>(`/market/orders/${id}/status`, {
      status: "READY",
    });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("READY");
    const told = await patientLive.next(1);
    expect(told.order.status).toBe("READY");
    expect(told.message).toBe(
      "Votre commande de 25,00 € chez Pharmacie des Lilas : Prête à retirer.".replace(
        " €",
        "\u00a0€",
      ),
    );

    const collected = await pharmacy.post<MarketOrder>(`/market/orders/${id}/status`, {
      status: "DELIVRED",
    });
    expect(collected.body.status).toBe("DELIVRED");
    // a collected order moves no more, and keeps its stock taken
    const again = await pharmacy.post<Answer<unknown>>(`/market/orders/${id}/status`, {
      status: "CANCELED",
    });
    expect(again.status).toBe(400);
    expect(await stockOf(pharmacy, item)).toBe(1);

    const mine = await patient.get<MarketOrder[]>(`/market/orders/patient/${patient.user!.id}`);
    expect(mine.body.map((o) => [o.id, o.status])).toEqual([[id, "DELIVRED"]]);
    const theirs = await pharmacy.get<MarketOrder[]>(
      `/market/orders/pharmacy/${pharmacy.user!.id}`,
    );
    expect(theirs.body.map((o) => o.id)).toEqual([id]);
    expect(theirs.body[0]!.cart[0]).toMatchObject({
      name: "Crème",
      quantity: 2,
      paidUnitPrice: 1250,
    });
    // the stranger, listening all along, heard nothing of it: only the two sides are in the
    // audience. His own order, placed last, is the first event his socket gets (one connection
    // keeps the server's order)
    const own = await product(otherPharmacy, { price: 100, quantity: 1 });
    const his = await stranger.post<MarketOrder>("/market/mp/order", {
      vendor: otherPharmacy.user!.id,
      cart: [{ productId: own, quantity: 1 }],
    });
    expect((await strangerLive.next(0)).order.id).toBe(his.body.id);
    expect(strangerLive.received).toHaveLength(1);
    expect(patientLive.received.map((r) => r.order.id)).not.toContain(his.body.id);
  });

  it("canceling gives the stock back", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const item = await product(pharmacy, { price: 400, quantity: 5 });
    const created = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: item, quantity: 4 }],
    });
    expect(await stockOf(pharmacy, item)).toBe(1);
    const canceled = await pharmacy.post<MarketOrder>(`/market/orders/${created.body.id}/status`, {
      status: "CANCELED",
    });
    expect(canceled.body.status).toBe("CANCELED");
    expect(await stockOf(pharmacy, item)).toBe(5);
    const twice = await pharmacy.post<Answer<unknown>>(`/market/orders/${created.body.id}/status`, {
      status: "CANCELED",
    });
    expect(twice.status).toBe(400);
    expect(await stockOf(pharmacy, item)).toBe(5);
  });

  it("lists answer only to that patient or pharmacy (others 404)", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const other = await createPatient(t);
    const otherPharmacy = await createPharmacy(t);
    expect((await other.get(`/market/orders/patient/${patient.user!.id}`)).status).toBe(404);
    expect((await pharmacy.get(`/market/orders/patient/${patient.user!.id}`)).status).toBe(404);
    expect((await otherPharmacy.get(`/market/orders/pharmacy/${pharmacy.user!.id}`)).status).toBe(
      404,
    );
    expect((await patient.get(`/market/orders/pharmacy/${pharmacy.user!.id}`)).status).toBe(404);
    // a pharmacy's id on the patient route is no patient list
    expect((await pharmacy.get(`/market/orders/patient/${pharmacy.user!.id}`)).status).toBe(404);
    expect((await patient.get(`/market/orders/patient/unknown-id`)).status).toBe(404);
  });
});

describe("cart quote and offer", () => {
  it("prices a cart with the totals of cartTotals and lists the pharmacy's products in stock", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    await t.database.db
      .update(users)
      .set({ idpharma: pharmacy.user!.id })
      .where(eq(users.id, patient.user!.id));
    const sun = await product(pharmacy, {
      name: "Spray solaire enfant",
      price: 1800,
      quantity: 6,
      discount: 1500,
    });
    await product(pharmacy, { name: "Solaire épuisé", price: 900, quantity: 0 });
    const quote = await patient.post<CartQuote>("/market/cart/quote", {
      vendor: pharmacy.user!.id,
      cart: [
        { productId: sun, quantity: 2 },
        { productId: "gone", quantity: 1 },
      ],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.unknown).toEqual(["gone"]);
    expect(quote.body.lines[0]).toMatchObject({
      productId: sun,
      available: 6,
      unitPrice: 1800,
      discountPrice: 1500,
      quantity: 2,
    });
    expect(quote.body.totals).toEqual({
      totalPara: 3600,
      totalMedi: 0,
      reductionPara: 600,
      totalDelivery: 0,
      totalWithoutDelivery: 3000,
      totalFinal: 3000,
    });
    const offer = await patient.get<CartOffer>("/market/cart/offer?name=solaire");
    expect(offer.status).toBe(200);
    expect(offer.body.vendor).toBe(pharmacy.user!.id);
    expect(offer.body.items.map((i) => i.name)).toEqual(["Spray solaire enfant"]);
  });
});

describe("product thumbnails in the cart and the orders (issue 18 §1)", () => {
  it("gives each line its product's thumbnail URL, null without a picture", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    await t.database.db
      .update(users)
      .set({ idpharma: pharmacy.user!.id })
      .where(eq(users.id, patient.user!.id));
    const pictured = await product(pharmacy, {
      name: "Crème illustrée",
      price: 500,
      quantity: 3,
      thumb: "mk-crema-t",
    });
    const bare = await product(pharmacy, { name: "Crème nue", price: 400, quantity: 3 });
    const cart = [
      { productId: pictured, quantity: 1 },
      { productId: bare, quantity: 1 },
    ];
    const thumbs = (lines: { productId: string; thumb: string | null }[]) =>
      Object.fromEntries(lines.map((line) => [line.productId, line.thumb]));
    const expected = { [pictured]: "/market/images/mk-crema-t", [bare]: null };

    const quote = await patient.post<CartQuote>("/market/cart/quote", {
      vendor: pharmacy.user!.id,
      cart,
    });
    expect(thumbs(quote.body.lines)).toEqual(expected);
    const offer = await patient.get<CartOffer>("/market/cart/offer?name=cr%C3%A8me");
    expect(thumbs(offer.body.items)).toEqual(expected);
    const order = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart,
    });
    expect(order.status).toBe(201);
    expect(thumbs(order.body.cart)).toEqual(expected);
    const list = await patient.get<MarketOrder[]>(`/market/orders/patient/${patient.user!.id}`);
    expect(thumbs(list.body[0]!.cart)).toEqual(expected);
  });
});

describe("POST /market/delivery/quotation", () => {
  it("quotes by the distance between pharmacy and patient, km to 2 decimals", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    // Lyon Bellecour → Villeurbanne (4.78 km by haversine)
    await t.database.db
      .update(users)
      .set({ latitude: 45.7578, longitude: 4.832 })
      .where(eq(users.id, pharmacy.user!.id));
    await t.database.db
      .update(users)
      .set({ latitude: 45.7719, longitude: 4.8902 })
      .where(eq(users.id, patient.user!.id));
    const quote = await patient.post<DeliveryQuote>("/market/delivery/quotation", {
      vendor: pharmacy.user!.id,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.provider).toBe("distance");
    expect(quote.body.distanceKm).toBe(4.78);
    expect(quote.body.price).toBe(490 + 5 * 80);
    const stranger = await createPatient(t);
    const denied = await stranger.post("/market/delivery/quotation", {
      vendor: pharmacy.user!.id,
      client: patient.user!.id,
    });
    expect(denied.status).toBe(404);
    const unlocated = await stranger.post<Answer<unknown>>("/market/delivery/quotation", {
      vendor: pharmacy.user!.id,
    });
    expect(unlocated.status).toBe(400);
    expect(unlocated.body.message).toBe(TEXTS.orders.noCoordinates);
  });
});
