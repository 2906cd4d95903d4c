CREATE TABLE "payment_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider_user_id" text NOT NULL,
	"person_type" text NOT NULL,
	"wallet_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_provider_user_id_unique" UNIQUE("provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"nature" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"provider_id" text,
	"order_id" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"author_id" text,
	"credited_user_id" text,
	"wallet_id" text,
	"card_id" text,
	"result_code" text,
	"result_message" text,
	"secure_mode_redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "payment_transactions_amount_check" CHECK (amount >= 0 AND fees >= 0),
	CONSTRAINT "payment_transactions_kind_check" CHECK (kind IN ('PAYIN', 'PAYOUT', 'TRANSFER')),
	CONSTRAINT "payment_transactions_status_check" CHECK (status IN ('CREATED', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "payment_transactions_nature_check" CHECK (nature IN ('REGULAR', 'REFUND', 'REPUDIATION', 'SETTLEMENT'))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_market_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_credited_user_id_users_id_fk" FOREIGN KEY ("credited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_author_idx" ON "payment_transactions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_credited_idx" ON "payment_transactions" USING btree ("credited_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_idx" ON "payment_transactions" USING btree ("created_at") WHERE status = 'CREATED';