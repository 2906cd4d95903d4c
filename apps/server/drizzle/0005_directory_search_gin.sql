-- btree_gin (a trusted contrib extension) lets the trigram indexes lead with the type and profession
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_city_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("type","search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE type <> 'patient';--> statement-breakpoint
CREATE INDEX "users_search_city_trgm_idx" ON "users" USING gin ("type","profession","search_city" gin_trgm_ops) WITH (fastupdate=false) WHERE type <> 'patient';