CREATE SEQUENCE "public"."stock_import_pid_seq" INCREMENT BY 1 MINVALUE 1000000000 MAXVALUE 2147483647 START WITH 1000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"pharma_id" text NOT NULL,
	"file_name" text NOT NULL,
	"name" text,
	"grp" text,
	"status" text NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"products_created" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_uploads" (
	"file_name" text PRIMARY KEY NOT NULL,
	"pharma_id" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_uploads" ADD CONSTRAINT "stock_uploads_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_imports_pharma_idx" ON "stock_imports" USING btree ("pharma_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_uploads_pharma_idx" ON "stock_uploads" USING btree ("pharma_id","created_at");