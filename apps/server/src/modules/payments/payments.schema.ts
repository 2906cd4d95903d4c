import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { TransactionKind, TransactionNature, TransactionStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";
import { messages } from "../documents/documents.schema.js";
import { marketOrders } from "../market/market.schema.js";

/**
 * A user's identity at the payment provider (issue 20 §2), created on first need: a natural
 * user for a patient, a legal user with its EUR wallet for a pharmacy.
 */
export const paymentAccounts = pgTable("payment_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The provider's user id (MangoPay `UserId`). */
  providerUserId: text("provider_user_id").notNull().unique(),
  personType: text("person_type").$type<"NATURAL" | "LEGAL">().notNull(),
  /** The provider's wallet id, for a pharmacy. */
  walletId: text("wallet_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money as it moves (issue 20 §4), one row per provider transaction, written before the
 * provider is called (its id is the idempotency key's) and updated as the provider answers:
 * `kind` PAYIN / PAYOUT / TRANSFER, `nature` REGULAR / REFUND / REPUDIATION / SETTLEMENT,
 * `status` CREATED / SUCCEEDED / FAILED (001 §3), `amount` and `fees` in cents.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<TransactionKind>().notNull(),
    nature: text("nature").$type<TransactionNature>().notNull(),
    status: text("status").$type<TransactionStatus>().notNull(),
    amount: integer("amount").notNull(),
    fees: integer("fees").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    /** The provider's transaction id, once it answered. */
    providerId: text("provider_id").unique(),
    orderId: text("order_id").references(() => marketOrders.id, { onDelete: "set null" }),
    /** The pharmacy's payment request (a message, AWAITING_PAYMENT) it pays, if not an order. */
    messageId: text("message_id").references(() => messages.id, { onDelete: "set null" }),
    /** The how-manieth payment attempt of its order (1, 2…): the latest is the one that counts. */
    attempt: integer("attempt").notNull().default(1),
    /** Who pays (the patient of a pay-in) and who is credited (the pharmacy). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    creditedUserId: text("credited_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The provider's wallet credited (a pay-in) or debited (a payout, a refund). */
    walletId: text("wallet_id"),
    /** The provider's card of a card pay-in (an id, never a number). */
    cardId: text("card_id"),
    /** The provider's bank account a payout goes to (issue 20 §3). */
    bankAccountId: text("bank_account_id"),
    /** That bank account's IBAN, masked (« FR76 ••• 0189 »): the payout's label, never the whole IBAN. */
    bankAccountIban: text("bank_account_iban"),
    resultCode: text("result_code"),
    resultMessage: text("result_message"),
    /** The provider's 3-D Secure page while the pay-in waits for it. */
    secureModeRedirectUrl: text("secure_mode_redirect_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it SUCCEEDED or FAILED. */
    executedAt: timestamp("executed_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_transactions_order_idx").on(t.orderId, t.createdAt),
    index("payment_transactions_message_idx").on(t.messageId),
    index("payment_transactions_author_idx").on(t.authorId, t.createdAt),
    index("payment_transactions_credited_idx").on(t.creditedUserId, t.createdAt),
    // the reconciliation reads the pending ones, oldest first
    index("payment_transactions_pending_idx")
      .on(t.createdAt)
      .where(sql`status = 'CREATED'`),
    check("payment_transactions_amount_check", sql`amount >= 0 AND fees >= 0`),
    check("payment_transactions_kind_check", sql`kind IN ('PAYIN', 'PAYOUT', 'TRANSFER')`),
    check("payment_transactions_status_check", sql`status IN ('CREATED', 'SUCCEEDED', 'FAILED')`),
    check(
      "payment_transactions_nature_check",
      sql`nature IN ('REGULAR', 'REFUND', 'REPUDIATION', 'SETTLEMENT')`,
    ),
  ],
);

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
