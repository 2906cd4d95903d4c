CREATE TABLE "group_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"idmanager" text NOT NULL,
	"iduser" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "group_invitations_status_check" CHECK (status IN ('PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_idmanager_users_id_fk" FOREIGN KEY ("idmanager") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_iduser_users_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_one_pending" ON "group_invitations" USING btree ("idmanager","iduser") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "group_invitations_user_idx" ON "group_invitations" USING btree ("iduser","created_at");