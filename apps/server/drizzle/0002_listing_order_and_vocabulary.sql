-- Listing orders: a page of a category listing or search walks one of these in order and
-- stops after a page, instead of sorting every product of a large category.
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC, "id");
--> statement-breakpoint
CREATE INDEX "products_category_popularity_idx" ON "products" USING btree ("category_id", "popularity" DESC, "id");
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id", "price_ex_vat", "id");
--> statement-breakpoint
-- Name order is the byte order of the lower-cased name, the same on PGlite and any PostgreSQL locale.
CREATE INDEX "products_name_order_idx" ON "products" USING btree ((lower("name") COLLATE "C"), "id");
--> statement-breakpoint
-- Autocomplete matches what a shopper types against product titles (name and part number) only;
-- an index of its own gives the planner true figures for how common a typed prefix is.
CREATE INDEX "products_title_search_idx" ON "products" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "part_number")));
--> statement-breakpoint
-- The words shoppers may have meant: every word of product names, manufacturers and category
-- names, with how many entries use it. Filled by REFRESH MATERIALIZED VIEW once products exist.
-- Tables are named with their schema: a refresh runs ts_stat's text with a bare search_path.
CREATE MATERIALIZED VIEW "search_vocabulary" AS
  SELECT word, ndoc AS uses FROM ts_stat($$
    SELECT to_tsvector('simple', name || ' ' || manufacturer) FROM public.products WHERE active
    UNION ALL
    SELECT to_tsvector('simple', name) FROM public.categories
  $$)
WITH NO DATA;
--> statement-breakpoint
CREATE UNIQUE INDEX "search_vocabulary_word_uq" ON "search_vocabulary" USING btree ("word");
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
