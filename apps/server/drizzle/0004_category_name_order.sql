-- Name order within one category, so a department's listing by name merges short index ranges
-- per category (like price and popularity in migration 0002) instead of walking every name.
CREATE INDEX "products_category_name_order_idx" ON "products" USING btree ("category_id", (lower("name") COLLATE "C"), "id");
