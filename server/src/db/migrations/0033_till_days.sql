-- Hand-written (decision 0056). The end-of-day close: a drawer day per store (till_days), the cash paid in and out of
-- it (till_movements), and every ledger row stamped with the day its money landed in (order_transactions.day_id) and
-- the day it was voided or refunded in (void_day_id). The stamp is a trigger, so every writer of the ledger (counter
-- tenders, payment links, the storefront's card, returns) lands in a day without knowing about days. It takes the
-- open day's row FOR SHARE and the close takes it FOR UPDATE: a payment in flight finishes before the close counts, and
-- a payment after the close finds no open day and opens the next one. A closed day never changes.
CREATE TABLE "till_days" (
  "day_id" serial PRIMARY KEY NOT NULL,
  "location_id" integer NOT NULL REFERENCES "locations"("location_id"),
  "business_date" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  "opened_by" integer REFERENCES "users"("user_id"),
  "float_cents" integer,
  "float_counts" jsonb,
  "float_key" text,
  "closed_at" timestamp with time zone,
  "closed_by" integer REFERENCES "users"("user_id"),
  "close_key" text,
  "counted_cents" integer,
  "over_short_cents" integer,
  "z_report" jsonb,
  CONSTRAINT "till_days_status_ck" CHECK ("status" in ('open', 'closed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "till_days_one_open_uq" ON "till_days" ("location_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "till_days_location_idx" ON "till_days" ("location_id", "day_id");--> statement-breakpoint
CREATE TABLE "till_movements" (
  "movement_id" serial PRIMARY KEY NOT NULL,
  "day_id" integer NOT NULL REFERENCES "till_days"("day_id"),
  "kind" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "reason" text NOT NULL,
  "idempotency_key" text NOT NULL,
  "created_by" integer REFERENCES "users"("user_id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "till_movements_kind_ck" CHECK ("kind" in ('paid_in', 'paid_out')),
  CONSTRAINT "till_movements_amount_ck" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "till_movements_key_uq" ON "till_movements" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "till_movements_day_idx" ON "till_movements" ("day_id");--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "day_id" integer REFERENCES "till_days"("day_id");--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "void_day_id" integer REFERENCES "till_days"("day_id");--> statement-breakpoint
CREATE INDEX "order_transactions_day_idx" ON "order_transactions" ("day_id");--> statement-breakpoint
CREATE INDEX "order_transactions_void_day_idx" ON "order_transactions" ("void_day_id");--> statement-breakpoint
-- An order's store, as checkout/order-holds.ts orderStoreId says (pickup store, else its staff member's store), with
-- the default store for an order tied to neither (a storefront card payment), as store-time-zone.ts falls back.
CREATE FUNCTION "till_store_of_order"(oid integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    o."pickup_location_id",
    u."location_id",
    (SELECT l."location_id" FROM "locations" l JOIN "settings" s ON s."key" = 'default_location_id'
      AND jsonb_typeof(s."value") = 'number' AND l."location_id" = (s."value" #>> '{}')::int WHERE l."kind" = 'store'),
    (SELECT l."location_id" FROM "locations" l WHERE l."kind" = 'store' ORDER BY l."sort_order", l."location_id" LIMIT 1))
  FROM "orders" o LEFT JOIN "users" u ON u."user_id" = o."staff_user_id" WHERE o."order_id" = oid
$$;--> statement-breakpoint
-- The store's open day, opened when there is none (its business date is the store's local date), locked FOR SHARE
-- until the caller's transaction ends. A day being closed is waited for, then skipped: the next day opens.
CREATE FUNCTION "till_open_day"(loc integer, who integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE d integer;
BEGIN
  IF loc IS NULL THEN RETURN NULL; END IF;
  LOOP
    SELECT "day_id" INTO d FROM "till_days" WHERE "location_id" = loc AND "status" = 'open' FOR SHARE;
    IF FOUND THEN RETURN d; END IF;
    INSERT INTO "till_days" ("location_id", "business_date", "opened_by")
      SELECT loc, to_char(now() AT TIME ZONE l."time_zone", 'YYYY-MM-DD'), who FROM "locations" l WHERE l."location_id" = loc
      ON CONFLICT ("location_id") WHERE "status" = 'open' DO NOTHING
      RETURNING "day_id" INTO d;
    IF d IS NOT NULL THEN RETURN d; END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "till_stamp_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'approved' AND NEW."day_id" IS NULL THEN
    NEW."day_id" := till_open_day(till_store_of_order(NEW."order_id"), NEW."created_by");
  END IF;
  IF NEW."status" = 'void' AND NEW."day_id" IS NOT NULL AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_day(till_store_of_order(NEW."order_id"), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_transactions_till_stamp" BEFORE INSERT OR UPDATE OF "status" ON "order_transactions"
  FOR EACH ROW EXECUTE FUNCTION till_stamp_transaction();
