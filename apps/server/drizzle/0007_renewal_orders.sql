CREATE TABLE "renewal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"iddocument" text NOT NULL,
	"idpatient" text NOT NULL,
	"idpharmacy" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"dtstart" date NOT NULL,
	"renewal" integer NOT NULL,
	"step" integer NOT NULL,
	"fired" integer DEFAULT 0 NOT NULL,
	"last_fired" date,
	"next_due" date,
	"reason" text,
	"document_status_before" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_orders" ADD CONSTRAINT "renewal_orders_iddocument_documents_id_fk" FOREIGN KEY ("iddocument") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_orders" ADD CONSTRAINT "renewal_orders_idpatient_users_id_fk" FOREIGN KEY ("idpatient") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_orders" ADD CONSTRAINT "renewal_orders_idpharmacy_users_id_fk" FOREIGN KEY ("idpharmacy") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_orders_open_idx" ON "renewal_orders" USING btree ("iddocument") WHERE "renewal_orders"."status" in ('SUBMITTED', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "renewal_orders_patient_idx" ON "renewal_orders" USING btree ("idpatient","created_at");--> statement-breakpoint
CREATE INDEX "renewal_orders_pharmacy_idx" ON "renewal_orders" USING btree ("idpharmacy","created_at");--> statement-breakpoint
CREATE INDEX "renewal_orders_due_idx" ON "renewal_orders" USING btree ("next_due") WHERE "renewal_orders"."next_due" is not null;