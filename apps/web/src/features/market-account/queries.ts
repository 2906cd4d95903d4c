import {
  paymentsApi,
  type BankAccountRegInput,
  type PayoutInput,
  type RefundInput,
  type TransactionsQuery,
} from "@reseau/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Every query of the marketplace accounts: cards, wallets, bank accounts, money moves. */
const ROOT = QUERY_ROOTS.marketAccount;

/** What a payout or a refund makes stale: the balance, the moves, the orders (REFUNDED). */
const MONEY_MOVED = [ROOT, QUERY_ROOTS.marketOrders] as const;

/** The patient's saved cards (`GET /market/mp/cards`). */
export function useCards() {
  return useQuery({
    queryKey: [ROOT, "cards"],
    queryFn: ({ signal }) => call(paymentsApi.cards, { signal }),
    meta: { context: "load cards" },
  });
}

/** Deactivates one of the patient's cards (`DELETE /market/mp/card/{id}`). */
export function useDeleteCard() {
  return useMutation({
    mutationFn: (id: string) => call(paymentsApi.deleteCard, { params: { id } }),
    meta: { context: "delete card", refreshes: [ROOT] },
  });
}

/**
 * The money moves of the patient (`side` patient, `GET /market/mp/transactions`) or of the
 * pharmacy (`GET /market/mp/transactions-pharma`) that pass `filters`, with their totals.
 */
export function useTransactions(side: "patient" | "pharmacy", filters: TransactionsQuery) {
  const endpoint = side === "patient" ? paymentsApi.transactions : paymentsApi.transactionsPharma;
  return useQuery({
    queryKey: [ROOT, "transactions", side, filters],
    queryFn: ({ signal }) => call(endpoint, { query: filters, signal }),
    meta: { context: "load transactions" },
  });
}

/** The pharmacy's wallets and their balance (`GET /market/mp/wallets`). */
export function useWallets() {
  return useQuery({
    queryKey: [ROOT, "wallets"],
    queryFn: ({ signal }) => call(paymentsApi.wallets, { signal }),
    meta: { context: "load wallets" },
  });
}

/** The pharmacy's active bank accounts, masked (`GET /market/mp/ibans`). */
export function useIbans() {
  return useQuery({
    queryKey: [ROOT, "ibans"],
    queryFn: ({ signal }) => call(paymentsApi.ibans, { signal }),
    meta: { context: "load bank accounts" },
  });
}

/** Registers a bank account (`POST /market/mp/iban-reg`). */
export function useAddIban() {
  return useMutation({
    mutationFn: (body: BankAccountRegInput) => call(paymentsApi.ibanReg, { body }),
    meta: { context: "add bank account", refreshes: [ROOT] },
  });
}

/** Deactivates a bank account (`DELETE /market/mp/iban-reg/{id}`). */
export function useDeleteIban() {
  return useMutation({
    mutationFn: (id: string) => call(paymentsApi.deleteIban, { params: { id } }),
    meta: { context: "delete bank account", refreshes: [ROOT] },
  });
}

/** Pays the wallet out to a bank account (`POST /market/mp/payout`). */
export function usePayout() {
  return useMutation({
    mutationFn: (body: PayoutInput) => call(paymentsApi.payout, { body }),
    meta: { context: "payout", refreshes: MONEY_MOVED },
  });
}

/** Refunds an order to the patient's card, whole or part (`POST /market/mp/refund`). */
export function useRefund() {
  return useMutation({
    mutationFn: (body: RefundInput) => call(paymentsApi.refund, { body }),
    meta: { context: "refund", refreshes: MONEY_MOVED },
  });
}
