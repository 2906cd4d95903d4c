ALTER TABLE "document_shares" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
UPDATE "document_shares" SET "status" = "documents"."status" FROM "documents" WHERE "documents"."id" = "document_shares"."iddocument";--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "document_shares_status_idx" ON "document_shares" USING btree ("iduser","status","last_update");