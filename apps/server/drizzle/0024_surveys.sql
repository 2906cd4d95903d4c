CREATE TABLE "survey_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"idquestionnaire" text NOT NULL,
	"idpharma" text NOT NULL,
	"group" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"state" text DEFAULT 'RESPONDED' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_one_per_responder" UNIQUE("idquestionnaire","idpharma"),
	CONSTRAINT "survey_answers_state_check" CHECK (state IN ('RESPONDED', 'AWAITING', 'ACTIVATED'))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"questions" jsonb NOT NULL,
	"idcreator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_kind_check" CHECK (kind IN ('public', 'pharma', 'satisfaction')),
	CONSTRAINT "surveys_status_check" CHECK (status IN ('NEW', 'ACTIVE', 'ARCHIVED', 'DISABLED'))
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_idquestionnaire_surveys_id_fk" FOREIGN KEY ("idquestionnaire") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_idpharma_users_id_fk" FOREIGN KEY ("idpharma") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_idcreator_users_id_fk" FOREIGN KEY ("idcreator") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_group_idx" ON "survey_answers" USING btree ("group","date");--> statement-breakpoint
CREATE INDEX "survey_answers_responder_idx" ON "survey_answers" USING btree ("idpharma","date");--> statement-breakpoint
CREATE INDEX "surveys_group_idx" ON "surveys" USING btree ("group","created_at");