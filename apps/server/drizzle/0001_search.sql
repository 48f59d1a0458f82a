-- Search: weighted full text (name and part number A, manufacturer B, description C) plus
-- trigram indexes for typo tolerance ("timbr", "plasterbord") and prefix autocomplete.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("part_number", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("manufacturer", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("description", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);
