CREATE TABLE "document_reads" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"idactor" text NOT NULL,
	"idestablishment" text NOT NULL,
	"iddocument" text NOT NULL,
	"idowner" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_reads_owner_idx" ON "document_reads" USING btree ("idowner","at","id");--> statement-breakpoint
CREATE INDEX "document_reads_actor_idx" ON "document_reads" USING btree ("idactor","idowner");--> statement-breakpoint
-- append-only (issue 24 §2): no UPDATE, no DELETE but the RGPD erasure's (deleteAuditOf), which
-- sets reseau.audit_erasure for its own transaction
CREATE FUNCTION "document_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('reseau.audit_erasure', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'document_reads is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_reads_append_only" BEFORE UPDATE OR DELETE ON "document_reads"
  FOR EACH ROW EXECUTE FUNCTION "document_reads_append_only"();
