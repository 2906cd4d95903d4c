CREATE SEQUENCE "public"."stock_import_pid_seq" INCREMENT BY 1 MINVALUE 1000000000 MAXVALUE 2147483647 START WITH 1000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "library_directories" (
	"id" text PRIMARY KEY NOT NULL,
	"pharma_id" text NOT NULL,
	"grp" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"pharma_id" text NOT NULL,
	"grp" text NOT NULL,
	"directory_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text,
	"url" text,
	"size" integer DEFAULT 0 NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_documents_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
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
ALTER TABLE "library_directories" ADD CONSTRAINT "library_directories_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_directory_id_library_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."library_directories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_uploads" ADD CONSTRAINT "stock_uploads_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_directories_pharma_idx" ON "library_directories" USING btree ("pharma_id","grp","name");--> statement-breakpoint
CREATE INDEX "library_documents_pharma_idx" ON "library_documents" USING btree ("pharma_id","grp","created_at");--> statement-breakpoint
CREATE INDEX "stock_imports_pharma_idx" ON "stock_imports" USING btree ("pharma_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_uploads_pharma_idx" ON "stock_uploads" USING btree ("pharma_id","created_at");