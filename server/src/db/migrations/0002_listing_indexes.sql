DROP INDEX "product_categories_category_idx";--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
-- Hand-written (Drizzle's index builder has no INCLUDE): lets vehicle-filtered listings check status, universal and
-- sort by sales from the index alone, without a heap visit per category product.
CREATE INDEX "products_listing_idx" ON "products" USING btree ("product_id") INCLUDE ("status", "universal", "sales_count");
