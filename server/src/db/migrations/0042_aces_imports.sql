-- Hand-written (decision 0073). The back office's ACES imports: each upload's check, then what its commit did.
CREATE TABLE "aces_imports" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"upload_id" text,
	"submission_type" text DEFAULT '' NOT NULL,
	"user_id" integer REFERENCES "users"("user_id") ON DELETE SET NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"records" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"seconds" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "aces_imports_created_idx" ON "aces_imports" USING btree ("created_at");
--> statement-breakpoint
-- The fit table's triggers on applications (migration 0021), planned per statement (decision 0074). A static statement
-- in PL/pgSQL keeps the plan of its first run in the session, made for that run's transition table: a plan made for a
-- one-row hand edit then walked a FULL import's 100,000 removed rows, and one made for a large delete scanned the 11
-- million fit rows for a single row. EXECUTE plans each run with the transition table's real row count. The removal is
-- one pass (rows counted down to 0 go, the others are counted down), and JIT is off: compiling costs more than these
-- statements run.
CREATE OR REPLACE FUNCTION "vehicle_fits_add_apps"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO vehicle_fits (base_vehicle_id, category_id, product_id, apps)
    SELECT n.base_vehicle_id, pc.category_id, n.product_id, n.apps
    FROM (SELECT base_vehicle_id, product_id, count(*)::int AS apps FROM new_apps GROUP BY 1, 2) n
    JOIN product_categories pc ON pc.product_id = n.product_id
    ON CONFLICT (base_vehicle_id, category_id, product_id) DO UPDATE SET apps = vehicle_fits.apps + excluded.apps$q$;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vehicle_fits_remove_apps"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  EXECUTE $q$
    WITH k AS MATERIALIZED (
      SELECT o.base_vehicle_id, pc.category_id, o.product_id, o.apps
      FROM (SELECT base_vehicle_id, product_id, count(*)::int AS apps FROM old_apps GROUP BY 1, 2) o
      JOIN product_categories pc ON pc.product_id = o.product_id),
    gone AS (
      DELETE FROM vehicle_fits f USING k
      WHERE f.base_vehicle_id = k.base_vehicle_id AND f.category_id = k.category_id AND f.product_id = k.product_id
        AND f.apps <= k.apps)
    UPDATE vehicle_fits f SET apps = f.apps - k.apps FROM k
    WHERE f.base_vehicle_id = k.base_vehicle_id AND f.category_id = k.category_id AND f.product_id = k.product_id
      AND f.apps > k.apps$q$;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vehicle_fits_move_apps"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  -- Only rows whose product or base vehicle changed move (a note or a quantity edit leaves the table alone).
  EXECUTE $q$
    WITH moved AS MATERIALIZED (
      SELECT o.base_vehicle_id AS old_bv, o.product_id AS old_product, n.base_vehicle_id AS new_bv, n.product_id AS new_product
      FROM old_apps o JOIN new_apps n USING (application_id)
      WHERE (o.base_vehicle_id, o.product_id) IS DISTINCT FROM (n.base_vehicle_id, n.product_id)),
    k AS MATERIALIZED (
      SELECT m.old_bv AS base_vehicle_id, pc.category_id, m.old_product AS product_id, count(*)::int AS apps
      FROM moved m JOIN product_categories pc ON pc.product_id = m.old_product GROUP BY 1, 2, 3),
    gone AS (
      DELETE FROM vehicle_fits f USING k
      WHERE f.base_vehicle_id = k.base_vehicle_id AND f.category_id = k.category_id AND f.product_id = k.product_id
        AND f.apps <= k.apps),
    fewer AS (
      UPDATE vehicle_fits f SET apps = f.apps - k.apps FROM k
      WHERE f.base_vehicle_id = k.base_vehicle_id AND f.category_id = k.category_id AND f.product_id = k.product_id
        AND f.apps > k.apps)
    SELECT 1$q$;
  EXECUTE $q$
    INSERT INTO vehicle_fits (base_vehicle_id, category_id, product_id, apps)
    SELECT n.base_vehicle_id, pc.category_id, n.product_id, n.apps
    FROM (SELECT n.base_vehicle_id, n.product_id, count(*)::int AS apps FROM new_apps n JOIN old_apps o USING (application_id)
          WHERE (o.base_vehicle_id, o.product_id) IS DISTINCT FROM (n.base_vehicle_id, n.product_id) GROUP BY 1, 2) n
    JOIN product_categories pc ON pc.product_id = n.product_id
    ON CONFLICT (base_vehicle_id, category_id, product_id) DO UPDATE SET apps = vehicle_fits.apps + excluded.apps$q$;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER FUNCTION "vehicle_fits_sync_categories"() SET jit = off;
