CREATE TABLE "sharing_group_members" (
	"idgroup" text NOT NULL,
	"iduser" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_group_members_idgroup_iduser_pk" PRIMARY KEY("idgroup","iduser")
);
--> statement-breakpoint
CREATE TABLE "sharing_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"idcreator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "idgroup" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "idgroup" text;--> statement-breakpoint
ALTER TABLE "sharing_group_members" ADD CONSTRAINT "sharing_group_members_idgroup_sharing_groups_id_fk" FOREIGN KEY ("idgroup") REFERENCES "public"."sharing_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_group_members" ADD CONSTRAINT "sharing_group_members_iduser_users_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_groups" ADD CONSTRAINT "sharing_groups_idcreator_users_id_fk" FOREIGN KEY ("idcreator") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sharing_group_members_user_idx" ON "sharing_group_members" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "sharing_groups_creator_idx" ON "sharing_groups" USING btree ("idcreator");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_idgroup_sharing_groups_id_fk" FOREIGN KEY ("idgroup") REFERENCES "public"."sharing_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_idgroup_sharing_groups_id_fk" FOREIGN KEY ("idgroup") REFERENCES "public"."sharing_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("idgroup","last_update");--> statement-breakpoint
CREATE INDEX "messages_group_idx" ON "messages" USING btree ("idgroup","last_update");