CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written (decision 0010). The listing cache's version: statement-level triggers bump it on any change to what
-- a listing shows or filters by, whichever process makes it (the server, the ACES import CLI, the seed, a hand edit).
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "universal", "name", "description", "price_cents", "manufacturer_id", "category_id", "series_id", "sku", "mpn", "mpn_key", "image", "minimum", "is_package" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_specials_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_discounts_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_discounts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "instant_rebates_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instant_rebates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "package_components_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_components" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "manufacturers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "series_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Search (decision 0010): full-text over names and descriptions, trigram word similarity over names, part-number
-- prefixes; and the listing orders.
-- An expression index, not a stored tsvector column: adding a column would rewrite products and lose the visibility map
-- the listings' index-only scans depend on until a VACUUM.
CREATE INDEX "products_name_fts_idx" ON "products" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "products_description_fts_idx" ON "products" USING gin (to_tsvector('simple', "description"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_mpn_key_prefix_idx" ON "products" USING btree ("mpn_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count" DESC, "product_id");--> statement-breakpoint
CREATE INDEX "products_date_added_idx" ON "products" USING btree ("date_added" DESC, "product_id" DESC);--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id", "sales_count" DESC);
