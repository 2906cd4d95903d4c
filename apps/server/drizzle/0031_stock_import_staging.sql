CREATE TABLE "stock_import_staging" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"code" text,
	"name" text,
	"quantity" integer,
	"price" integer,
	"product_id" text,
	"reason" text,
	CONSTRAINT "stock_import_staging_import_id_line_pk" PRIMARY KEY("import_id","line")
);
