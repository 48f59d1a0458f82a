-- Change notices for the stock each server process mirrors in memory for product pages (issue 13;
-- decision 194). After each statement that changes a branch's or the distribution centre's stock,
-- one pg_notify on 'stock_changes' names the products whose stock it changed (comma-separated ids),
-- or '*' when it changed more than 500 products or changed the branches: then every mirror is read
-- again. Unlike 'catalogue_changes', which names a product only when its stock crosses zero, every
-- quantity and every report time counts. A notice is delivered when the transaction commits.
CREATE FUNCTION stock_notice(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 500 THEN
    PERFORM pg_notify('stock_changes', '*');
  ELSE
    PERFORM pg_notify('stock_changes', array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
-- A statement of more than 5,000 rows (a feed's whole branch, the demo data) is '*' at once, unsorted.
CREATE FUNCTION stock_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows OFFSET 5000) THEN
      PERFORM pg_notify('stock_changes', '*');
    ELSE
      PERFORM stock_notice((SELECT array_agg(DISTINCT product_id) FROM old_rows));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows OFFSET 5000) THEN
    PERFORM pg_notify('stock_changes', '*');
  ELSE
    PERFORM stock_notice((SELECT array_agg(DISTINCT product_id) FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER branch_stock_noticed_inserted AFTER INSERT ON branch_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE TRIGGER branch_stock_noticed_updated AFTER UPDATE ON branch_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE TRIGGER branch_stock_noticed_deleted AFTER DELETE ON branch_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE TRIGGER central_stock_noticed_inserted AFTER INSERT ON central_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE TRIGGER central_stock_noticed_updated AFTER UPDATE ON central_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE TRIGGER central_stock_noticed_deleted AFTER DELETE ON central_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_rows_changed();
--> statement-breakpoint
CREATE FUNCTION stock_mirrors_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate names no rows; a new branch has no shelf yet; a branch fed by another now reads its feeder's.
CREATE TRIGGER branch_stock_truncated AFTER TRUNCATE ON branch_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mirrors_stale();
--> statement-breakpoint
CREATE TRIGGER central_stock_truncated AFTER TRUNCATE ON central_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mirrors_stale();
--> statement-breakpoint
CREATE TRIGGER branches_stock_mirrored AFTER INSERT OR DELETE OR UPDATE OF feeder_branch_id ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION stock_mirrors_stale();
