-- Hand-written (decision 0104). A return's refund row lands in the day of the register of the reader its payment was
-- taken on only when the refund itself goes back to that card (a card_device or smart_terminal refund). A declined card
-- refund paid out in cash or store credit (returns/payout.ts) is a refund of the card payment too (refund_of), but its
-- cash leaves the drawer the cashier works: it lands where the cashier works, as every other cash refund does.
CREATE OR REPLACE FUNCTION "till_stamp_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'approved' AND NEW."day_id" IS NULL THEN
    NEW."day_id" := till_open_register_day(till_register_at(till_store_of_order(NEW."order_id"), NEW."created_by",
      till_reader_register(NEW."transaction_type", NEW."details")), NEW."created_by");
  END IF;
  IF NEW."status" = 'void' AND NEW."day_id" IS NOT NULL AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_register_day(till_register_at(till_store_of_order(NEW."order_id"), NEW."created_by",
      (SELECT d."register_id" FROM "till_days" d WHERE d."day_id" = NEW."day_id")), NEW."created_by");
  END IF;
  IF NEW."status" = 'refund' AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_register_day(till_register_at(coalesce(
      (SELECT r."store_id" FROM "return_refunds" r WHERE r."refund_id" = (NEW."details"->>'return_refund_id')::int),
      till_store_of_order(NEW."order_id")), NEW."created_by",
      (SELECT till_reader_register(o."transaction_type", o."details") FROM "order_transactions" o
        WHERE o."transaction_id"::text = NEW."details"->>'refund_of'
          AND o."transaction_type" = NEW."transaction_type")), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;
