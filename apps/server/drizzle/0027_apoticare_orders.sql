CREATE TABLE "apoticare_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"idpatient" text NOT NULL,
	"idpharma" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'NEW_ORDER' NOT NULL,
	"data" jsonb NOT NULL,
	"price" integer NOT NULL,
	"purchase_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apoticare_orders_prices_check" CHECK (price >= 0 AND purchase_price >= 0),
	CONSTRAINT "apoticare_orders_status_check" CHECK (status IN ('NEW_ORDER', 'PROCESSING', 'PAID'))
);
--> statement-breakpoint
ALTER TABLE "apoticare_orders" ADD CONSTRAINT "apoticare_orders_idpatient_users_id_fk" FOREIGN KEY ("idpatient") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apoticare_orders" ADD CONSTRAINT "apoticare_orders_idpharma_users_id_fk" FOREIGN KEY ("idpharma") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apoticare_orders_patient_idx" ON "apoticare_orders" USING btree ("idpatient","created_at");--> statement-breakpoint
CREATE INDEX "apoticare_orders_pharma_idx" ON "apoticare_orders" USING btree ("idpharma","created_at");