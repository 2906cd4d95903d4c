import { TEXTS, type MarketOrder, type Transaction, type TransactionList } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PatientMarketAccountPage } from "./PatientMarketAccountPage";
import { PharmacyMarketAccountPage } from "./PharmacyMarketAccountPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");
const T = TEXTS.marketAccount;

function move(id: string, fields: Partial<Transaction> = {}): Transaction {
  return {
    id,
    kind: "PAYIN",
    nature: "REGULAR",
    status: "SUCCEEDED",
    amount: 1240,
    fees: 0,
    orderId: `order-${id}`,
    orderCode: "K7P2QX",
    messageId: null,
    counterpart: "Léa Martin",
    label: "Paiement de la commande K7P2QX",
    failure: null,
    refundable: 1240,
    createdAt: "2030-03-20T09:00:00.000Z",
    executedAt: "2030-03-20T09:00:05.000Z",
    ...fields,
  };
}

const MOVES: TransactionList = {
  transactions: [
    move("t3", {
      kind: "PAYOUT",
      amount: 2000,
      orderId: null,
      orderCode: null,
      counterpart: null,
      label: "Virement vers FR76 •••• 0189",
      refundable: 0,
    }),
    move("t2", { status: "FAILED", failure: "Carte refusée.", refundable: 0 }),
    move("t1"),
  ],
  totals: { payIns: 5240, refunds: 300, payouts: 2000, net: 2940 },
};

/** The refunded order, as the refund answers it. */
const ORDER = {
  id: "order-t1",
  client: "patient-1",
  clientName: "Léa Martin",
  vendor: "pharmacy-1",
  vendorName: "Pharmacie du Centre",
  status: "PAYED",
  cart: [],
  totalPara: 1240,
  totalMedi: 0,
  reductionPara: 0,
  totalDelivery: 0,
  totalWithoutDelivery: 1240,
  totalFinal: 1240,
  deliveryRef: null,
  cardReg: null,
  pickupCode: "K7P2QX",
  counterPayment: true,
  date: "2030-03-20T09:00:00.000Z",
  updatedAt: "2030-03-20T09:00:00.000Z",
} satisfies MarketOrder;

const IBAN = {
  id: "iban-1",
  ownerName: "Pharmacie du Centre",
  iban: "FR76••••••••••••••••••••0189",
  bic: "AGRIFRPP",
  active: true,
  createdAt: "2030-03-01T09:00:00.000Z",
};

