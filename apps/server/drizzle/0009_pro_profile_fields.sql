ALTER TABLE "users" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secure_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency" text;