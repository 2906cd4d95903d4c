CREATE TABLE "directories" (
	"id" text PRIMARY KEY NOT NULL,
	"idowner" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'NORMAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "directories" ADD CONSTRAINT "directories_idowner_users_id_fk" FOREIGN KEY ("idowner") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directories_owner_idx" ON "directories" USING btree ("idowner","created_at");--> statement-breakpoint
CREATE INDEX "documents_creator_status_idx" ON "documents" USING btree ("idcreator","status","last_update");--> statement-breakpoint
CREATE INDEX "documents_directory_idx" ON "documents" USING btree ("idcreator","iddirectory","last_update");