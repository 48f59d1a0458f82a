CREATE TABLE "home_carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"carousel" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"href" text NOT NULL,
	"product_id" integer NOT NULL,
	"background" text,
	CONSTRAINT "home_carousel_items_carousel_ck" CHECK ("home_carousel_items"."carousel" in ('main', 'sponsor', 'brand', 'magic'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_spin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_carousel_items" ADD CONSTRAINT "home_carousel_items_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_carousel_items" ADD CONSTRAINT "home_carousel_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_carousel_items_brand_carousel_position_uq" ON "home_carousel_items" USING btree ("brand_code","carousel","position");