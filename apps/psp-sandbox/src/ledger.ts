import type { Context } from "./context.js";
import { paramError } from "./errors.js";
import type { Fields } from "./input.js";
import { nowSeconds, type Money, type TransactionRecord, type WalletRecord } from "./store.js";

/** How a transaction ends: it succeeds, or fails with MangoPay's ResultCode and ResultMessage. */
export type Outcome = { status: "SUCCEEDED" } | { status: "FAILED"; code: string; message: string };

/** The failure of a debit from a wallet that holds less than the amount. */
export const INSUFFICIENT_BALANCE: Outcome = {
  status: "FAILED",
  code: "001001",
  message: "Unsufficient wallet balance",
};

/** The prefix of a transaction's event types: PAYIN_NORMAL, PAYIN_REFUND, PAYOUT_NORMAL… */
function eventPrefix(transaction: TransactionRecord): string {
  if (transaction.Nature === "REFUND")
    return `${String(transaction.InitialTransactionType)}_REFUND`;
  if (transaction.Nature === "REPUDIATION") return "PAYIN_REPUDIATION";
  if (transaction.Nature === "SETTLEMENT") return "TRANSFER_SETTLEMENT";
  return `${transaction.Type}_NORMAL`;
}

/** Whether the wallet holds at least `amount` cents. */
export function holds(wallet: WalletRecord, amount: number): boolean {
  return wallet.Balance.Amount >= amount;
}

/**
 * Stores a new transaction as CREATED and notifies it (`…_CREATED`); with an `outcome`, ends it
 * at once (`close`).
 */
export function open(ctx: Context, transaction: TransactionRecord, outcome?: Outcome): void {
  ctx.store.state.transactions[transaction.Id] = transaction;
  ctx.notifier.emit(
    `${eventPrefix(transaction)}_CREATED`,
    transaction.Id,
    transaction.CreationDate,
  );
  if (outcome) close(ctx, transaction, outcome);
  ctx.store.changed();
}

/**
 * Moves the money of a transaction once: its debited wallet loses `DebitedFunds`, its credited
 * wallet gains `CreditedFunds` (cents).
 */
export function move(ctx: Context, transaction: TransactionRecord): void {
  if (transaction._moved) return;
  const { wallets } = ctx.store.state;
  const debited = transaction.DebitedWalletId ? wallets[transaction.DebitedWalletId] : undefined;
  const credited = transaction.CreditedWalletId ? wallets[transaction.CreditedWalletId] : undefined;
  if (debited) debited.Balance.Amount -= transaction.DebitedFunds.Amount;
  if (credited) credited.Balance.Amount += transaction.CreditedFunds.Amount;
  transaction._moved = true;
  ctx.store.changed();
}

/** Ends a CREATED transaction: SUCCEEDED moves its money; either notifies `…_SUCCEEDED` / `…_FAILED`. */
export function close(ctx: Context, transaction: TransactionRecord, outcome: Outcome): void {
  if (transaction.Status !== "CREATED") return;
  const date = nowSeconds();
  if (outcome.status === "SUCCEEDED") {
    move(ctx, transaction);
    Object.assign(transaction, {
      Status: "SUCCEEDED",
      ResultCode: "000000",
      ResultMessage: "Success",
      ExecutionDate: date,
    });
  } else {
    Object.assign(transaction, {
      Status: "FAILED",
      ResultCode: outcome.code,
      ResultMessage: outcome.message,
    });
  }
  ctx.notifier.emit(`${eventPrefix(transaction)}_${transaction.Status}`, transaction.Id, date);
  ctx.store.changed();
}

/**
 * Checks that amounts are in the wallet's currency and that fees are within the debited funds;
 * records a `param_error` on `fields` otherwise.
 */
export function checkCurrencies(
  fields: Fields,
  wallet: WalletRecord | undefined,
  debited: Money | undefined,
  fees: Money | undefined,
): void {
  if (!wallet || !debited) return;
  if (debited.Currency !== wallet.Currency) {
    fields.fail("DebitedFunds.Currency", `The currency must be the wallet's (${wallet.Currency}).`);
  }
  if (fees && fees.Currency !== debited.Currency) {
    fields.fail("Fees.Currency", "Fees must be in the currency of the debited funds.");
  }
  if (debited.Amount <= 0) fields.fail("DebitedFunds.Amount", "The amount must be positive.");
  if (fees && fees.Amount > debited.Amount) {
    fields.fail(
      "Fees.Amount",
      "CreditedFunds must be more than 0 (DebitedFunds can not equal Fees)",
    );
  }
}

/** Throws a 400 when `authorId` does not own the wallet (MangoPay's 001002 as a param error). */
export function checkOwner(wallet: WalletRecord, authorId: string): void {
  if (!wallet.Owners.includes(authorId)) {
    throw paramError({ AuthorId: "Author is not the wallet owner" });
  }
}
