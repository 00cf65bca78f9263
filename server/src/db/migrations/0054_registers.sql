-- Hand-written (decision 0094). Registers as data: a store has one or more registers (drawers), and the drawer day of
-- migration 0033 becomes a day per register: its own float, cash paid in and out, count, over/short and Z report.
-- * Every store gets "Register 1" (here for the stores there are, and by a trigger for every store added later), and
--   the days already kept per store become that register's days.
-- * A staff member works one register at a time (till_staff_registers, picked on the drawer screen). The ledger's
--   stamp (till_stamp_transaction) and the house-account stamp keep calling till_open_day(store, who): it now opens
--   the day of the register `who` works at that store, else the store's first register in use. Money nobody rang at
--   a register (the storefront's card, a payment link) lands in that first register. A void lands in the register
--   its payment was taken in, so the cash goes back out of the drawer it went into.
CREATE TABLE "registers" (
  "register_id" serial PRIMARY KEY NOT NULL,
  "location_id" integer NOT NULL REFERENCES "locations"("location_id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "registers_location_name_uq" ON "registers" ("location_id", lower("name"));--> statement-breakpoint
INSERT INTO "registers" ("location_id", "name")
  SELECT l."location_id", 'Register 1' FROM "locations" l
  WHERE l."kind" = 'store' OR l."location_id" IN (SELECT d."location_id" FROM "till_days" d)
  ORDER BY l."location_id";--> statement-breakpoint
CREATE FUNCTION "registers_first_of_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'store' THEN
    INSERT INTO "registers" ("location_id", "name") SELECT NEW."location_id", 'Register 1'
      WHERE NOT EXISTS (SELECT 1 FROM "registers" r WHERE r."location_id" = NEW."location_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "locations_first_register" AFTER INSERT OR UPDATE OF "kind" ON "locations"
  FOR EACH ROW EXECUTE FUNCTION registers_first_of_store();--> statement-breakpoint
ALTER TABLE "till_days" ADD COLUMN "register_id" integer REFERENCES "registers"("register_id");--> statement-breakpoint
UPDATE "till_days" d SET "register_id" = r."register_id" FROM "registers" r WHERE r."location_id" = d."location_id";--> statement-breakpoint
ALTER TABLE "till_days" ALTER COLUMN "register_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "till_days_one_open_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "till_days_one_open_uq" ON "till_days" ("register_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "till_days_register_idx" ON "till_days" ("register_id", "day_id");--> statement-breakpoint
CREATE TABLE "till_staff_registers" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
  "register_id" integer NOT NULL REFERENCES "registers"("register_id") ON DELETE CASCADE,
  "chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The register money at store `loc` lands in: `preferred` (a void's own register), else the one `who` works, when in
-- use at that store; else the store's first register in use; else its first register (made when the store has none,
-- e.g. a pickup at a location that is not a store).
CREATE FUNCTION "till_register_at"(loc integer, who integer, preferred integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE r integer;
BEGIN
  IF loc IS NULL THEN RETURN NULL; END IF;
  SELECT g."register_id" INTO r FROM "registers" g
    WHERE g."location_id" = loc AND g."active"
    ORDER BY (g."register_id" = preferred) DESC NULLS LAST,
      (g."register_id" = (SELECT s."register_id" FROM "till_staff_registers" s WHERE s."user_id" = who)) DESC NULLS LAST,
      g."register_id"
    LIMIT 1;
  IF r IS NOT NULL THEN RETURN r; END IF;
  SELECT g."register_id" INTO r FROM "registers" g WHERE g."location_id" = loc ORDER BY g."register_id" LIMIT 1;
  IF r IS NOT NULL THEN RETURN r; END IF;
  INSERT INTO "registers" ("location_id", "name") VALUES (loc, 'Register 1')
    ON CONFLICT DO NOTHING RETURNING "register_id" INTO r;
  IF r IS NULL THEN
    SELECT g."register_id" INTO r FROM "registers" g WHERE g."location_id" = loc ORDER BY g."register_id" LIMIT 1;
  END IF;
  RETURN r;
END $$;--> statement-breakpoint
-- The register's open day, opened when there is none (its business date is the store's local date), locked FOR SHARE
-- until the caller's transaction ends. A day being closed is waited for, then skipped: the next day opens.
CREATE FUNCTION "till_open_register_day"(reg integer, who integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE d integer;
BEGIN
  IF reg IS NULL THEN RETURN NULL; END IF;
  LOOP
    SELECT "day_id" INTO d FROM "till_days" WHERE "register_id" = reg AND "status" = 'open' FOR SHARE;
    IF FOUND THEN RETURN d; END IF;
    INSERT INTO "till_days" ("location_id", "register_id", "business_date", "opened_by")
      SELECT g."location_id", reg, to_char(now() AT TIME ZONE l."time_zone", 'YYYY-MM-DD'), who
      FROM "registers" g JOIN "locations" l ON l."location_id" = g."location_id" WHERE g."register_id" = reg
      ON CONFLICT ("register_id") WHERE "status" = 'open' DO NOTHING
      RETURNING "day_id" INTO d;
    IF d IS NOT NULL THEN RETURN d; END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "till_open_day"(loc integer, who integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RETURN till_open_register_day(till_register_at(loc, who, NULL), who);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "till_stamp_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'approved' AND NEW."day_id" IS NULL THEN
    NEW."day_id" := till_open_day(till_store_of_order(NEW."order_id"), NEW."created_by");
  END IF;
  IF NEW."status" = 'void' AND NEW."day_id" IS NOT NULL AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_register_day(till_register_at(till_store_of_order(NEW."order_id"), NEW."created_by",
      (SELECT d."register_id" FROM "till_days" d WHERE d."day_id" = NEW."day_id")), NEW."created_by");
  END IF;
  IF NEW."status" = 'refund' AND NEW."void_day_id" IS NULL THEN
    NEW."void_day_id" := till_open_day(coalesce(
      (SELECT r."store_id" FROM "return_refunds" r WHERE r."refund_id" = (NEW."details"->>'return_refund_id')::int),
      till_store_of_order(NEW."order_id")), NEW."created_by");
  END IF;
  RETURN NEW;
END $$;
