import type { FastifyInstance } from "fastify";
import { find, idempotent, paged, type Context, type RouteTypes } from "../context.js";
import { notFound, paramError } from "../errors.js";
import { bodyOf, Fields, view } from "../input.js";
import {
  checkCurrencies,
  checkOwner,
  close,
  holds,
  INSUFFICIENT_BALANCE,
  move,
  open,
} from "../ledger.js";
import { newId, nowSeconds, type BankAccountRecord, type TransactionRecord } from "../store.js";

/** Whether an IBAN's check digits are right (ISO 13616, mod 97), spaces aside. */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * Bank accounts of type IBAN (create, a user's list, view, deactivate), bank-wire payouts from a
 * wallet to one (the wallet is debited at once; the payout stays CREATED `payoutDelayMs`, then
 * SUCCEEDS) and transfers between wallets (immediate).
 */
export function bankRoutes(api: FastifyInstance, ctx: Context): void {
  const { state } = ctx.store;

  api.post<RouteTypes>("/users/:id/bankaccounts/iban", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const user = find(ctx, "users", "User", request.params.id);
      const body = bodyOf(request.body);
      const fields = new Fields(body);
      const ownerName = fields.required("OwnerName");
      const iban = fields.required("IBAN").replace(/\s/g, "").toUpperCase();
      const bic = fields.optional("BIC")?.replace(/\s/g, "").toUpperCase() || null;
      const tag = fields.optional("Tag") ?? null;
      const address = bodyOf(body.OwnerAddress);
      for (const name of ["AddressLine1", "City", "PostalCode", "Country"]) {
        if (typeof address[name] !== "string" || address[name] === "") {
          fields.fail(`OwnerAddress.${name}`, `The ${name} field is required.`);
        }
      }
      if (iban && !ibanValid(iban)) fields.fail("IBAN", "The IBAN is invalid.");
      if (bic && !BIC.test(bic)) fields.fail("BIC", "The BIC is invalid.");
      fields.check();
      const account: BankAccountRecord = {
        Id: newId("bankacc"),
        Tag: tag,
        CreationDate: nowSeconds(),
        UserId: user.Id,
        Type: "IBAN",
        OwnerName: ownerName,
        OwnerAddress: body.OwnerAddress,
        IBAN: iban,
        BIC: bic,
        Active: true,
      };
      state.bankAccounts[account.Id] = account;
      ctx.store.changed();
      return account;
    }),
  );

  api.get<RouteTypes>("/users/:id/bankaccounts", (request, reply) => {
    const user = find(ctx, "users", "User", request.params.id);
    const active = request.query.Active ?? request.query.active;
    const accounts = Object.values(state.bankAccounts).filter(
      (account) =>
        account.UserId === user.Id && (active === undefined || String(account.Active) === active),
    );
    return paged(accounts, request, reply, (account) => account.CreationDate);
  });

  const accountOf = (userId: string | undefined, accountId: string | undefined) => {
    const account = find(ctx, "bankAccounts", "BankAccount", accountId);
    if (account.UserId !== userId) throw notFound("BankAccount", account.Id);
    return account;
  };
  api.get<RouteTypes>("/users/:id/bankaccounts/:bankAccountId", (request) =>
    accountOf(request.params.id, request.params.bankAccountId),
  );
  api.put<RouteTypes>("/users/:id/bankaccounts/:bankAccountId", (request) => {
    const account = accountOf(request.params.id, request.params.bankAccountId);
    if (bodyOf(request.body).Active !== false) {
      throw paramError({ Active: "A bank account can only be deactivated (Active: false)." });
    }
    account.Active = false;
    ctx.store.changed();
    return account;
  });

  api.post<RouteTypes>("/payouts/bankwire", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const fields = new Fields(bodyOf(request.body));
      const authorId = fields.required("AuthorId");
      const walletId = fields.required("DebitedWalletId");
      const accountId = fields.required("BankAccountId");
      const debited = fields.money("DebitedFunds");
      const fees = fields.money("Fees");
      const reference = fields.optional("BankWireRef") ?? null;
      const tag = fields.optional("Tag") ?? null;
      fields.check();
      find(ctx, "users", "User", authorId);
      const wallet = find(ctx, "wallets", "Wallet", walletId);
      const account = find(ctx, "bankAccounts", "BankAccount", accountId);
      checkOwner(wallet, authorId);
      if (!wallet.Owners.includes(account.UserId)) {
        fields.fail("BankAccountId", "The bank account must belong to the wallet's owner.");
      }
      if (!account.Active) fields.fail("BankAccountId", "The bank account is inactive.");
      checkCurrencies(fields, wallet, debited, fees);
      fields.check();
      const amount = (debited as { Amount: number }).Amount;
      const payout: TransactionRecord = {
        Id: newId("payout"),
        Tag: tag,
        CreationDate: nowSeconds(),
        AuthorId: authorId,
        CreditedUserId: account.UserId,
        DebitedFunds: debited as TransactionRecord["DebitedFunds"],
        CreditedFunds: { Currency: wallet.Currency, Amount: amount - (fees?.Amount ?? 0) },
        Fees: fees as TransactionRecord["Fees"],
        DebitedWalletId: wallet.Id,
        CreditedWalletId: null,
        Status: "CREATED",
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: "PAYOUT",
        Nature: "REGULAR",
        PaymentType: "BANK_WIRE",
        BankAccountId: account.Id,
        BankWireRef: reference,
        ModeRequested: "STANDARD",
        ModeApplied: "STANDARD",
      };
      if (!holds(wallet, amount)) {
        open(ctx, payout, INSUFFICIENT_BALANCE);
      } else {
        // the wallet is debited as the payout is accepted; the wire leaves later
        move(ctx, payout);
        open(ctx, payout);
        settleLater(ctx, payout);
      }
      return view(payout);
    }),
  );

  const payoutOf = (id: string | undefined) => {
    const payout = find(ctx, "transactions", "PayOut", id);
    if (payout.Type !== "PAYOUT" || payout.Nature !== "REGULAR")
      throw notFound("PayOut", payout.Id);
    return view(payout);
  };
  api.get<RouteTypes>("/payouts/:id", (request) => payoutOf(request.params.id));
  api.get<RouteTypes>("/payouts/bankwire/:id", (request) => payoutOf(request.params.id));

  api.post<RouteTypes>("/transfers", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const fields = new Fields(bodyOf(request.body));
      const authorId = fields.required("AuthorId");
      const fromId = fields.required("DebitedWalletId");
      const toId = fields.required("CreditedWalletId");
      const debited = fields.money("DebitedFunds");
      const fees = fields.money("Fees");
      const creditedUserId = fields.optional("CreditedUserId");
      const tag = fields.optional("Tag") ?? null;
      fields.check();
      find(ctx, "users", "User", authorId);
      const from = find(ctx, "wallets", "Wallet", fromId);
      const to = find(ctx, "wallets", "Wallet", toId);
      checkOwner(from, authorId);
      checkCurrencies(fields, from, debited, fees);
      if (to.Currency !== from.Currency)
        fields.fail("CreditedWalletId", "The wallets' currencies differ.");
      fields.check();
      const amount = (debited as { Amount: number }).Amount;
      const transfer: TransactionRecord = {
        Id: newId("transfer"),
        Tag: tag,
        CreationDate: nowSeconds(),
        AuthorId: authorId,
        CreditedUserId: creditedUserId ?? to.Owners[0] ?? null,
        DebitedFunds: debited as TransactionRecord["DebitedFunds"],
        CreditedFunds: { Currency: to.Currency, Amount: amount - (fees?.Amount ?? 0) },
        Fees: fees as TransactionRecord["Fees"],
        DebitedWalletId: from.Id,
        CreditedWalletId: to.Id,
        Status: "CREATED",
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: "TRANSFER",
        Nature: "REGULAR",
      };
      open(ctx, transfer, holds(from, amount) ? { status: "SUCCEEDED" } : INSUFFICIENT_BALANCE);
      return view(transfer);
    }),
  );

  api.get<RouteTypes>("/transfers/:id", (request) => {
    const transfer = find(ctx, "transactions", "Transfer", request.params.id);
    if (transfer.Type !== "TRANSFER") throw notFound("Transfer", transfer.Id);
    return view(transfer);
  });
}

/** Makes a CREATED payout SUCCEED after `payoutDelayMs` (also those left CREATED by a restart). */
export function settleLater(ctx: Context, payout: TransactionRecord): void {
  const timer = setTimeout(() => {
    ctx.timers.delete(timer);
    close(ctx, payout, { status: "SUCCEEDED" });
  }, ctx.payoutDelayMs);
  ctx.timers.add(timer);
}
