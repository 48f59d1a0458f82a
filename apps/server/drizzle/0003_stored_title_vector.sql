-- Autocomplete's title vector, stored: walking products in popularity order and testing each
-- title against the typed prefix recomputed to_tsvector for every row (60 µs a row on PGlite);
-- read from the row it costs a few microseconds. Same words as migration 0002's expression index.
ALTER TABLE "products" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english', coalesce("name", '')) || to_tsvector('simple', coalesce("part_number", ''))
) STORED;
--> statement-breakpoint
DROP INDEX "products_title_search_idx";
--> statement-breakpoint
CREATE INDEX "products_title_search_idx" ON "products" USING gin ("title_vector");
