ALTER TABLE "users" ADD COLUMN "emergency_call" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allergens" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "special" text;