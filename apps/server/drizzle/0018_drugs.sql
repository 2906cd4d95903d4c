CREATE TABLE "drug_compositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cis" text NOT NULL,
	"substance" text NOT NULL,
	"dosage" text NOT NULL,
	"reference" text NOT NULL,
	"nature" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_generic_groups" (
	"group_id" text NOT NULL,
	"label" text NOT NULL,
	"cis" text NOT NULL,
	"type" integer NOT NULL,
	CONSTRAINT "drug_generic_groups_group_id_cis_pk" PRIMARY KEY("group_id","cis")
);
--> statement-breakpoint
CREATE TABLE "drug_presentations" (
	"cip13" text PRIMARY KEY NOT NULL,
	"cis" text NOT NULL,
	"label" text NOT NULL,
	"price_cents" integer
);
--> statement-breakpoint
CREATE TABLE "drug_specialities" (
	"cis" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"form" text NOT NULL,
	"routes" text[] NOT NULL,
	"status" text NOT NULL,
	"holder" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drug_compositions" ADD CONSTRAINT "drug_compositions_cis_drug_specialities_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."drug_specialities"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_generic_groups" ADD CONSTRAINT "drug_generic_groups_cis_drug_specialities_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."drug_specialities"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_presentations" ADD CONSTRAINT "drug_presentations_cis_drug_specialities_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."drug_specialities"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_compositions_cis_idx" ON "drug_compositions" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "drug_generic_groups_cis_idx" ON "drug_generic_groups" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "drug_presentations_cis_idx" ON "drug_presentations" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "drug_specialities_name_key_idx" ON "drug_specialities" USING gin ("name_key" gin_trgm_ops);