-- Decision 0059: a special order is a counter order (for a customer) of a part the store does not stock. Its deposit is
-- an ordinary payment on that order (order_transactions), so it applies at pickup by itself; the part is ordered from
-- the distributor with the order's purchase order (purchase_orders.order_id). This row holds what is special: the
-- deposit asked, and when the PO was received and the customer told.
CREATE TABLE "special_orders" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("order_id") ON DELETE cascade,
  "customer_id" integer NOT NULL REFERENCES "customers"("customer_id") ON DELETE cascade,
  "deposit_cents" integer NOT NULL,
  "status" text DEFAULT 'ordered' NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "received_at" timestamp with time zone,
  "created_by" integer REFERENCES "users"("user_id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "special_orders_deposit_ck" CHECK ("deposit_cents" >= 0),
  CONSTRAINT "special_orders_status_ck" CHECK ("status" in ('ordered', 'received'))
);
--> statement-breakpoint
CREATE INDEX "special_orders_status_idx" ON "special_orders" ("status", "created_at");
