-- Issue 27 (decision 0095). The card surcharge a card tender took on top of its amount, on its ledger row: the amount
-- still pays the order's balance; the surcharge is what the card was charged besides.
ALTER TABLE "order_transactions" ADD COLUMN "surcharge_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Currencies get the symbol shown with a price and which one is the store's default (its rate is 1).
ALTER TABLE "currencies" ADD COLUMN "symbol" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "currencies" SET "is_default" = true, "rate_micros" = 1000000 WHERE "code" = 'USD';
--> statement-breakpoint
UPDATE "currencies" SET "symbol" = CASE "code" WHEN 'USD' THEN '$' WHEN 'CAD' THEN 'CA$' WHEN 'EUR' THEN '€'
  WHEN 'GBP' THEN '£' WHEN 'MXN' THEN 'MX$' ELSE "code" END;
--> statement-breakpoint
-- The store's languages: the switcher offers the enabled ones; a language without translations shows English texts.
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "languages" ("code", "name", "sort_order") VALUES ('en', 'English', 0), ('es', 'Español', 1);
