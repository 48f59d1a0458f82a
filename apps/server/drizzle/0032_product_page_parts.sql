CREATE TABLE "product_page_parts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"images" json NOT NULL,
	"price_breaks" json NOT NULL,
	"relations" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_page_parts" ADD CONSTRAINT "product_page_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product page's pictures, price breaks and relations, kept in one row per product so that a page
-- is one index lookup, not three aggregates (issue 13; decision 189). Made again for the products a
-- statement on any of the three tables touched, at the end of that statement. A bulk load (the demo
-- seed) sets merchant.bulk_load for its transaction and makes every row once when it is done.
CREATE FUNCTION product_page_parts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_page_parts (product_id, images, price_breaks, relations)
  SELECT p.id,
    coalesce((SELECT json_agg(json_build_object('position', i.position, 'alt', i.alt) ORDER BY i.position)
      FROM product_images i WHERE i.product_id = p.id), '[]'),
    coalesce((SELECT json_agg(json_build_object('minQty', b.min_qty, 'priceExVat', b.price_ex_vat) ORDER BY b.min_qty)
      FROM price_breaks b WHERE b.product_id = p.id), '[]'),
    coalesce((SELECT json_agg(json_build_object('kind', r.kind, 'relatedId', r.related_id)
        ORDER BY r.kind, r.position, r.related_id)
      FROM product_relations r WHERE r.product_id = p.id), '[]')
  FROM products p WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET images = excluded.images, price_breaks = excluded.price_breaks,
    relations = excluded.relations;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_page_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('merchant.bulk_load', true) = 'on' THEN
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM product_page_parts_refresh((SELECT array_agg(DISTINCT product_id) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_page_parts_refresh((SELECT array_agg(DISTINCT product_id) FROM old_rows));
  ELSE
    PERFORM product_page_parts_refresh((SELECT array_agg(DISTINCT product_id)
      FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) AS touched));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Emptying one of the three tables empties its part of every page.
CREATE FUNCTION product_page_part_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_images' THEN
    UPDATE product_page_parts SET images = '[]';
  ELSIF TG_TABLE_NAME = 'price_breaks' THEN
    UPDATE product_page_parts SET price_breaks = '[]';
  ELSE
    UPDATE product_page_parts SET relations = '[]';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same four triggers on each of the three tables.
DO $$
DECLARE
  part text;
BEGIN
  FOREACH part IN ARRAY ARRAY['product_images', 'price_breaks', 'product_relations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_page_part_changed()', part || '_page_inserted', part);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_page_part_changed()', part || '_page_updated', part);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_page_part_changed()', part || '_page_deleted', part);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION product_page_part_emptied()', part || '_page_emptied', part);
  END LOOP;
END $$;
--> statement-breakpoint
-- The pages of the products already there.
SELECT product_page_parts_refresh(array(SELECT id FROM products));
