CREATE TABLE "labor_rates" (
	"labor_id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "labor_rates_amount_positive" CHECK ("labor_rates"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "labor_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "labor_title" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_original_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_changed_by" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "labor_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "labor_minutes" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "price_original_cents" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "price_changed_by" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_label" text;--> statement-breakpoint
ALTER TABLE "labor_rates" ADD CONSTRAINT "labor_rates_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_rates_location_idx" ON "labor_rates" USING btree ("location_id","sort_order");--> statement-breakpoint
-- Scan to add (decision 0019) looks parts up by UPC and by SKU in any case.
CREATE INDEX IF NOT EXISTS "products_upc_idx" ON "products" USING btree ("upc") WHERE "upc" <> '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_sku_upper_idx" ON "products" USING btree (upper("sku"));
