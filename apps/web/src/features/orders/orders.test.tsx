import { TEXTS, type MarketOrder } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { OrdersPage } from "./OrdersPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

function makeOrder(id: string, fields: Partial<MarketOrder> = {}): MarketOrder {
  return {
    id,
    client: "patient-1",
    clientName: "Léa Martin",
    vendor: "pharmacy-1",
    vendorName: "Pharmacie du Centre",
    status: "RESERVATION_ONLY",
    cart: [
      {
        productId: "sun",
        name: "Lait solaire enfant",
        medication: false,
        quantity: 2,
        unitPrice: 1790,
        paidUnitPrice: 1390,
        thumb: "/market/images/mk-sun-t",
      },
      {
        productId: "plaster",
        name: "Pansements",
        medication: false,
        quantity: 1,
        unitPrice: 0,
        paidUnitPrice: 0,
        thumb: null,
      },
    ],
    totalPara: 3580,
    totalMedi: 0,
    reductionPara: 800,
    totalDelivery: 0,
    totalWithoutDelivery: 2780,
    totalFinal: 2780,
    deliveryRef: null,
    cardReg: null,
    pickupCode: "K7P2QX",
    counterPayment: true,
    date: "2030-03-20T09:00:00.000Z",
    updatedAt: "2030-03-20T09:00:00.000Z",
    ...fields,
  };
}

const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

/** The pharmacy's card: open 8 h 30 – 12 h 30 and 14 h – 19 h 30 Monday to Friday. */
const pharmacyCard = makeUser("pharmacy", {
  name: "Pharmacie du Centre",
  fullAddress: "12 rue de la République, 69002 Lyon",
  openingHours: JSON.stringify(
    [0, 1, 2, 3, 4].flatMap((day) => [
      { day, open: "08:30", close: "12:30" },
      { day, open: "14:00", close: "19:30" },
    ]),
  ),
});

/** A patient's orders, and her pharmacy's card. */
function patientServer(orders: MarketOrder[], card = pharmacyCard) {
  return mockFetch((call) =>
    call.url === "/ws/establishment/pharmacy-1"
      ? { status: 200, body: card }
      : { status: 200, body: orders },
  );
}

