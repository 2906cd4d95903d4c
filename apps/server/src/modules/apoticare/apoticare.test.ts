import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APOTICARE_REFERENCE,
  TEXTS,
  type ApoticareOrderDto,
  type FeedItem,
  type MessageDto,
} from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { createPharmacyGroup, feedOf, idOf } from "../documents/test-helpers.js";
import { seedApoticare } from "../../db/seed-apoticare.js";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});

const texts = TEXTS.apoticare;

/** A valid order body from a patient to `pharmacy`, with `data` changed by `change`. */
function orderBody(pharmacy: TestClient | string, change: Record<string, unknown> = {}) {
  return {
    idpharma: typeof pharmacy === "string" ? pharmacy : idOf(pharmacy),
    firstname: "Léa",
    lastname: "Martin",
    email: "lea.martin@exemple.fr",
    status: "NEW_ORDER",
    data: {
      age: 34,
      goal: "goal-nutrition",
      count: 2,
      base: "base-riche",
      actives: ["actif-ceramides", "actif-vitamine-e"],
      ...change,
    },
  };
}

type Answer = ApoticareOrderDto & { message?: string };

/** A patient, her pharmacy and a NEW_ORDER order of hers. */
async function ordered() {
  const [patient, pharmacy] = await Promise.all([createPatient(t), createPharmacy(t)]);
  const response = await patient.post<Answer>("/api/apoticare", orderBody(pharmacy));
  expect(response.status).toBe(201);
  return { patient, pharmacy, order: response.body };
}

const setStatus = (client: TestClient, id: string, status: unknown) =>
  client.post<Answer>(`/api/apoticare/${id}/status`, { status });

describe("GET /api/apoticare/reference (issue 22 §1)", () => {
  it("answers the bases, goals and actives, to anyone", async () => {
    const response = await t.client().get("/api/apoticare/reference");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(APOTICARE_REFERENCE)));
  });
});

