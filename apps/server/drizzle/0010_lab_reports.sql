CREATE TABLE "lab_reports" (
	"iddocument" text PRIMARY KEY NOT NULL,
	"idlab" text NOT NULL,
	"idpatient" text,
	"idprescriber" text,
	"report" jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_iddocument_documents_id_fk" FOREIGN KEY ("iddocument") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_idlab_users_id_fk" FOREIGN KEY ("idlab") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_idpatient_users_id_fk" FOREIGN KEY ("idpatient") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_idprescriber_users_id_fk" FOREIGN KEY ("idprescriber") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_reports_lab_idx" ON "lab_reports" USING btree ("idlab");--> statement-breakpoint
CREATE INDEX "lab_reports_patient_idx" ON "lab_reports" USING btree ("idpatient");