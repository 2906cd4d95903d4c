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
    date: "2030-03-20T09:00:00.000Z",
    updatedAt: "2030-03-20T09:00:00.000Z",
    ...fields,
  };
}

const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

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
