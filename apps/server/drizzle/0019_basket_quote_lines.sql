DROP INDEX "basket_lines_product_uq";--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "quote_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "quote_price_ex_vat" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_product_uq" ON "basket_lines" USING btree ("basket_id","product_id","clearance","quote_reference");--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_quote_price" CHECK (("basket_lines"."quote_reference" = '') = ("basket_lines"."quote_price_ex_vat" is null) and coalesce("basket_lines"."quote_price_ex_vat", 0) >= 0);