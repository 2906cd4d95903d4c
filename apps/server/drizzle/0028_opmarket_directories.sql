ALTER TABLE "market_operations" ADD COLUMN "iddirectory" text;--> statement-breakpoint
ALTER TABLE "market_operations" ADD CONSTRAINT "market_operations_iddirectory_directories_id_fk" FOREIGN KEY ("iddirectory") REFERENCES "public"."directories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_in_directory_idx" ON "documents" USING btree ("iddirectory","last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "market_operations_directory_idx" ON "market_operations" USING btree ("iddirectory");