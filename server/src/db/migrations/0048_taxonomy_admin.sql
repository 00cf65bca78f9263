-- The back office's categories, brands and series editors (issue 26, decision 0083): a category and a brand can be
-- switched off (hidden from the storefront's lists and menu, their parts untouched); brands and series get the owner's
-- order. The catalogue-version triggers on these tables (migration 0005) already bump the version on every change.
ALTER TABLE "categories" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "series_manufacturer_idx" ON "series" USING btree ("manufacturer_id");
