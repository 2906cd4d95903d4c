CREATE TABLE "market_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"idcreator" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start" date,
	"end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_operations_dates_check" CHECK (start IS NULL OR "end" IS NULL OR start <= "end")
);
--> statement-breakpoint
CREATE TABLE "market_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"idmarketop" text NOT NULL,
	"idsubmitter" text NOT NULL,
	"idreceiver" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"iddirectory" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_submissions_amount_check" CHECK (amount >= 0),
	CONSTRAINT "market_submissions_status_check" CHECK (status IN ('PROPOSED', 'ACCEPTED', 'REFUSED', 'FINISHED'))
);
--> statement-breakpoint
ALTER TABLE "market_operations" ADD CONSTRAINT "market_operations_idcreator_users_id_fk" FOREIGN KEY ("idcreator") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_submissions" ADD CONSTRAINT "market_submissions_idmarketop_market_operations_id_fk" FOREIGN KEY ("idmarketop") REFERENCES "public"."market_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_submissions" ADD CONSTRAINT "market_submissions_idsubmitter_users_id_fk" FOREIGN KEY ("idsubmitter") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_submissions" ADD CONSTRAINT "market_submissions_idreceiver_users_id_fk" FOREIGN KEY ("idreceiver") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_submissions" ADD CONSTRAINT "market_submissions_iddirectory_directories_id_fk" FOREIGN KEY ("iddirectory") REFERENCES "public"."directories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_operations_creator_idx" ON "market_operations" USING btree ("idcreator","created_at");--> statement-breakpoint
CREATE INDEX "market_submissions_operation_idx" ON "market_submissions" USING btree ("idmarketop","date");--> statement-breakpoint
CREATE INDEX "market_submissions_receiver_idx" ON "market_submissions" USING btree ("idreceiver","date");