-- Hand-written (decision 0038). One ledger of an order's money: the storefront's card payment becomes a row of
-- order_transactions (type online) like every counter tender and payment link, so paid, balance and change due are one
-- sum and a void or refund reaches every payment. The test provider remembers the void or refund it made (once, by key).
ALTER TABLE "payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Card orders placed before this change: their authorized or captured card payment is written to the ledger.
INSERT INTO "order_transactions" ("order_id", "transaction_type", "label", "amount_cents", "status", "idempotency_key",
  "details", "provider_reference", "created_at")
SELECT o."order_id", 'online', 'Online card payment (ending ' || p."card_last4" || ')', p."amount_cents", 'approved',
  'storefront-card', jsonb_build_object('card_last4', p."card_last4", 'source', 'storefront'), p."reference", o."created_at"
FROM "orders" o
JOIN "payments" p ON p."reference" = o."payment_reference" AND p."status" IN ('authorized', 'captured')
WHERE p."amount_cents" > 0
ON CONFLICT DO NOTHING;
