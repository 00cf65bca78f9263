-- Hand-written (decision 0098). Card readers per register: a card reader or smart terminal belongs to a register, so a
-- register's day close compares the provider's batch of its own readers with its own card sales.
-- * payment_devices.register_id (departments, the merchant accounts, have none). The readers there are go to their
--   store's first register; a reader of no store (it served every store) goes to the default store's first register.
--   Store → Stores → Registers reassigns them.
-- * The ledger's stamp: a card payment lands in the day of the register its reader belongs to (when that register is
--   in use at the order's store), and a return's refund to a card in the register of the reader it was paid on, so
--   the money on a reader's batch and on its register's Z report are the same payments, whoever rang them.
ALTER TABLE "payment_devices" ADD COLUMN "register_id" integer REFERENCES "registers"("register_id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "payment_devices_register_idx" ON "payment_devices" ("register_id");--> statement-breakpoint
UPDATE "payment_devices" p SET "register_id" = (
    SELECT g."register_id" FROM "registers" g
    WHERE g."location_id" = coalesce(p."location_id",
      (SELECT l."location_id" FROM "locations" l JOIN "settings" s ON s."key" = 'default_location_id'
        AND jsonb_typeof(s."value") = 'number' AND l."location_id" = (s."value" #>> '{}')::int WHERE l."kind" = 'store'),
      (SELECT l."location_id" FROM "locations" l WHERE l."kind" = 'store' ORDER BY l."sort_order", l."location_id" LIMIT 1))
    ORDER BY g."active" DESC, g."register_id" LIMIT 1)
  WHERE p."kind" <> 'department';--> statement-breakpoint
UPDATE "payment_devices" p SET "location_id" = g."location_id" FROM "registers" g WHERE g."register_id" = p."register_id";--> statement-breakpoint
-- The register of the reader a card row was taken on (card_device: details.device_id; smart_terminal:
-- details.smart_terminal_id), or null.
-- The arguments are read as $1 and $2: in a SQL function a column of the same name (payment_devices.kind) would win.
CREATE FUNCTION "till_reader_register"(tx_kind text, tx_details jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT p."register_id" FROM "payment_devices" p
  WHERE p."kind" = $1 AND p."device_id"::text = CASE $1
    WHEN 'card_device' THEN $2->>'device_id'
    WHEN 'smart_terminal' THEN $2->>'smart_terminal_id' END
$$;--> statement-breakpoint
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
        WHERE o."transaction_id"::text = NEW."details"->>'refund_of')), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- till_register_at's choice without its write (the drawer screen only reads, GET /pos/till/state): `preferred`, else
-- the register `who` works, when in use at `loc`; else loc's first register in use; else its first register; else null.
CREATE FUNCTION "till_register_pick"(loc integer, who integer, preferred integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT g."register_id" FROM "registers" g
  WHERE g."location_id" = loc
  ORDER BY g."active" DESC,
    (g."active" AND g."register_id" = preferred) DESC NULLS LAST,
    (g."active" AND g."register_id" = (SELECT s."register_id" FROM "till_staff_registers" s WHERE s."user_id" = who))
      DESC NULLS LAST,
    g."register_id"
  LIMIT 1
$$;--> statement-breakpoint
-- As in 0054, the choice now made by till_register_pick (one rule); the money's writers still make a first register
-- for a location with none (a pickup at a location that is not a store).
CREATE OR REPLACE FUNCTION "till_register_at"(loc integer, who integer, preferred integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE r integer;
BEGIN
  IF loc IS NULL THEN RETURN NULL; END IF;
  r := till_register_pick(loc, who, preferred);
  IF r IS NOT NULL THEN RETURN r; END IF;
  INSERT INTO "registers" ("location_id", "name") VALUES (loc, 'Register 1')
    ON CONFLICT DO NOTHING RETURNING "register_id" INTO r;
  IF r IS NULL THEN r := till_register_pick(loc, who, preferred); END IF;
  RETURN r;
END $$;
