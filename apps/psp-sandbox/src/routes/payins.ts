import type { FastifyInstance } from "fastify";
import { find, idempotent, paged, type Context, type RouteTypes } from "../context.js";
import { FAILING_AMOUNTS, REFUSALS } from "../cards.js";
import { notFound } from "../errors.js";
import { bodyOf, Fields, view } from "../input.js";
import {
  checkCurrencies,
  close,
  holds,
  INSUFFICIENT_BALANCE,
  open,
  type Outcome,
} from "../ledger.js";
import { newId, nowSeconds, type CardBehaviour, type TransactionRecord } from "../store.js";

/** Where the 3-D Secure page of a pay-in is, under the sandbox's address. */
export const SECURE_MODE_PATH = "/3ds";

/** Request fields of a card direct pay-in that are only kept and sent back. */
const PASSED_ON = [
  "StatementDescriptor",
  "Culture",
  "Billing",
  "Shipping",
  "IpAddress",
  "BrowserInfo",
  "PaymentCategory",
];

function refusalOf(behaviour: CardBehaviour): Outcome | undefined {
  if (behaviour === "insufficientFunds" || behaviour === "doNotHonor") {
    return { status: "FAILED", ...REFUSALS[behaviour] };
  }
  return undefined;
}

/**
 * Card direct pay-ins (`/payins/card/direct`, view) and pay-in refunds (create, list, view).
 * A pay-in succeeds, fails as its test card or amount says, or waits CREATED for 3-D Secure
 * (`SecureModeRedirectURL`: the sandbox's page, `secureModeRoutes`).
 */
