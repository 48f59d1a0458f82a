CREATE TABLE "calculator_products" (
	"calculator" text NOT NULL,
	"variant" text NOT NULL,
	"role" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "calculator_products_calculator_variant_role_pk" PRIMARY KEY("calculator","variant","role")
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_code" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"blocks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_products" ADD CONSTRAINT "calculator_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_pages" ADD CONSTRAINT "info_pages_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "info_pages_slug_brand_uq" ON "info_pages" USING btree ("slug",coalesce("brand_code", ''));