-- Issue 27 (decision 0099). A tax class, a customer group and a hero menu entry have no natural key, so the add that
-- made each keeps its idempotency key: a repeated add (a double click, a retry) finds that row instead of a second one.
ALTER TABLE "tax_classes" ADD COLUMN "add_key" text;
--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_add_key_unique" UNIQUE("add_key");
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "add_key" text;
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_add_key_unique" UNIQUE("add_key");
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "add_key" text;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_add_key_unique" UNIQUE("add_key");
--> statement-breakpoint
-- The card surcharge's cap was kept as dollar text ("25.00"); money is integer cents, so it becomes
-- card_surcharge_cap_cents (2500). A value that is not a plain amount (never saved by the form) becomes 0, no cap.
INSERT INTO "settings" ("key", "value")
SELECT 'card_surcharge_cap_cents',
  to_jsonb(CASE WHEN "value" #>> '{}' ~ '^\d{1,7}(\.\d{1,2})?$'
    THEN round(("value" #>> '{}')::numeric * 100)::integer ELSE 0 END)
FROM "settings" WHERE "key" = 'card_surcharge_cap'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'card_surcharge_cap';
