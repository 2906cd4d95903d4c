ALTER TABLE "market_products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "market_products_search_trgm_idx" ON "market_products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "market_products_created_by_idx" ON "market_products" USING btree ("created_by");