-- A shopper types the beginning of a word, not its stem: "plumbin" is no prefix of "plumb", the
-- English stem of "plumbing". Titles keep their plain words beside the stemmed ones, so a typed
-- prefix matches either (finished words still match by stem: "stoves" finds "Stove").
ALTER TABLE "products" DROP COLUMN "title_vector";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english', coalesce("name", '')) ||
  to_tsvector('simple', coalesce("name", '')) ||
  to_tsvector('simple', coalesce("part_number", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "products_title_search_idx" ON "products" USING gin ("title_vector");
