-- Hand-written (decision 0035). The price book (features/pricing/book.ts) holds every special, quantity tier and
-- instant rebate in memory per catalogue version. Most catalogue changes (an ACES import bumps the version with every
-- statement) leave those three tables alone: the row also counts their changes, so a server reads the book again only
-- when one of them changed. Bumped in the same UPDATE as the catalogue version (one row lock, as before).
ALTER TABLE "catalog_version" ADD COLUMN "prices_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1,
    "prices_version" = "prices_version" + CASE WHEN TG_TABLE_NAME IN ('product_specials', 'product_discounts', 'instant_rebates') THEN 1 ELSE 0 END
    WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('catalog_version', v::text);
  -- The server's own connections (which set partsdesk.announce_version) also hear it at once, before the statement
  -- returns: the process that made a change reads the version again until the announcement arrives.
  IF current_setting('partsdesk.announce_version', true) = 'on' THEN
    RAISE NOTICE 'catalog_version %', v;
  END IF;
  RETURN NULL;
END $$;
