CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"kind" text DEFAULT 'synonyms' NOT NULL,
	CONSTRAINT "search_synonyms_kind" CHECK ("search_synonyms"."kind" in ('synonyms', 'brand', 'grade'))
);
--> statement-breakpoint
-- Change notices for the product index held in memory by every server process (issue 13;
-- decision 133). After each statement that changes what a listing or a search shows, one
-- pg_notify on 'catalogue_changes' names the products it changed (comma-separated ids), or '*'
-- when it changed more than 500 or changed categories or synonyms: then every index is built
-- again. A notice is delivered when the transaction commits, to every listening connection.
CREATE FUNCTION catalogue_notice(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 500 THEN
    PERFORM pg_notify('catalogue_changes', '*');
  ELSE
    PERFORM pg_notify('catalogue_changes', array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT id) FROM old_rows));
  ELSE
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT id) FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
-- Stock matters to a listing only as "in stock somewhere": a notice names a product when one of
-- its branch rows crosses zero, not at every sale.
CREATE FUNCTION branch_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT product_id) FROM new_rows WHERE qty > 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT product_id) FROM old_rows WHERE qty > 0));
  ELSE
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT n.product_id) FROM new_rows n
      JOIN old_rows o ON o.product_id = n.product_id AND o.branch_id = n.branch_id
      WHERE (o.qty > 0) <> (n.qty > 0)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER branch_stock_inserted AFTER INSERT ON branch_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_stock_changed();
--> statement-breakpoint
CREATE TRIGGER branch_stock_updated AFTER UPDATE ON branch_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_stock_changed();
--> statement-breakpoint
CREATE TRIGGER branch_stock_deleted AFTER DELETE ON branch_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_stock_changed();
--> statement-breakpoint
-- A product's first picture's words are shown with it in listings.
CREATE FUNCTION product_images_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT product_id) FROM old_rows WHERE position = 1));
  ELSE
    PERFORM catalogue_notice((SELECT array_agg(DISTINCT product_id) FROM new_rows WHERE position = 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_images_inserted AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_updated AFTER UPDATE ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_deleted AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
CREATE FUNCTION catalogue_rebuilt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rebuilt();
--> statement-breakpoint
CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rebuilt();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rebuilt();
--> statement-breakpoint
-- Search reads the in-memory index now: the text-search columns, their indexes and the
-- spelling vocabulary would only slow every product write.
DROP MATERIALIZED VIEW IF EXISTS "search_vocabulary";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "title_vector";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_vector";
