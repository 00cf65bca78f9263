-- Hand-written (decision 0060). The drawer day (migration 0033) also holds the money of returns and house accounts:
-- * A return's refund row (a NEW ledger row, decision 0054) is money given back: it is stamped with void_day_id, the
--   day it was paid out in, when it becomes 'refund' (written final, or 'refund_pending' answered by the provider; a
--   'refund_failed' row gives nothing back and stays unstamped). Its store is the return's store, else the order's.
-- * A payment on account (account_payments, decision 0058) is money taken outside the ledger: it gets its own day_id,
--   stamped on insert with the open day of the cashier's store, under the same FOR SHARE lock the close waits for.
-- Rows written before this migration keep no stamp: they belong to days already counted the old way.
CREATE OR REPLACE FUNCTION "till_stamp_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'approved' AND NEW."day_id" IS NULL THEN
    NEW."day_id" := till_open_day(till_store_of_order(NEW."order_id"), NEW."created_by");
  END IF;
  IF NEW."status" = 'void' AND NEW."day_id" IS NOT NULL AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_day(till_store_of_order(NEW."order_id"), NEW."created_by");
  END IF;
  IF NEW."status" = 'refund' AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_day(coalesce(
      (SELECT r."store_id" FROM "return_refunds" r WHERE r."refund_id" = (NEW."details"->>'return_refund_id')::int),
      till_store_of_order(NEW."order_id")), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- A staff member's store, with the same fallbacks as till_store_of_order (the default store, else the first store).
CREATE FUNCTION "till_store_of_user"(uid integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT u."location_id" FROM "users" u WHERE u."user_id" = uid),
    (SELECT l."location_id" FROM "locations" l JOIN "settings" s ON s."key" = 'default_location_id'
      AND jsonb_typeof(s."value") = 'number' AND l."location_id" = (s."value" #>> '{}')::int WHERE l."kind" = 'store'),
    (SELECT l."location_id" FROM "locations" l WHERE l."kind" = 'store' ORDER BY l."sort_order", l."location_id" LIMIT 1))
$$;--> statement-breakpoint
ALTER TABLE "account_payments" ADD COLUMN "day_id" integer REFERENCES "till_days"("day_id");--> statement-breakpoint
CREATE INDEX "account_payments_day_idx" ON "account_payments" ("day_id");--> statement-breakpoint
CREATE FUNCTION "till_stamp_account_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."day_id" IS NULL THEN
    NEW."day_id" := till_open_day(till_store_of_user(NEW."created_by"), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "account_payments_till_stamp" BEFORE INSERT ON "account_payments"
  FOR EACH ROW EXECUTE FUNCTION till_stamp_account_payment();
