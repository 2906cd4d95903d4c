import {
  displayName,
  electronicFormat,
  format,
  formatCents,
  maskIban,
  shortIban,
  TEXTS,
  type BankAccount,
  type BankAccountRegInput,
  type PayoutInput,
  type Transaction,
} from "@reseau/shared";
import type { PaymentTransactionRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { ensureIdentity, providerFailure, providerOf } from "./payments.accounts.js";
import {
  bankAccountPolicy,
  paymentAccountPolicy,
  payoutAmount,
  transactionStatusOnReport,
} from "./payments.policy.js";
import {
  ProviderError,
  type ProviderBankAccount,
  type ProviderPayOut,
} from "./payments.provider.js";
import { paymentsRepository as repo } from "./payments.repository.js";
import { transactionAsAnswered } from "./payments.transactions.js";

/** The idempotency key of our payout `txId` at the provider: a retry never pays out twice. */
const payOutKey = (txId: string) => `payout-${txId}`;

const toBankAccount = (account: ProviderBankAccount): BankAccount => ({
  id: account.Id,
  ownerName: account.OwnerName,
  iban: maskIban(account.IBAN),
  bic: account.BIC ?? "",
  active: account.Active,
  createdAt: new Date(account.CreationDate * 1000).toISOString(),
});

/**
 * `POST /market/mp/iban-reg {BIC, IBAN, ownerName?}` (001 §7, issue 20 §3): registers a bank
 * account of the pharmacy at the provider, to be paid out to: IBAN and BIC (checked by the
 * schema, French RIB key included) in electronic format, the owner's name (the pharmacy's by
 * default) and address (its profile's; without a street, its postcode and city). The same IBAN
 * and BIC already active answers that account again, never a second one.
 * @returns the account, IBAN masked. @throws 403 not a pharmacy; 502 the provider down.
 */
export async function registerBankAccount(
  ctx: AppContext,
  actor: Actor,
  input: BankAccountRegInput,
): Promise<BankAccount> {
  const owner = await repo.user(ctx.db, actor.id);
  authorize(paymentAccountPolicy, "wallet", actor, owner);
  const account = await ensureIdentity(ctx, actor.id);
  const provider = providerOf(ctx);
  const iban = electronicFormat(input.IBAN);
  const bic = electronicFormat(input.BIC);
  try {
    const existing = (await provider.bankAccounts(account.providerUserId)).find(
      (a) => a.Active && a.IBAN === iban && (a.BIC ?? "") === bic,
    );
    if (existing) return toBankAccount(existing);
    const created = await provider.createBankAccount(
      account.providerUserId,
      {
        ownerName: input.ownerName ?? (displayName(owner) || owner.id),
        iban,
        bic,
        address: {
          line1: owner.address || [owner.zipCode, owner.city].filter(Boolean).join(" "),
          city: owner.city ?? "",
          postalCode: owner.zipCode ?? "",
        },
      },
      `bankaccount-${actor.id}-${newId()}`,
    );
    return toBankAccount(created);
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noBankAccount);
  }
}

/**
 * `GET /market/mp/ibans` (issue 20 §3): the pharmacy's active bank accounts, oldest first,
 * IBAN masked but for its country, check digits and last four characters.
 * @throws 403 not a pharmacy; 502 the provider down.
 */
export async function myBankAccounts(ctx: AppContext, actor: Actor): Promise<BankAccount[]> {
  authorize(paymentAccountPolicy, "wallet", actor, actor);
  const account = await repo.account(ctx.db, actor.id);
  if (!account) return [];
  try {
    const accounts = await providerOf(ctx).bankAccounts(account.providerUserId);
    return accounts.filter((a) => a.Active).map(toBankAccount);
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noBankAccount);
  }
}

/**
 * One of the actor's own bank accounts at the provider (`bankAccountPolicy`: its `UserId` is
 * the actor's provider identity). @throws 404 someone else's, unknown, or the actor has no
 * provider identity; 502 the provider down.
 */
async function ownBankAccount(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ProviderBankAccount> {
  const account = await repo.account(ctx.db, actor.id);
  if (!account) throw notFound(TEXTS.payments.noBankAccount);
  try {
    const found = await providerOf(ctx).bankAccount(account.providerUserId, id);
    authorize(bankAccountPolicy, "use", actor, {
      accountOwner: found.UserId,
      actorProviderId: account.providerUserId,
    });
    return found;
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noBankAccount);
  }
}

/**
 * `DELETE /market/mp/iban-reg/{id}` (issue 20 §3): deactivates one of the pharmacy's own bank
 * accounts (the provider keeps it, inactive). @throws 404 not its own; 502 the provider down.
 */
