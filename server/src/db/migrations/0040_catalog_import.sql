-- Hand-written (decision 0069). What a PIES file or a product CSV brings beyond the products row: the specification
-- table shown on the product page, other brands' interchange numbers (searched by part number), digital asset links,
-- package dimensions and the hazardous flag; the PCdb part type → store category mapping the owner edits; and the
-- history of imports (a CSV preview waits there for its confirm).
CREATE TABLE "product_specifications" (
  "product_id" integer NOT NULL REFERENCES "products"("product_id"),
  "sort_order" integer NOT NULL,
  "name" text NOT NULL,
  "value" text NOT NULL,
  PRIMARY KEY ("product_id", "sort_order")
);--> statement-breakpoint
CREATE TABLE "product_interchange" (
  "product_id" integer NOT NULL REFERENCES "products"("product_id"),
  "brand" text NOT NULL DEFAULT '',
  "part_number" text NOT NULL,
  "number_key" text NOT NULL,
  PRIMARY KEY ("product_id", "number_key", "brand")
);--> statement-breakpoint
CREATE INDEX "product_interchange_key_idx" ON "product_interchange" ("number_key");--> statement-breakpoint
CREATE TABLE "product_assets" (
  "product_id" integer NOT NULL REFERENCES "products"("product_id"),
  "sort_order" integer NOT NULL,
  "asset_type" text NOT NULL DEFAULT '',
  "url" text NOT NULL,
  PRIMARY KEY ("product_id", "sort_order")
);--> statement-breakpoint
CREATE TABLE "product_packaging" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("product_id"),
  "length_mm" integer,
  "width_mm" integer,
  "height_mm" integer,
  "hazardous" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE TABLE "part_type_categories" (
  "part_terminology_id" integer PRIMARY KEY,
  "part_type_name" text NOT NULL,
  "category_id" integer REFERENCES "categories"("category_id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE TABLE "catalog_imports" (
  "import_id" serial PRIMARY KEY,
  "kind" text NOT NULL CHECK ("kind" IN ('pies', 'products')),
  "file_name" text NOT NULL,
  "upload_id" text,
  "staff_id" integer,
  "staff_name" text NOT NULL,
  "status" text NOT NULL CHECK ("status" IN ('preview', 'dry_run', 'applied', 'failed')),
  "created" integer NOT NULL DEFAULT 0,
  "updated" integer NOT NULL DEFAULT 0,
  "unchanged" integer NOT NULL DEFAULT 0,
  "rejected" integer NOT NULL DEFAULT 0,
  "rejects" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "changes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "message" text NOT NULL DEFAULT '',
  "started_at" timestamp with time zone NOT NULL DEFAULT now(),
  "applied_at" timestamp with time zone
);--> statement-breakpoint
CREATE TRIGGER "product_specifications_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specifications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_interchange_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_interchange" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_assets_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_assets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_packaging_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_packaging" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
