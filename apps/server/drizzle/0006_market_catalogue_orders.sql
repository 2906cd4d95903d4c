CREATE TABLE "market_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "market_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "market_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ord" integer DEFAULT 0 NOT NULL,
	"parent" text,
	"type" text NOT NULL,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"pharma_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price" integer NOT NULL,
	"grp" text,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_order_lines" (
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"medication" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"paid_unit_price" integer NOT NULL,
	CONSTRAINT "market_order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "market_order_lines_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"vendor" text NOT NULL,
	"status" text NOT NULL,
	"total_para" integer NOT NULL,
	"total_medi" integer NOT NULL,
	"reduction_para" integer NOT NULL,
	"total_delivery" integer NOT NULL,
	"total_without_delivery" integer NOT NULL,
	"total_final" integer NOT NULL,
	"delivery_ref" text,
	"card_reg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_products" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"thumb" text,
	"brand_id" text,
	"price" integer,
	"category1" text,
	"category2" text,
	"category3" text,
	"medication" boolean DEFAULT false NOT NULL,
	"code" text,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_products_pid_unique" UNIQUE("pid"),
	CONSTRAINT "market_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "market_products_price_check" CHECK (price is null or price >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_stocks" (
	"product_id" text NOT NULL,
	"pharma_id" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"grp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_stocks_product_id_pharma_id_pk" PRIMARY KEY("product_id","pharma_id"),
	CONSTRAINT "market_stocks_price_check" CHECK (price >= 0),
	CONSTRAINT "market_stocks_quantity_check" CHECK (quantity >= 0)
);
--> statement-breakpoint
ALTER TABLE "market_discounts" ADD CONSTRAINT "market_discounts_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_discounts" ADD CONSTRAINT "market_discounts_product_id_market_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_lines" ADD CONSTRAINT "market_order_lines_order_id_market_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_lines" ADD CONSTRAINT "market_order_lines_product_id_market_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_client_users_id_fk" FOREIGN KEY ("client") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_vendor_users_id_fk" FOREIGN KEY ("vendor") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_brand_id_market_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."market_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_stocks" ADD CONSTRAINT "market_stocks_product_id_market_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_stocks" ADD CONSTRAINT "market_stocks_pharma_id_users_id_fk" FOREIGN KEY ("pharma_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_categories_parent_idx" ON "market_categories" USING btree ("parent","ord");--> statement-breakpoint
CREATE INDEX "market_discounts_pharma_idx" ON "market_discounts" USING btree ("pharma_id","product_id","end");--> statement-breakpoint
CREATE INDEX "market_discounts_grp_idx" ON "market_discounts" USING btree ("grp","end");--> statement-breakpoint
CREATE INDEX "market_orders_client_idx" ON "market_orders" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "market_orders_vendor_idx" ON "market_orders" USING btree ("vendor","created_at");--> statement-breakpoint
CREATE INDEX "market_products_code_idx" ON "market_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "market_products_brand_idx" ON "market_products" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "market_products_category_idx" ON "market_products" USING btree ("category1","category2","category3","name");--> statement-breakpoint
CREATE INDEX "market_products_name_idx" ON "market_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "market_stocks_pharma_idx" ON "market_stocks" USING btree ("pharma_id","product_id");