export function payInRoutes(api: FastifyInstance, ctx: Context): void {
  api.post<RouteTypes>("/payins/card/direct", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const body = bodyOf(request.body);
      const fields = new Fields(body);
      const authorId = fields.required("AuthorId");
      const walletId = fields.required("CreditedWalletId");
      const cardId = fields.required("CardId");
      const returnUrl = fields.required("SecureModeReturnURL");
      const debited = fields.money("DebitedFunds");
      const fees = fields.money("Fees");
      const secureMode = fields.optional("SecureMode") ?? "DEFAULT";
      const tag = fields.optional("Tag") ?? null;
      const creditedUserId = fields.optional("CreditedUserId");
      fields.check();
      find(ctx, "users", "User", authorId);
      const wallet = find(ctx, "wallets", "Wallet", walletId);
      const card = find(ctx, "cards", "Card", cardId);
      if (card.UserId !== authorId)
        fields.fail("CardId", "The card does not belong to the author.");
      if (!URL.canParse(returnUrl)) fields.fail("SecureModeReturnURL", "The URL is invalid.");
      checkCurrencies(fields, wallet, debited, fees);
      fields.check();
      const amount = (debited as { Amount: number }).Amount;
      const id = newId("payin");
      const payIn: TransactionRecord = {
        Id: id,
        Tag: tag,
        CreationDate: nowSeconds(),
        AuthorId: authorId,
        CreditedUserId: creditedUserId ?? wallet.Owners[0] ?? null,
        DebitedFunds: debited as TransactionRecord["DebitedFunds"],
        CreditedFunds: { Currency: wallet.Currency, Amount: amount - (fees?.Amount ?? 0) },
        Fees: fees as TransactionRecord["Fees"],
        DebitedWalletId: null,
        CreditedWalletId: wallet.Id,
        Status: "CREATED",
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: "PAYIN",
        Nature: "REGULAR",
        PaymentType: "CARD",
        ExecutionType: "DIRECT",
        SecureMode: secureMode,
        CardId: card.Id,
        SecureModeReturnURL: returnUrl,
        SecureModeRedirectURL: null,
        SecureModeNeeded: false,
        CardInfo: {
          BIN: card.Alias.slice(0, 6),
          IssuingBank: "BANQUE DU BAC A SABLE",
          IssuerCountryCode: "FR",
          Type: "DEBIT",
          Brand: card.CardProvider,
          SubType: "CLASSIC",
        },
        ...Object.fromEntries(
          PASSED_ON.filter((name) => name in body).map((name) => [name, body[name]]),
        ),
      };
      const refusal = !card.Active
        ? ({ status: "FAILED", ...REFUSALS.inactiveCard } as const)
        : refusalOf(FAILING_AMOUNTS[amount] ?? card._behaviour);
      if (refusal) {
        card.Validity = card.Validity === "UNKNOWN" ? "INVALID" : card.Validity;
        open(ctx, payIn, refusal);
      } else if (card._behaviour === "secure3ds" || secureMode === "FORCE") {
        payIn.SecureModeNeeded = true;
        payIn.SecureModeRedirectURL = `${ctx.publicUrl}${SECURE_MODE_PATH}/${id}`;
        open(ctx, payIn);
      } else {
        card.Validity = "VALID";
        open(ctx, payIn, { status: "SUCCEEDED" });
      }
      return view(payIn);
    }),
  );

  api.get<RouteTypes>("/payins/:id", (request) => {
    const payIn = find(ctx, "transactions", "PayIn", request.params.id);
    if (payIn.Type !== "PAYIN") throw notFound("PayIn", payIn.Id);
    return view(payIn);
  });

  api.post<RouteTypes>("/payins/:id/refunds", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const payIn = find(ctx, "transactions", "PayIn", request.params.id);
      const fields = new Fields(bodyOf(request.body));
      const authorId = fields.required("AuthorId");
      const asked = fields.money("DebitedFunds", { optional: true });
      const askedFees = fields.money("Fees", { optional: true, allowNegative: true });
      const tag = fields.optional("Tag") ?? null;
      if (Boolean(asked) !== Boolean(askedFees)) {
        fields.fail(asked ? "Fees" : "DebitedFunds", "DebitedFunds and Fees go together.");
      }
      if (payIn.Type !== "PAYIN" || payIn.Status !== "SUCCEEDED") {
        fields.fail("PayInId", "Only a succeeded pay-in can be refunded.");
      }
      if (asked && asked.Currency !== payIn.DebitedFunds.Currency) {
        fields.fail("DebitedFunds.Currency", "The currency must be the pay-in's.");
      }
      if (asked && asked.Amount < 1)
        fields.fail("DebitedFunds.Amount", "The amount must be at least 1.");
      fields.check();
      const done = refundsOf(ctx, payIn.Id).filter((refund) => refund.Status === "SUCCEEDED");
      const left =
        payIn.CreditedFunds.Amount - done.reduce((sum, r) => sum + r.DebitedFunds.Amount, 0);
      const feesLeft = payIn.Fees.Amount + done.reduce((sum, r) => sum + r.Fees.Amount, 0);
      const currency = payIn.DebitedFunds.Currency;
      const debited = asked ?? { Currency: currency, Amount: left };
      const fees = askedFees ?? { Currency: currency, Amount: -feesLeft };
      const wallet = find(ctx, "wallets", "Wallet", payIn.CreditedWalletId ?? "");
      const outcome: Outcome =
        left <= 0 && feesLeft <= 0
          ? {
              status: "FAILED",
              code: "001401",
              message: "Transaction has already been successfully refunded",
            }
          : debited.Amount > left
            ? {
                status: "FAILED",
                code: "005403",
                message: "The refund cannot exceed initial transaction amount",
              }
            : -fees.Amount > feesLeft
              ? {
                  status: "FAILED",
                  code: "005404",
                  message: "The refunded fees cannot exceed initial fee amount",
                }
              : !holds(wallet, debited.Amount)
                ? INSUFFICIENT_BALANCE
                : { status: "SUCCEEDED" };
      const refund: TransactionRecord = {
        Id: newId("refund"),
        Tag: tag,
        CreationDate: nowSeconds(),
        AuthorId: authorId,
        CreditedUserId: payIn.AuthorId,
        DebitedFunds: debited,
        CreditedFunds: { Currency: currency, Amount: debited.Amount - fees.Amount },
        Fees: fees,
        DebitedWalletId: wallet.Id,
        CreditedWalletId: null,
        Status: "CREATED",
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: "PAYOUT",
        Nature: "REFUND",
        InitialTransactionId: payIn.Id,
        InitialTransactionType: "PAYIN",
        InitialTransactionNature: "REGULAR",
        RefundReason: { RefundReasonType: "INITIALIZED_BY_CLIENT", RefundReasonMessage: null },
      };
      open(ctx, refund, outcome);
      return view(refund);
    }),
  );

  api.get<RouteTypes>("/payins/:id/refunds", (request, reply) => {
    const payIn = find(ctx, "transactions", "PayIn", request.params.id);
    return paged(refundsOf(ctx, payIn.Id), request, reply, (refund) => refund.CreationDate).map(
      view,
    );
  });

  api.get<RouteTypes>("/refunds/:id", (request) => {
    const refund = find(ctx, "transactions", "Refund", request.params.id);
    if (refund.Nature !== "REFUND") throw notFound("Refund", refund.Id);
    return view(refund);
  });

  api.get<RouteTypes>("/repudiations/:id", (request) => {
    const repudiation = find(ctx, "transactions", "Repudiation", request.params.id);
    if (repudiation.Nature !== "REPUDIATION") throw notFound("Repudiation", repudiation.Id);
    return view(repudiation);
  });
}