export async function deactivateBankAccount(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<void> {
  const found = await ownBankAccount(ctx, actor, id);
  if (!found.Active) return;
  try {
    await providerOf(ctx).deactivateBankAccount(found.UserId, found.Id);
  } catch (error) {
    providerFailure(error, TEXTS.payments.noBankAccount);
  }
}

/**
 * `POST /market/mp/payout {bankAccount, amount?}` (issue 20 §3): the pharmacy's wallet paid out
 * by bank wire to one of its own active bank accounts, the whole balance unless `amount`
 * (cents). The payout is recorded (PAYOUT REGULAR, CREATED) before the provider is asked, its
 * id in the idempotency key and as `Tag`; the answer updates it. The provider debits the wallet
 * at once and settles the wire later (hook PAYOUT_NORMAL_*, or the reconciliation). Payouts of
 * one wallet are decided one at a time (the pharmacy's identity row locked) on the balance less
 * the payouts and refunds already leaving it, so two clicks at once never ask for the balance
 * twice.
 * @returns the payout as recorded. @throws 403 not a pharmacy; 404 not its own active bank
 *   account; 400 `noPayout` an empty wallet, `payoutTooHigh` more than the balance; 502 the
 *   provider down (the payout stays CREATED for the reconciliation).
 */
export async function payOutWallet(
  ctx: AppContext,
  actor: Actor,
  input: PayoutInput,
): Promise<Transaction> {
  authorize(paymentAccountPolicy, "wallet", actor, actor);
  const account = await ensureIdentity(ctx, actor.id);
  const walletId = account.walletId;
  if (!walletId) throw new Error(`pharmacy ${actor.id} has no wallet`);
  const bank = await ownBankAccount(ctx, actor, input.bankAccount);
  if (!bank.Active) throw notFound(TEXTS.payments.noBankAccount);
  const provider = providerOf(ctx);
  const txId = newId();
  // one payout of this wallet decided at a time: the balance less what is already leaving it
  const amount = await inTransaction(ctx, async (tx) => {
    await repo.account(tx, actor.id, true);
    let balance: number;
    try {
      balance = (await provider.wallet(walletId)).Balance.Amount;
    } catch (error) {
      return providerFailure(error, TEXTS.payments.noIdentity);
    }
    const available = balance - (await repo.outgoingInFlight(tx, walletId));
    const decision = payoutAmount(available, input.amount);
    if ("refusal" in decision) {
      throw badRequest(
        format(TEXTS.payments[decision.refusal], { balance: formatCents(Math.max(0, available)) }),
      );
    }
    const now = ctx.clock.now();
    await repo.insertTransaction(tx, {
      id: txId,
      kind: "PAYOUT",
      nature: "REGULAR",
      status: "CREATED",
      amount: decision.amount,
      authorId: actor.id,
      creditedUserId: actor.id,
      walletId,
      bankAccountId: bank.Id,
      bankAccountIban: shortIban(bank.IBAN),
      createdAt: now,
      updatedAt: now,
    });
    return decision.amount;
  });
  try {
    const payOut = await provider.createPayOut(
      {
        authorId: account.providerUserId,
        walletId,
        bankAccountId: bank.Id,
        amount,
        tag: txId,
      },
      payOutKey(txId),
    );
    await settlePayOut(ctx, txId, payOut);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.reason !== "refused") {
      return providerFailure(error, TEXTS.payments.noBankAccount);
    }
    await settlePayOut(ctx, txId, null, error.message);
  }
  return transactionAsAnswered(ctx.db, txId, actor.id);
}

/**
 * The changes to our money-out row (a payout or a refund, kind PAYOUT) from what the provider
 * reports (`report` null: it refused to create it, `refusal` says why), or null when nothing
 * changes: the status settles only from CREATED (`transactionStatusOnReport`), once.
 */
export function moneyOutChanges(
  row: PaymentTransactionRow,
  report: ProviderPayOut | null,
  now: Date,
  refusal?: string,
): Partial<PaymentTransactionRow> | null {
  const next = transactionStatusOnReport(row.status, report ? report.Status : "FAILED");
  const changes: Partial<PaymentTransactionRow> = {};
  if (report && !row.providerId) changes.providerId = report.Id;
  if (next) {
    Object.assign(changes, {
      status: next,
      resultCode: report ? report.ResultCode : null,
      resultMessage: report ? report.ResultMessage : (refusal ?? null),
      executedAt: now,
    });
  }
  return Object.keys(changes).length > 0 ? { ...changes, updatedAt: now } : null;
}

/** Whether the provider's `report` is the money move our `row` recorded (wallet, amount, id). */
export function reportMatches(row: PaymentTransactionRow, report: ProviderPayOut): boolean {
  return (
    (row.providerId === null || row.providerId === report.Id) &&
    report.DebitedWalletId === row.walletId &&
    report.DebitedFunds.Amount === row.amount
  );
}

/**
 * Records what the provider reports of our payout `txId` (the answer, the hook, the
 * reconciliation), once: a payout that does not match ours is ignored.
 */
export async function settlePayOut(
  ctx: AppContext,
  txId: string,
  payOut: ProviderPayOut | null,
  refusal?: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await repo.transaction(tx, txId, true);
    if (!row || row.kind !== "PAYOUT" || row.nature !== "REGULAR") return;
    if (payOut && (!reportMatches(row, payOut) || payOut.BankAccountId !== row.bankAccountId)) {
      console.warn(`payout ${payOut.Id} does not match transaction ${txId}: ignored`);
      return;
    }
    const changes = moneyOutChanges(row, payOut, ctx.clock.now(), refusal);
    if (changes) await repo.updateTransaction(tx, txId, changes);
  });
}

/**
 * Reads our pending payout `row` back from the provider (by its id, or by its idempotency key
 * when the answer was lost) and settles it. @returns true when it was found.
 */
export async function refreshPayOut(ctx: AppContext, row: PaymentTransactionRow): Promise<boolean> {
  const provider = providerOf(ctx);
  const providerId = row.providerId ?? (await provider.createdUnder(payOutKey(row.id)))?.Id;
  if (!providerId) return false;
  await settlePayOut(ctx, row.id, await provider.payOut(providerId));
  return true;
}
