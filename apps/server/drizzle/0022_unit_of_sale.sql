-- What one of a product's quantity buys (issue 15, decision 141): a pack now says how many items it
-- holds, and the unit names are the ones SALE_UNITS in @merchant/domain/catalog lists. A database
-- made before this migration has 'box', 'pack' and 'm²': packs take their count from the name
-- ("Box of 200"), a pack whose name gives none is sold each, bags and bulk bags are read from the name.
ALTER TABLE "products" ADD COLUMN "pack_size" integer;--> statement-breakpoint
UPDATE "products" SET "unit" = 'm2' WHERE "unit" = 'm²';--> statement-breakpoint
UPDATE "products" SET "unit" = 'pack', "pack_size" = substring("name" from '(?:Pack|Box) of ([0-9]+)')::integer
WHERE "unit" <> 'm' AND substring("name" from '(?:Pack|Box) of ([0-9]+)')::integer >= 2;--> statement-breakpoint
UPDATE "products" SET "unit" = 'each' WHERE "unit" IN ('box', 'pack') AND "pack_size" IS NULL;--> statement-breakpoint
UPDATE "products" SET "unit" = 'tonne-bag' WHERE "unit" = 'each' AND "name" ~ '\mBulk Bag\M';--> statement-breakpoint
UPDATE "products" SET "unit" = 'bag' WHERE "unit" = 'each' AND "name" ~ '[0-9](kg|L)( \w+)? Bag\M';