function refundsOf(ctx: Context, payInId: string): TransactionRecord[] {
  return Object.values(ctx.store.state.transactions).filter(
    (transaction) =>
      transaction.Nature === "REFUND" && transaction.InitialTransactionId === payInId,
  );
}

/**
 * Ends a pay-in waiting for 3-D Secure as the user chose on the sandbox's page: « Valider »
 * succeeds it (its wallet is credited), « Refuser » fails it (101301). Returns where the browser
 * goes next: `SecureModeReturnURL` with `transactionId`. Undefined for an unknown pay-in.
 */
export function completeSecureMode(
  ctx: Context,
  payInId: string,
  accepted: boolean,
): string | undefined {
  const payIn = ctx.store.state.transactions[payInId];
  if (!payIn || payIn.Type !== "PAYIN") return undefined;
  if (payIn.Status === "CREATED" && payIn.SecureModeNeeded) {
    const card = ctx.store.state.cards[String(payIn.CardId)];
    if (card && accepted) card.Validity = "VALID";
    close(
      ctx,
      payIn,
      accepted ? { status: "SUCCEEDED" } : { status: "FAILED", ...REFUSALS.secure3dsFailed },
    );
  }
  const url = new URL(String(payIn.SecureModeReturnURL));
  url.searchParams.set("transactionId", payIn.Id);
  return url.toString();
}

/**
 * Not MangoPay's API, a test control (`POST /sandbox/payins/{id}/repudiation`): the cardholder
 * disputes a succeeded pay-in and the bank takes its money back. Creates a transaction of `Type`
 * PAYOUT and `Nature` REPUDIATION that debits the pay-in's wallet by its `CreditedFunds` (FAILED
 * with 001001 when the wallet holds less), notified as `PAYIN_REPUDIATION_…`. Undefined for an
 * unknown or unsucceeded pay-in.
 */
export function repudiate(ctx: Context, payInId: string): TransactionRecord | undefined {
  const payIn = ctx.store.state.transactions[payInId];
  const wallet = ctx.store.state.wallets[String(payIn?.CreditedWalletId)];
  if (!payIn || payIn.Type !== "PAYIN" || payIn.Status !== "SUCCEEDED" || !wallet) return undefined;
  const repudiation: TransactionRecord = {
    Id: newId("repudiation"),
    Tag: null,
    CreationDate: nowSeconds(),
    AuthorId: payIn.AuthorId,
    CreditedUserId: null,
    DebitedFunds: payIn.CreditedFunds,
    CreditedFunds: payIn.CreditedFunds,
    Fees: { Currency: payIn.CreditedFunds.Currency, Amount: 0 },
    DebitedWalletId: wallet.Id,
    CreditedWalletId: null,
    Status: "CREATED",
    ResultCode: null,
    ResultMessage: null,
    ExecutionDate: null,
    Type: "PAYOUT",
    Nature: "REPUDIATION",
    InitialTransactionId: payIn.Id,
    InitialTransactionType: "PAYIN",
  };
  open(
    ctx,
    repudiation,
    holds(wallet, payIn.CreditedFunds.Amount) ? { status: "SUCCEEDED" } : INSUFFICIENT_BALANCE,
  );
  return repudiation;
}
