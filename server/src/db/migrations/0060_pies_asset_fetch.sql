-- Assets recorded before this migration stay links (decision 0100): only those imported after it are fetched.
ALTER TABLE "product_assets" ADD COLUMN "fetch_status" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_assets" ALTER COLUMN "fetch_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "product_assets" ADD COLUMN "fetch_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_assets" ADD COLUMN "next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_assets" ADD COLUMN "fetch_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_assets_due_idx" ON "product_assets" ("next_fetch_at") WHERE "fetch_status" IN ('pending', 'retry');--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "source_url" text;--> statement-breakpoint
DROP TRIGGER "product_assets_catalog_version" ON "product_assets";--> statement-breakpoint
CREATE TRIGGER "product_assets_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "asset_type", "url", "sort_order", "fetch_status" ON "product_assets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
