import { TEXTS, type ApoticareOrderDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { apoticareServer, orderOf, PATIENT, PHARMACY } from "./fakeServer";
import { apoticareLandingOf } from "./LoginPages";
import { ApoticareOrdersPage } from "./OrdersPage";

const T = TEXTS.apoticare;
const spaced = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("the pharmacy's made-to-measure orders (issue 22 §3)", () => {
  it("lists them with status, purchase price and patient's price, and moves one to PAID", async () => {
    const orders: ApoticareOrderDto[] = [orderOf("o-1", "NEW_ORDER", true)];
    const calls = apoticareServer(orders);
    renderWithProviders(<ApoticareOrdersPage />, { user: PHARMACY });
    expect(screen.getByRole("heading", { level: 1, name: T.pharmacyOrders })).toBeTruthy();
    const card = await screen.findByTestId("apoticare-order");
    expect(within(card).getByRole("heading", { level: 2, name: "Léa Martin" })).toBeTruthy();
    expect(within(card).getByTestId("apoticare-status").textContent).toBe("Nouveau");
    expect(spaced(card.textContent)).toContain("Prix d’achat : 30,20 €");
    expect(spaced(card.textContent)).toContain("Prix patient : 49,00 €");

    fireEvent.click(within(card).getByRole("button", { name: /^Valider la commande/ }));
    await waitFor(() =>
      expect(within(card).getByTestId("apoticare-status").textContent).toBe("Validée"),
    );
    fireEvent.click(within(card).getByRole("button", { name: /^Commander le soin/ }));
    await waitFor(() =>
      expect(within(card).getByTestId("apoticare-status").textContent).toBe("Commandée"),
    );
    expect(within(card).queryByRole("button")).toBeNull();
    expect(
      calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body]),
    ).toEqual([
      ["/api/apoticare/o-1/status", { status: "PROCESSING" }],
      ["/api/apoticare/o-1/status", { status: "PAID" }],
    ]);
  });

  it("says when there is none", async () => {
    apoticareServer([]);
    renderWithProviders(<ApoticareOrdersPage />, { user: PHARMACY });
    expect(await screen.findByText(T.noOrders)).toBeTruthy();
  });
});

describe("the patient's made-to-measure orders (issue 22 §3)", () => {
  it("shows each with its status and its step's message, never a purchase price", async () => {
    apoticareServer([orderOf("o-2", "PAID", false), orderOf("o-1", "PROCESSING", false)]);
    renderWithProviders(<ApoticareOrdersPage />, { user: PATIENT });
    expect(screen.getByRole("heading", { level: 1, name: T.myOrders })).toBeTruthy();
    const cards = await screen.findAllByTestId("apoticare-order");
    expect(within(cards[0]!).getByText(T.messages.PAID)).toBeTruthy();
    expect(within(cards[1]!).getByText(T.messages.PROCESSING)).toBeTruthy();
    expect(within(cards[1]!).getByTestId("apoticare-status").textContent).toBe("Validée");
    expect(spaced(cards[0]!.textContent)).not.toContain(T.purchasePriceLabel);
    expect(screen.queryByRole("button", { name: /Valider/ })).toBeNull();
  });
});

describe("the wizard's logins (issue 22 §2)", () => {
  it("lead a pharmacy to its orders, a patient to the wizard, or back to the page that asked", () => {
    expect(apoticareLandingOf(PHARMACY, null)).toBe("/apoticare/commandes");
    expect(apoticareLandingOf(PATIENT, null)).toBe("/apoticare");
    expect(apoticareLandingOf(PATIENT, "/apoticare/commande?goal=goal-eclat")).toBe(
      "/apoticare/commande?goal=goal-eclat",
    );
  });
});
