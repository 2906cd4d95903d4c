CREATE TABLE "client_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"error" text NOT NULL,
	"context" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"idowner" text NOT NULL,
	"idcontact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_idowner_idcontact_pk" PRIMARY KEY("idowner","idcontact")
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"iddocument" text NOT NULL,
	"iduser" text NOT NULL,
	"idsharer" text NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_shares_iddocument_iduser_pk" PRIMARY KEY("iddocument","iduser")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"idcreator" text NOT NULL,
	"idsharer" text,
	"iddirectory" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"meta" jsonb NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"idmanager" text NOT NULL,
	"iduser" text NOT NULL,
	CONSTRAINT "managers_idmanager_iduser_pk" PRIMARY KEY("idmanager","iduser")
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"idmessage" text NOT NULL,
	"iduser" text NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_recipients_idmessage_iduser_pk" PRIMARY KEY("idmessage","iduser")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"sender" text NOT NULL,
	"content" text NOT NULL,
	"iddocument" text,
	"idparent" text,
	"notify" boolean DEFAULT false NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stay_connected" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"email" text,
	"password_hash" text,
	"is_on_patient_app" boolean DEFAULT false NOT NULL,
	"is_on_pro_app" boolean DEFAULT false NOT NULL,
	"title" text,
	"first_name" text,
	"last_name" text,
	"name" text,
	"profession" text,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text,
	"zip_code" text,
	"city" text,
	"department" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"grp" text,
	"rpps" text,
	"finess" text,
	"url" text,
	"description" text,
	"nir" text,
	"birth" text,
	"idpharma" text,
	"iddoctor" text,
	"idoptician" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_idowner_users_id_fk" FOREIGN KEY ("idowner") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_idcontact_users_id_fk" FOREIGN KEY ("idcontact") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_iddocument_documents_id_fk" FOREIGN KEY ("iddocument") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_iduser_users_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_idcreator_users_id_fk" FOREIGN KEY ("idcreator") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_idsharer_users_id_fk" FOREIGN KEY ("idsharer") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_idmanager_users_id_fk" FOREIGN KEY ("idmanager") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_iduser_users_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_idmessage_messages_id_fk" FOREIGN KEY ("idmessage") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_iduser_users_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_users_id_fk" FOREIGN KEY ("sender") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_iddocument_documents_id_fk" FOREIGN KEY ("iddocument") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_shares_feed_idx" ON "document_shares" USING btree ("iduser","last_update");--> statement-breakpoint
CREATE INDEX "documents_creator_idx" ON "documents" USING btree ("idcreator","last_update");--> statement-breakpoint
CREATE INDEX "managers_user_idx" ON "managers" USING btree ("iduser");--> statement-breakpoint
CREATE INDEX "message_recipients_feed_idx" ON "message_recipients" USING btree ("iduser","last_update");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender","last_update");--> statement-breakpoint
CREATE INDEX "messages_document_idx" ON "messages" USING btree ("iddocument");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type","grp");