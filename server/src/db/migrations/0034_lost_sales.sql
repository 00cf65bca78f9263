-- Hand-written (decision 0057). Lost sales: a part the counter could not sell (not stocked, out of stock, price, other),
-- one row per tap, for the report by part and by reason. The part is kept by id when it is in the catalogue, and by
-- the words the counterperson typed when it is not (a part the store does not stock).
CREATE TABLE "lost_sales" (
  "lost_sale_id" serial PRIMARY KEY NOT NULL,
  "location_id" integer REFERENCES "locations"("location_id"),
  "product_id" integer REFERENCES "products"("product_id") ON DELETE SET NULL,
  "part_label" text NOT NULL,
  "reason" text NOT NULL,
  "quantity" integer DEFAULT 1 NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "idempotency_key" text NOT NULL,
  "created_by" integer REFERENCES "users"("user_id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lost_sales_reason_ck" CHECK ("reason" in ('not_stocked', 'out_of_stock', 'price', 'other')),
  CONSTRAINT "lost_sales_quantity_ck" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "lost_sales_key_uq" ON "lost_sales" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "lost_sales_location_idx" ON "lost_sales" ("location_id", "created_at");
