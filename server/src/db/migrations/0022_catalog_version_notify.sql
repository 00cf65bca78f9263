-- Hand-written (decision 0028). The catalogue version's triggers (migration 0005) also announce the new version on
-- channel catalog_version, delivered when the change commits: every server process keeps the version in memory from
-- one LISTEN connection instead of reading it on each request, a cache hit included. NOTIFY arrives a moment after the
-- commit; the writing connection's NOTICE tells its own process at once (listing-cache.ts).
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('catalog_version', v::text);
  -- The server's own connections (which set partsdesk.announce_version) also hear it at once, before the statement
  -- returns: the process that made a change reads the version again until the announcement arrives.
  IF current_setting('partsdesk.announce_version', true) = 'on' THEN
    RAISE NOTICE 'catalog_version %', v;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Hand-written (decision 0028). A category's active products with the keys its listing sorts by, one row per
-- (category, product), kept by the triggers below: a category page without a vehicle reads its page straight from one
-- of these indexes (24 index entries for page 1, 24 + offset for later pages) instead of letting the planner pick
-- between walking every product in sales order and sorting the whole category. Price is not here: the price a card
-- shows depends on the shopper's group and on the date (specials, rebates); that sort reads the category first.
CREATE TABLE "category_listing" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"name_key" text NOT NULL,
	"rating" smallint NOT NULL,
	"date_added" timestamp with time zone NOT NULL,
	CONSTRAINT "category_listing_pk" PRIMARY KEY ("category_id", "product_id")
);--> statement-breakpoint
CREATE INDEX "category_listing_product_idx" ON "category_listing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "category_listing_sales_idx" ON "category_listing" USING btree ("category_id", "sales_count" DESC, "product_id");--> statement-breakpoint
CREATE INDEX "category_listing_name_idx" ON "category_listing" USING btree ("category_id", "name_key", "product_id");--> statement-breakpoint
CREATE INDEX "category_listing_name_desc_idx" ON "category_listing" USING btree ("category_id", "name_key" DESC, "product_id");--> statement-breakpoint
CREATE INDEX "category_listing_rating_desc_idx" ON "category_listing" USING btree ("category_id", "rating" DESC, "sales_count" DESC, "product_id");--> statement-breakpoint
CREATE INDEX "category_listing_rating_asc_idx" ON "category_listing" USING btree ("category_id", "rating", "sales_count" DESC, "product_id");--> statement-breakpoint
CREATE INDEX "category_listing_newest_idx" ON "category_listing" USING btree ("category_id", "date_added" DESC, "product_id" DESC);--> statement-breakpoint
INSERT INTO "category_listing" ("category_id", "product_id", "sales_count", "name_key", "rating", "date_added")
  SELECT pc."category_id", p."product_id", p."sales_count", lower(p."name"), p."rating", p."date_added"
  FROM "product_categories" pc JOIN "products" p ON p."product_id" = pc."product_id" WHERE p."status";--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk load (the seed's 410,000 category rows at scale 10) is one
-- set-based insert, not a trigger call per row.
CREATE FUNCTION "category_listing_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_listing" ("category_id", "product_id", "sales_count", "name_key", "rating", "date_added")
    SELECT a."category_id", p."product_id", p."sales_count", lower(p."name"), p."rating", p."date_added"
    FROM "pc_added" a JOIN "products" p ON p."product_id" = a."product_id" WHERE p."status"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_listing_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_listing" cl USING "pc_removed" r WHERE cl."category_id" = r."category_id" AND cl."product_id" = r."product_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_listing_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_listing" cl USING "pc_removed" r WHERE cl."category_id" = r."category_id" AND cl."product_id" = r."product_id";
  INSERT INTO "category_listing" ("category_id", "product_id", "sales_count", "name_key", "rating", "date_added")
    SELECT a."category_id", p."product_id", p."sales_count", lower(p."name"), p."rating", p."date_added"
    FROM "pc_added" a JOIN "products" p ON p."product_id" = a."product_id" WHERE p."status"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_listing_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "category_listing";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product whose status or sort keys changed: its rows go and come back as they now are (only for changed products).
CREATE FUNCTION "category_listing_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_listing" cl USING "p_new" n JOIN "p_old" o ON o."product_id" = n."product_id"
    WHERE cl."product_id" = n."product_id"
      AND (n."status", n."sales_count", n."name", n."rating", n."date_added") IS DISTINCT FROM (o."status", o."sales_count", o."name", o."rating", o."date_added");
  INSERT INTO "category_listing" ("category_id", "product_id", "sales_count", "name_key", "rating", "date_added")
    SELECT pc."category_id", n."product_id", n."sales_count", lower(n."name"), n."rating", n."date_added"
    FROM "p_new" n JOIN "p_old" o ON o."product_id" = n."product_id" JOIN "product_categories" pc ON pc."product_id" = n."product_id"
    WHERE n."status"
      AND (n."status", n."sales_count", n."name", n."rating", n."date_added") IS DISTINCT FROM (o."status", o."sales_count", o."name", o."rating", o."date_added")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS "pc_added" FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_added"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS "pc_removed" FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_removed"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS "pc_removed" NEW TABLE AS "pc_added" FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_moved"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_truncate" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_emptied"();--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "p_old" NEW TABLE AS "p_new" FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_product_changed"();