describe("POST /api/apoticare (001 §7, issue 22 §3)", () => {
  it("a patient orders: 201 NEW_ORDER at the server's price, a body price and status ignored", async () => {
    const [patient, pharmacy] = await Promise.all([createPatient(t), createPharmacy(t)]);
    const response = await patient.post<Answer>("/api/apoticare", {
      ...orderBody(pharmacy),
      status: "PAID",
      price: 1,
      purchasePrice: 1,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      idpatient: idOf(patient),
      idpharma: idOf(pharmacy),
      pharmacyName: "Pharmacie du Centre",
      firstname: "Léa",
      lastname: "Martin",
      email: "lea.martin@exemple.fr",
      status: "NEW_ORDER",
      price: 4900,
      data: orderBody(pharmacy).data,
    });
    expect(response.body).not.toHaveProperty("purchasePrice");
    // stored as answered: the pharmacy reads the same order, at its purchase price
    const received = await pharmacy.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(received.body).toEqual([{ ...response.body, purchasePrice: 3020 }]);
  });

  it("prices 1, 2 and 3 actives 39, 49 and 59 € (the pharmacy buys at 23,80, 30,20, 36,60 €); age 20 by default", async () => {
    const [patient, pharmacy] = await Promise.all([createPatient(t), createPharmacy(t)]);
    const formulas = [
      ["actif-ceramides"],
      ["actif-ceramides", "actif-panthenol"],
      ["actif-ceramides", "actif-panthenol", "actif-vitamine-e"],
    ];
    for (const actives of formulas) {
      const body = orderBody(pharmacy, { actives, count: actives.length });
      delete (body.data as { age?: number }).age;
      const response = await patient.post<Answer>("/api/apoticare", body);
      expect(response.status).toBe(201);
      expect(response.body.data.age).toBe(20);
    }
    const mine = await patient.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(mine.body.map((o) => o.price)).toEqual([5900, 4900, 3900]);
    const received = await pharmacy.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(received.body.map((o) => o.purchasePrice)).toEqual([3660, 3020, 2380]);
  });

  it("401 without a session; 403 without the XSRF header, and nothing stored", async () => {
    const pharmacy = await createPharmacy(t);
    const anonymous = await t.client().post<Answer>("/api/apoticare", orderBody(pharmacy));
    expect(anonymous.status).toBe(401);
    const patient = await createPatient(t);
    const forged = await patient.request<Answer>("POST", "/api/apoticare", orderBody(pharmacy), {
      withoutXsrf: true,
    });
    expect(forged.status).toBe(403);
    expect((await patient.get<ApoticareOrderDto[]>("/api/apoticare")).body).toEqual([]);
  });

  it("400 with a French message for a bad formula, name or e-mail", async () => {
    const [patient, pharmacy] = await Promise.all([createPatient(t), createPharmacy(t)]);
    const four = ["actif-ceramides", "actif-panthenol", "actif-vitamine-e", "actif-zinc"];
    const cases: [Record<string, unknown>, string][] = [
      [orderBody(pharmacy, { actives: [], count: 0 }), texts.countInvalid],
      [orderBody(pharmacy, { actives: four, count: 4 }), texts.countInvalid],
      [orderBody(pharmacy, { actives: four, count: undefined }), texts.countInvalid],
      [orderBody(pharmacy, { base: "base-inconnue" }), texts.baseUnknown],
      [
        orderBody(pharmacy, { actives: ["actif-ceramides", "actif-inconnu"] }),
        "Actif inconnu : actif-inconnu.",
      ],
      [orderBody(pharmacy, { goal: "goal-inconnu" }), texts.goalUnknown],
      [
        orderBody(pharmacy, { actives: ["actif-retinol", "actif-vitamine-c"] }),
        "Rétinol et Vitamine C ne peuvent pas être associés dans une même formule.",
      ],
      [{ ...orderBody(pharmacy), email: "lea.martin@" }, texts.emailInvalid],
      [{ ...orderBody(pharmacy), firstname: "  " }, texts.firstnameRequired],
      [{ ...orderBody(pharmacy), lastname: undefined }, texts.lastnameRequired],
      [{ ...orderBody(pharmacy), idpharma: "" }, texts.pharmacyRequired],
    ];
    for (const [body, message] of cases) {
      const response = await patient.post<Answer>("/api/apoticare", body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await patient.get<ApoticareOrderDto[]>("/api/apoticare")).body).toEqual([]);
  });

  it("404 « Pharmacie introuvable. » for an idpharma that is no pharmacy", async () => {
    const [patient, doctor, other] = await Promise.all([
      createPatient(t),
      createDoctor(t),
      createPatient(t),
    ]);
    for (const idpharma of ["inconnue", idOf(doctor), idOf(other), idOf(patient)]) {
      const response = await patient.post<Answer>("/api/apoticare", orderBody(idpharma));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(texts.noPharmacy);
    }
  });

  it("403 for anyone but a patient", async () => {
    const [pharmacy, other] = await Promise.all([createPharmacy(t), createPharmacy(t)]);
    const response = await pharmacy.post<Answer>("/api/apoticare", orderBody(other));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(texts.patientOnly);
  });
});

describe("GET /api/apoticare", () => {
  it("a patient reads hers without purchase price, a pharmacy those it received with it, others none", async () => {
    const { patient, pharmacy, order } = await ordered();
    const [otherPharmacy, otherPatient] = await Promise.all([createPharmacy(t), createPatient(t)]);
    const mine = await patient.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([order]);
    expect(mine.body[0]).not.toHaveProperty("purchasePrice");
    const received = await pharmacy.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(received.body).toEqual([{ ...order, purchasePrice: 3020 }]);
    for (const outsider of [otherPharmacy, otherPatient]) {
      expect((await outsider.get<ApoticareOrderDto[]>("/api/apoticare")).body).toEqual([]);
    }
    expect((await t.client().get("/api/apoticare")).status).toBe(401);
  });
});

