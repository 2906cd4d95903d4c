ALTER TABLE "payment_transactions" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "bank_account_iban" text;