-- Hand-written (decision 0027): the fit table. One row per (base vehicle, category, product) for every product with at
-- least one application on that base vehicle, so a vehicle-filtered category page reads its candidates with one index
-- range scan on (base_vehicle_id, category_id) instead of probing the applications of every product of the category.
-- `apps` counts the product's applications on the base vehicle, so deleting one application of several keeps the row.
-- Universal products, which fit every vehicle, are listed per category in universal_fits (their own table, so the
-- planner's row estimates stay right: a skewed "base vehicle 0" in the fit table made it walk every product instead).
-- Statement-level triggers with transition tables keep both in the same transaction as every write to applications,
-- product_categories and products (the ACES import, the seed, a hand edit), whatever the data.
CREATE TABLE "vehicle_fits" (
	"base_vehicle_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"apps" integer NOT NULL,
	CONSTRAINT "vehicle_fits_pk" PRIMARY KEY("base_vehicle_id","category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "universal_fits" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "universal_fits_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "universal_fits_product_idx" ON "universal_fits" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "vehicle_fits" ("base_vehicle_id", "category_id", "product_id", "apps")
SELECT a.base_vehicle_id, pc.category_id, a.product_id, a.n
FROM (SELECT base_vehicle_id, product_id, count(*)::int AS n FROM applications GROUP BY 1, 2) a
JOIN product_categories pc ON pc.product_id = a.product_id;--> statement-breakpoint
INSERT INTO "universal_fits" ("category_id", "product_id")
SELECT pc.category_id, p.product_id FROM products p JOIN product_categories pc ON pc.product_id = p.product_id WHERE p.universal;--> statement-breakpoint
-- Applications: added rows add to the count (a new row per category of the product), removed rows take from it and a
-- row at 0 goes; an update is a removal of the old rows and an addition of the new ones.
CREATE FUNCTION "vehicle_fits_add_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_fits (base_vehicle_id, category_id, product_id, apps)
  SELECT n.base_vehicle_id, pc.category_id, n.product_id, n.apps
  FROM (SELECT base_vehicle_id, product_id, count(*)::int AS apps FROM new_apps GROUP BY 1, 2) n
  JOIN product_categories pc ON pc.product_id = n.product_id
  ON CONFLICT (base_vehicle_id, category_id, product_id) DO UPDATE SET apps = vehicle_fits.apps + excluded.apps;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "vehicle_fits_remove_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are found by their whole key (the product's categories), so the table needs no second index.
  UPDATE vehicle_fits f SET apps = f.apps - o.apps
  FROM (SELECT base_vehicle_id, product_id, count(*)::int AS apps FROM old_apps GROUP BY 1, 2) o
  JOIN product_categories pc ON pc.product_id = o.product_id
  WHERE f.base_vehicle_id = o.base_vehicle_id AND f.category_id = pc.category_id AND f.product_id = o.product_id;
  DELETE FROM vehicle_fits f USING (SELECT DISTINCT base_vehicle_id, product_id FROM old_apps) o
  JOIN product_categories pc ON pc.product_id = o.product_id
  WHERE f.base_vehicle_id = o.base_vehicle_id AND f.category_id = pc.category_id AND f.product_id = o.product_id AND f.apps <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "vehicle_fits_move_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose product or base vehicle changed move (a note or a quantity edit leaves the table alone).
  UPDATE vehicle_fits f SET apps = f.apps - o.apps
  FROM (SELECT o.base_vehicle_id, o.product_id, count(*)::int AS apps FROM old_apps o JOIN new_apps n USING (application_id)
        WHERE (o.base_vehicle_id, o.product_id) IS DISTINCT FROM (n.base_vehicle_id, n.product_id) GROUP BY 1, 2) o
  JOIN product_categories pc ON pc.product_id = o.product_id
  WHERE f.base_vehicle_id = o.base_vehicle_id AND f.category_id = pc.category_id AND f.product_id = o.product_id;
  DELETE FROM vehicle_fits f USING (SELECT DISTINCT base_vehicle_id, product_id FROM old_apps) o
  JOIN product_categories pc ON pc.product_id = o.product_id
  WHERE f.base_vehicle_id = o.base_vehicle_id AND f.category_id = pc.category_id AND f.product_id = o.product_id AND f.apps <= 0;
  INSERT INTO vehicle_fits (base_vehicle_id, category_id, product_id, apps)
  SELECT n.base_vehicle_id, pc.category_id, n.product_id, n.apps
  FROM (SELECT n.base_vehicle_id, n.product_id, count(*)::int AS apps FROM new_apps n JOIN old_apps o USING (application_id)
        WHERE (o.base_vehicle_id, o.product_id) IS DISTINCT FROM (n.base_vehicle_id, n.product_id) GROUP BY 1, 2) n
  JOIN product_categories pc ON pc.product_id = n.product_id
  ON CONFLICT (base_vehicle_id, category_id, product_id) DO UPDATE SET apps = vehicle_fits.apps + excluded.apps;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Emptying applications (a reseed) empties the fit table.
CREATE FUNCTION "vehicle_fits_clear_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE vehicle_fits;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_fits_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_apps FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_add_apps"();--> statement-breakpoint
CREATE TRIGGER "applications_fits_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_apps FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_remove_apps"();--> statement-breakpoint
CREATE TRIGGER "applications_fits_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_apps NEW TABLE AS new_apps FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_move_apps"();--> statement-breakpoint
CREATE TRIGGER "applications_fits_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_clear_apps"();--> statement-breakpoint
-- Product categories: a product put in a category brings its vehicle rows (counted from its applications) and, when
-- universal, its universal_fits row; taken out, its rows of that category go.
CREATE FUNCTION "vehicle_fits_sync_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE vehicle_fits, universal_fits;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM vehicle_fits f USING (SELECT DISTINCT a.base_vehicle_id, o.category_id, o.product_id FROM old_pc o
      JOIN applications a ON a.product_id = o.product_id) k
    WHERE f.base_vehicle_id = k.base_vehicle_id AND f.category_id = k.category_id AND f.product_id = k.product_id;
    DELETE FROM universal_fits f USING old_pc o WHERE f.product_id = o.product_id AND f.category_id = o.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO vehicle_fits (base_vehicle_id, category_id, product_id, apps)
    SELECT a.base_vehicle_id, n.category_id, n.product_id, count(*)::int
    FROM new_pc n JOIN applications a ON a.product_id = n.product_id GROUP BY 1, 2, 3
    ON CONFLICT (base_vehicle_id, category_id, product_id) DO UPDATE SET apps = excluded.apps;
    INSERT INTO universal_fits (category_id, product_id)
    SELECT n.category_id, n.product_id FROM new_pc n JOIN products p ON p.product_id = n.product_id WHERE p.universal
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_fits_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS new_pc FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_categories"();--> statement-breakpoint
CREATE TRIGGER "product_categories_fits_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS old_pc FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_categories"();--> statement-breakpoint
CREATE TRIGGER "product_categories_fits_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS old_pc NEW TABLE AS new_pc FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_categories"();--> statement-breakpoint
CREATE TRIGGER "product_categories_fits_truncate" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_categories"();--> statement-breakpoint
-- Products: the universal switch adds or removes the product's universal_fits rows; a removed product takes its rows along.
CREATE FUNCTION "vehicle_fits_sync_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE vehicle_fits, universal_fits;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A product with applications cannot be deleted (their foreign key), so it has no vehicle rows.
    DELETE FROM universal_fits f USING old_products o WHERE f.product_id = o.product_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Most updates (sales counts, ratings, prices) leave the switch alone and touch nothing here.
    DELETE FROM universal_fits f USING old_products o JOIN new_products n USING (product_id)
    WHERE f.product_id = o.product_id AND o.universal AND NOT n.universal;
    INSERT INTO universal_fits (category_id, product_id)
    SELECT pc.category_id, n.product_id FROM old_products o JOIN new_products n USING (product_id)
      JOIN product_categories pc ON pc.product_id = n.product_id WHERE n.universal AND NOT o.universal
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  INSERT INTO universal_fits (category_id, product_id)
  SELECT pc.category_id, n.product_id FROM new_products n JOIN product_categories pc ON pc.product_id = n.product_id WHERE n.universal
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_fits_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_products"();--> statement-breakpoint
CREATE TRIGGER "products_fits_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_products"();--> statement-breakpoint
CREATE TRIGGER "products_fits_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_products"();--> statement-breakpoint
CREATE TRIGGER "products_fits_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_fits_sync_products"();
