-- issue 18 §1: each order's pickup code; the orders placed before it get one too (6 characters
-- of hexadecimal, 0 and 1 read as G and H, within the alphabet of PICKUP_CODE_ALPHABET)
ALTER TABLE "market_orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
UPDATE "market_orders" SET "pickup_code" = translate(upper(substr(md5(random()::text || "id"), 1, 6)), '01', 'GH');--> statement-breakpoint
ALTER TABLE "market_orders" ALTER COLUMN "pickup_code" SET NOT NULL;
