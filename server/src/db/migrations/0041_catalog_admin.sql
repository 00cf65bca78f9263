-- Hand-written (decision 0071). The back office's product editor and bulk changes: every change to a product is a row of
-- the product change log (who, when, field, old → new); a bulk change is one row with its idempotency key and the raw
-- old and new values of every product it touched, so the last one can be undone exactly.
CREATE TABLE "bulk_changes" (
  "bulk_change_id" serial PRIMARY KEY NOT NULL,
  "idempotency_key" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "user_id" integer REFERENCES "users"("user_id") ON DELETE SET NULL,
  "user_name" text NOT NULL,
  "kind" text NOT NULL,
  "summary" text NOT NULL,
  "request" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "items" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "changed" integer NOT NULL,
  "undone_at" timestamp with time zone,
  "undone_by" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_changes_key_uq" ON "bulk_changes" ("idempotency_key");--> statement-breakpoint
CREATE TABLE "product_changes" (
  "change_id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("product_id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "user_id" integer REFERENCES "users"("user_id") ON DELETE SET NULL,
  "user_name" text NOT NULL,
  "field" text NOT NULL,
  "old_value" text NOT NULL,
  "new_value" text NOT NULL,
  "bulk_change_id" integer REFERENCES "bulk_changes"("bulk_change_id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX "product_changes_product_idx" ON "product_changes" ("product_id", "created_at");--> statement-breakpoint
CREATE INDEX "product_changes_bulk_idx" ON "product_changes" ("bulk_change_id");
