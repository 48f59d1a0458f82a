CREATE TABLE "clearance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"price_ex_vat" integer NOT NULL,
	"note" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "clearance_item_id" integer;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_items_branch_product_uq" ON "clearance_items" USING btree ("branch_id","product_id");--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_clearance_item_id_clearance_items_id_fk" FOREIGN KEY ("clearance_item_id") REFERENCES "public"."clearance_items"("id") ON DELETE cascade ON UPDATE no action;