describe("POST /api/apoticare/{id}/status (issue 22 §3)", () => {
  it("the pharmacy moves NEW_ORDER → PROCESSING → PAID; the patient is told at each step, live and in her feed", async () => {
    const { patient, pharmacy, order } = await ordered();
    const live = await listen(t, url, patient);

    const processing = await setStatus(pharmacy, order.id, "PROCESSING");
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({
      id: order.id,
      status: "PROCESSING",
      purchasePrice: 3020,
    });
    const first = (await live.next("newMsg")) as MessageDto;
    expect(first.content).toBe(texts.messages.PROCESSING);

    const paid = await setStatus(pharmacy, order.id, "PAID");
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("PAID");
    await live.settled();
    const messages = live.received
      .filter((r) => r.event === "newMsg")
      .map((r) => (r.payload as MessageDto).content);
    expect(messages).toEqual([
      "Votre pharmacie prépare votre soin sur mesure.",
      "Votre soin sur mesure est commandé : votre pharmacie vous prévient dès qu'il est prêt.",
    ]);

    const feed = await feedOf(patient);
    const contents = feed
      .filter((item: FeedItem) => item.type === "MESSAGE")
      .map((item) => (item as { content?: string }).content);
    expect(contents).toEqual([texts.messages.PAID, texts.messages.PROCESSING]);
    const mine = await patient.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(mine.body[0]).toMatchObject({ status: "PAID", price: 4900 });
    expect(mine.body[0]).not.toHaveProperty("purchasePrice");
  });

  it("PAID is final and any other move is 409; an unknown status 400", async () => {
    const { pharmacy, order } = await ordered();
    const refused = async (status: string, message: string) => {
      const response = await setStatus(pharmacy, order.id, status);
      expect(response.status, status).toBe(409);
      expect(response.body.message).toBe(message);
    };
    await refused("PAID", "Une commande « Nouveau » ne peut pas passer à « Commandée ».");
    await refused("NEW_ORDER", "Une commande « Nouveau » ne peut pas passer à « Nouveau ».");
    expect((await setStatus(pharmacy, order.id, "PROCESSING")).status).toBe(200);
    await refused("NEW_ORDER", "Une commande « Validée » ne peut pas passer à « Nouveau ».");
    await refused("PROCESSING", "Une commande « Validée » ne peut pas passer à « Validée ».");
    expect((await setStatus(pharmacy, order.id, "PAID")).status).toBe(200);
    for (const status of ["NEW_ORDER", "PROCESSING", "PAID"]) {
      expect((await setStatus(pharmacy, order.id, status)).status).toBe(409);
    }
    for (const status of ["DONE", "", 3, null]) {
      const response = await setStatus(pharmacy, order.id, status);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(texts.statusInvalid);
    }
  });

  it("only the order's pharmacy: the patient 403, another pharmacy, its group manager or a stranger 404", async () => {
    const { patient, pharmacy, order } = await ordered();
    const otherPharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const mine = await setStatus(patient, order.id, "PROCESSING");
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(texts.pharmacyOnlyStatus);
    for (const outsider of [otherPharmacy, manager, await createPatient(t)]) {
      const response = await setStatus(outsider, order.id, "PROCESSING");
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(texts.noOrder);
    }
    expect((await setStatus(pharmacy, "inconnue", "PROCESSING")).status).toBe(404);
    const forged = await pharmacy.request<Answer>(
      "POST",
      `/api/apoticare/${order.id}/status`,
      { status: "PROCESSING" },
      { withoutXsrf: true },
    );
    expect(forged.status).toBe(403);
    expect((await patient.get<ApoticareOrderDto[]>("/api/apoticare")).body[0]?.status).toBe(
      "NEW_ORDER",
    );
  });
});

describe("the demo seed (seed-apoticare.ts)", () => {
  it("gives the apoticare pharmacy a new order and one it validated, Jeanne told", async () => {
    const pharmacy = await createPharmacy(t, { email: "pharmacie.apoticare@demo.fr" });
    const lea = await createPatient(t, { email: "patient@demo.fr" });
    const jeanne = await createPatient(t, {
      email: "patient3@demo.fr",
      firstName: "Jeanne",
      lastName: "Durand",
    });
    await seedApoticare(t.ctx);
    const received = await pharmacy.get<ApoticareOrderDto[]>("/api/apoticare");
    expect(received.body.map((o) => [o.idpatient, o.status, o.price, o.purchasePrice])).toEqual([
      [idOf(jeanne), "PROCESSING", 4900, 3020],
      [idOf(lea), "NEW_ORDER", 5900, 3660],
    ]);
    const told = (await feedOf(jeanne)).map((item) => (item as { content?: string }).content);
    expect(told).toContain(texts.messages.PROCESSING);
  });
});