/** The pharmacy's fake server: its wallet, bank account, money moves; refunds answered. */
function pharmacyServer(): SeenCall[] {
  return mockFetch((call) => {
    if (call.url === "/market/mp/wallets")
      return { status: 200, body: [{ id: "w-1", currency: "EUR", balance: 4560 }] };
    if (call.url === "/market/mp/ibans") return { status: 200, body: [IBAN] };
    if (call.url === "/market/orders/counter-payment") {
      return {
        status: 200,
        body: call.method === "PUT" ? call.body : { counterPayment: true },
      };
    }
    if (call.url.startsWith("/market/mp/transactions-pharma")) return { status: 200, body: MOVES };
    if (call.url === "/market/mp/payout")
      return {
        status: 201,
        body: move("p1", { kind: "PAYOUT", status: "CREATED", amount: 4560, refundable: 0 }),
      };
    if (call.url === "/market/mp/refund") {
      const { amount } = call.body as { amount: number };
      return {
        status: 201,
        body: {
          order: ORDER,
          refund: move("r1", { nature: "REFUND", amount, refundable: 0 }),
          refundable: 1240 - amount,
        },
      };
    }
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

describe("the pharmacy's payment account (issue 20 §3)", () => {
  it("shows the balance, the totals and the moves, and filters them", async () => {
    const calls = pharmacyServer();
    renderWithProviders(<PharmacyMarketAccountPage />, { user: makeUser("pharmacy") });
    expect(euros((await screen.findByTestId("wallet-balance")).textContent)).toBe("45,60 €");
    await screen.findByTestId("transaction-row-t1");
    const totals = ["payIns", "refunds", "payouts", "net"].map((key) =>
      euros(screen.getByTestId(`totals-${key}`).textContent),
    );
    expect(totals).toEqual(["52,40 €", "3,00 €", "20,00 €", "29,40 €"]);
    expect(screen.getAllByTestId(/^transaction-row-/)).toHaveLength(3);
    const failed = screen.getByTestId("transaction-row-t2");
    expect(within(failed).getByText(T.statuses.FAILED)).toBeTruthy();
    expect(within(failed).getByText("Carte refusée.")).toBeTruthy();
    // « Rembourser » only on the pay-in that succeeded and has something left
    expect(screen.getAllByTestId("transaction-refund")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(T.status), { target: { value: "SUCCEEDED" } });
    fireEvent.change(screen.getByLabelText(T.from), { target: { value: "2030-03-01" } });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        "/market/mp/transactions-pharma?status=SUCCEEDED&from=2030-03-01",
      ),
    );
  });

  it("switches « Paiement au comptoir accepté » off: card payment required (issue 20 §1)", async () => {
    const calls = pharmacyServer();
    renderWithProviders(<PharmacyMarketAccountPage />, { user: makeUser("pharmacy") });
    // its name: the label, then the description of what « off » means
    const toggle = (await screen.findByRole("switch", {
      name: (name) => name.startsWith(TEXTS.orders.counterSetting),
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")).toMatchObject({
        url: "/market/orders/counter-payment",
        body: { counterPayment: false },
      }),
    );
  });

  it("pays the whole balance out to the chosen bank account, once confirmed with the amount", async () => {
    const calls = pharmacyServer();
    renderWithProviders(<PharmacyMarketAccountPage />, { user: makeUser("pharmacy") });
    await screen.findByTestId("iban-row-iban-1");
    await waitFor(() =>
      expect(screen.getByTestId("payout-open").hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByTestId("payout-open"));
    const dialog = await screen.findByRole("dialog", { name: T.payoutTitle });
    expect(euros(within(dialog).getByText(/^Virer \d/).textContent)).toBe(
      "Virer 45,60 € vers le compte FR76 •••• •••• •••• •••• •••• 0189 ?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: T.payout }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === "/market/mp/payout")?.body).toEqual({
        bankAccount: "iban-1",
      }),
    );
  });

  it("refunds in exact cents what the pharmacist types in euros, never more than is left", async () => {
    const calls = pharmacyServer();
    renderWithProviders(<PharmacyMarketAccountPage />, { user: makeUser("pharmacy") });
    const row = await screen.findByTestId("transaction-row-t1");
    fireEvent.click(within(row).getByTestId("transaction-refund"));
    const amount = await screen.findByLabelText(T.refundAmount);
    // all that is refundable by default
    expect((amount as HTMLInputElement).value).toBe("12,40");
    fireEvent.change(amount, { target: { value: "12,41" } });
    fireEvent.click(screen.getByTestId("refund-confirm"));
    expect(euros((await screen.findByText(/Indiquez un montant en euros/)).textContent)).toBe(
      "Indiquez un montant en euros, par exemple 12,40, d’au plus 12,40 €.",
    );
    expect(calls.some((call) => call.url === "/market/mp/refund")).toBe(false);
    fireEvent.change(amount, { target: { value: "0,29" } });
    fireEvent.click(screen.getByTestId("refund-confirm"));
    await waitFor(() =>
      expect(calls.find((call) => call.url === "/market/mp/refund")?.body).toEqual({
        order: "order-t1",
        amount: 29,
      }),
    );
    expect(euros((await screen.findByText(/Le remboursement de/)).textContent)).toBe(
      "Le remboursement de 0,29 € est effectué.",
    );
  });

  it("says under the IBAN field that the French RIB key is wrong, before anything is sent", async () => {
    const calls = pharmacyServer();
    renderWithProviders(<PharmacyMarketAccountPage />, { user: makeUser("pharmacy") });
    const form = await screen.findByTestId("iban-form");
    // the RIB key 07 instead of 06, the IBAN's own check digits computed over it
    fireEvent.change(within(form).getByLabelText(TEXTS.bankAccount.iban), {
      target: { value: "FR84 2004 1010 0505 0001 3M02 607" },
    });
    fireEvent.change(within(form).getByLabelText(TEXTS.bankAccount.bic), {
      target: { value: "BNPAFRPP" },
    });
    fireEvent.click(within(form).getByTestId("iban-submit"));
    const field = within(form).getByLabelText(TEXTS.bankAccount.iban);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(
      (field.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .find((id) => id.endsWith("error")) ?? "",
    );
    expect(error?.textContent).toBe(TEXTS.bankAccount.ribKey);
    expect(calls.some((call) => call.url === "/market/mp/iban-reg")).toBe(false);
  });
});

describe("the patient's payment account (issue 20 §3)", () => {
  it("lists her cards by alias and expiry, and deletes one once confirmed", async () => {
    const calls = mockFetch((call) => {
      if (call.url === "/market/mp/cards")
        return {
          status: 200,
          body: [
            {
              id: "card-1",
              alias: "497010XXXXXX0154",
              expirationDate: "0928",
              cardType: "CB_VISA_MASTERCARD",
              cardProvider: "VISA",
              active: true,
            },
          ],
        };
      if (call.url.startsWith("/market/mp/transactions"))
        return { status: 200, body: { transactions: [move("t1")], totals: MOVES.totals } };
      if (call.url === "/market/mp/card/card-1") return { status: 204 };
      return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
    });
    renderWithProviders(<PatientMarketAccountPage />, { user: makeUser("patient") });
    const card = await screen.findByTestId("card-row-card-1");
    expect(within(card).getByText("497010XXXXXX0154")).toBeTruthy();
    expect(within(card).getByText(/VISA · Expire fin 09\/28/)).toBeTruthy();
    await screen.findByTestId("transaction-row-t1");
    expect(screen.queryByTestId("transaction-refund")).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: /Supprimer la carte/ }));
    const dialog = await screen.findByRole("dialog", { name: T.deleteCardTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.actions.delete }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")?.url).toBe("/market/mp/card/card-1"),
    );
    expect(await screen.findByText(T.cardDeleted)).toBeTruthy();
  });
});