describe("the « ready » card of an order (issue 18 §1)", () => {
  // Friday 27 November 2026, Paris time (UTC+1)
  const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+01:00`);

  it("tells the patient where and until when she can collect her ready order", async () => {
    patientServer([makeOrder("o1", { status: "READY" })]);
    renderWithProviders(<OrdersPage now={at("10:00")} />, { user: makeUser("patient") });
    const pickup = await screen.findByTestId("pickup-info");
    expect(within(pickup).getByText("Votre commande est prête")).toBeTruthy();
    expect(within(pickup).getByText("12 rue de la République, 69002 Lyon")).toBeTruthy();
    expect(within(pickup).getByTestId("pickup-open-now").textContent).toBe(
      "Ouverte jusqu’à 12\u00a0h\u00a030",
    );
    expect(within(pickup).getByTestId("pickup-hours").textContent).toBe(
      "Ouvert aujourd’hui de 8\u00a0h\u00a030 à 12\u00a0h\u00a030 et de 14\u00a0h à 19\u00a0h\u00a030",
    );
  });

  it("after closing on a Friday, says it opens on Monday", async () => {
    patientServer([makeOrder("o1", { status: "READY" })]);
    renderWithProviders(<OrdersPage now={at("20:00")} />, { user: makeUser("patient") });
    const pickup = await screen.findByTestId("pickup-info");
    expect(within(pickup).getByTestId("pickup-open-now").textContent).toBe(
      "Fermée — ouvre lundi à 8\u00a0h\u00a030",
    );
  });

  it("on a day it is closed, says only when it opens next", async () => {
    patientServer([makeOrder("o1", { status: "READY" })]);
    const sunday = new Date("2026-11-29T10:00:00+01:00");
    renderWithProviders(<OrdersPage now={sunday} />, { user: makeUser("patient") });
    const pickup = await screen.findByTestId("pickup-info");
    expect(within(pickup).getByTestId("pickup-open-now").textContent).toBe(
      "Fermée — ouvre demain à 8\u00a0h\u00a030",
    );
    expect(within(pickup).queryByTestId("pickup-hours")).toBeNull();
  });

  it("says nothing about hours the pharmacy never gave", async () => {
    patientServer([makeOrder("o1", { status: "READY" })], { ...pharmacyCard, openingHours: "[]" });
    renderWithProviders(<OrdersPage now={at("10:00")} />, { user: makeUser("patient") });
    const pickup = await screen.findByTestId("pickup-info");
    expect(within(pickup).getByText("12 rue de la République, 69002 Lyon")).toBeTruthy();
    expect(pickup.textContent).not.toMatch(/Ouvert|Fermé/);
  });

  it("is shown only once the order is ready, and only to the patient", async () => {
    patientServer([makeOrder("o1")]);
    const patientView = renderWithProviders(<OrdersPage now={at("10:00")} />, {
      user: makeUser("patient"),
    });
    await screen.findByTestId("order-card");
    expect(screen.queryByTestId("pickup-info")).toBeNull();
    patientView.unmount();

    patientServer([makeOrder("o1", { status: "READY" })]);
    renderWithProviders(<OrdersPage now={at("10:00")} />, { user: makeUser("pharmacy") });
    await screen.findByTestId("order-card");
    expect(screen.queryByTestId("pickup-info")).toBeNull();
  });

  it("shows each line's picture, a neutral square without one", async () => {
    patientServer([makeOrder("o1")]);
    renderWithProviders(<OrdersPage />, { user: makeUser("patient") });
    const [sun, plaster] = (await screen.findAllByTestId("order-line")) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(sun.textContent).toContain("Lait solaire enfant");
    expect(within(sun).getByTestId("product-thumb").getAttribute("src")).toBe(
      "/market/images/mk-sun-t",
    );
    expect(within(plaster).getByTestId("product-thumb-placeholder")).toBeTruthy();
  });
});

describe("OrdersPage", () => {
  it("shows the patient her orders with their lines, totals and status label, without actions", async () => {
    const calls = mockFetch(() => ({ status: 200, body: [makeOrder("o1")] }));
    renderWithProviders(<OrdersPage />, { user: makeUser("patient") });
    const card = await screen.findByTestId("order-card");
    expect(calls[0]!.url).toBe("/market/orders/patient/patient-1");
    expect(within(card).getByText("Pharmacie du Centre")).toBeTruthy();
    expect(within(card).getByText(TEXTS.orders.statuses.RESERVATION_ONLY)).toBeTruthy();
    expect(euros(card.textContent)).toContain("2 × Lait solaire enfant27,80 €");
    expect(euros(card.textContent)).toContain("Remise− 8,00 €");
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("opens on the orders in progress, the finished ones a click away, with the counts", async () => {
    mockFetch(() => ({
      status: 200,
      body: [
        makeOrder("o3", { status: "READY", clientName: "Karim Benali" }),
        makeOrder("o2", { status: "DELIVRED", clientName: "Jeanne Rossi" }),
        makeOrder("o1", { clientName: "Léa Martin" }),
      ],
    }));
    renderWithProviders(<OrdersPage />, { user: makeUser("pharmacy") });
    const names = () =>
      screen
        .getAllByTestId("order-card")
        .map((card) => within(card).getByRole("heading").textContent);
    await screen.findAllByTestId("order-card");
    expect(names()).toEqual(["Karim Benali", "Léa Martin"]);
    expect(screen.getByText("En cours (2)")).toBeTruthy();
    fireEvent.click(screen.getByText("Terminées (1)"));
    await waitFor(() => expect(names()).toEqual(["Jeanne Rossi"]));
    fireEvent.click(screen.getByText("Toutes (3)"));
    await waitFor(() => expect(names()).toEqual(["Karim Benali", "Jeanne Rossi", "Léa Martin"]));
  });

  it("lets the pharmacy set an order ready", async () => {
    let status: MarketOrder["status"] = "RESERVATION_ONLY";
    const calls = mockFetch((call) => {
      if (call.method === "POST") {
        status = "READY";
        return { status: 200, body: makeOrder("o1", { status }) };
      }
      return { status: 200, body: [makeOrder("o1", { status })] };
    });
    renderWithProviders(<OrdersPage />, { user: makeUser("pharmacy") });
    const card = await screen.findByTestId("order-card");
    expect(within(card).getByText("Léa Martin")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: TEXTS.orders.setReady }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId("order-card")).getByText(TEXTS.orders.statuses.READY),
      ).toBeTruthy(),
    );
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/market/orders/o1/status",
      body: { status: "READY" },
    });
    // from READY: collected or canceled
    expect(
      within(screen.getByTestId("order-card")).getByRole("button", {
        name: TEXTS.orders.setDelivred,
      }),
    ).toBeTruthy();
  });

  it("lets the patient pay her unpaid order at the counter where the pharmacy allows it (issue 20 §1)", async () => {
    let status: MarketOrder["status"] = "CREATED";
    const calls = mockFetch((call) => {
      if (call.method === "POST") {
        status = "RESERVATION_ONLY";
        return { status: 200, body: makeOrder("o1", { status }) };
      }
      return {
        status: 200,
        body: [
          makeOrder("o1", { status }),
          makeOrder("o2", { status: "ERROR_PAYMENT", counterPayment: false }),
        ],
      };
    });
    renderWithProviders(<OrdersPage />, { user: makeUser("patient") });
    await waitFor(() => expect(screen.getAllByTestId("order-card")).toHaveLength(2));
    const [first, second] = screen.getAllByTestId("order-card") as [HTMLElement, HTMLElement];
    // the card payment stays; the counter only where the pharmacy accepts it
    expect(within(second).queryByRole("button", { name: TEXTS.orders.switchToCounter })).toBeNull();
    fireEvent.click(within(first).getByRole("button", { name: TEXTS.orders.switchToCounter }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: "/market/mp/order/o1/pay-at-counter",
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId("order-card")[0]!).getByText(
          TEXTS.orders.statuses.RESERVATION_ONLY,
        ),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getAllByTestId("order-card")[0]!).queryByRole("button", {
        name: TEXTS.orders.switchToCounter,
      }),
    ).toBeNull();
  });

  it("cancels an order only once the pharmacist confirms", async () => {
    let status: MarketOrder["status"] = "RESERVATION_ONLY";
    const calls = mockFetch((call) => {
      if (call.method === "POST") {
        status = "CANCELED";
        return { status: 200, body: makeOrder("o1", { status }) };
      }
      return { status: 200, body: [makeOrder("o1", { status })] };
    });
    renderWithProviders(<OrdersPage />, { user: makeUser("pharmacy") });
    const card = await screen.findByTestId("order-card");
    const cancel = within(card).getByRole("button", { name: TEXTS.orders.setCanceled });
    const posts = () => calls.filter((c) => c.method === "POST");

    fireEvent.click(cancel);
    const dialog = await screen.findByRole("dialog", {
      name: "Annuler la commande de Léa Martin ?",
    });
    expect(within(dialog).getByText(TEXTS.orders.cancelText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.orders.keepOrder }));
    expect(posts()).toEqual([]);

    fireEvent.click(cancel);
    const again = await screen.findByRole("dialog", {
      name: "Annuler la commande de Léa Martin ?",
    });
    fireEvent.click(within(again).getByRole("button", { name: TEXTS.orders.setCanceled }));
    // canceled, it leaves the orders in progress for the finished ones
    await screen.findByText(TEXTS.orders.openEmpty);
    fireEvent.click(screen.getByText("Terminées (1)"));
    expect(
      within(await screen.findByTestId("order-card")).getByText(TEXTS.orders.statuses.CANCELED),
    ).toBeTruthy();
    expect(posts()).toMatchObject([
      { url: "/market/orders/o1/status", body: { status: "CANCELED" } },
    ]);
  });
});
