-- Decision 0058: house (commercial) accounts. A customer's charge account, each sale charged to it (an invoice: the
-- House Account tender's row of order_transactions, with its store date and due date), payments on account taken at
-- the counter with any tender, and how each payment was split over the invoices. Money is integer cents.
ALTER TABLE "order_transactions" DROP CONSTRAINT "order_transactions_type_ck";
--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_type_ck" CHECK ("order_transactions"."transaction_type" in ('cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online', 'house_account'));
--> statement-breakpoint
CREATE TABLE "house_accounts" (
  "customer_id" integer PRIMARY KEY NOT NULL REFERENCES "customers"("customer_id") ON DELETE cascade,
  "enabled" boolean DEFAULT true NOT NULL,
  "credit_limit_cents" integer DEFAULT 0 NOT NULL,
  "terms_days" integer DEFAULT 30 NOT NULL,
  "statement_day" integer DEFAULT 1 NOT NULL,
  "po_required" boolean DEFAULT false NOT NULL,
  "on_hold" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "house_accounts_limit_ck" CHECK ("credit_limit_cents" >= 0),
  CONSTRAINT "house_accounts_terms_ck" CHECK ("terms_days" between 0 and 365),
  CONSTRAINT "house_accounts_statement_day_ck" CHECK ("statement_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "house_account_charges" (
  "transaction_id" integer PRIMARY KEY NOT NULL REFERENCES "order_transactions"("transaction_id") ON DELETE cascade,
  "customer_id" integer NOT NULL REFERENCES "customers"("customer_id") ON DELETE cascade,
  "order_id" integer NOT NULL REFERENCES "orders"("order_id") ON DELETE cascade,
  "amount_cents" integer NOT NULL,
  "po_number" text DEFAULT '' NOT NULL,
  "invoice_date" date NOT NULL,
  "due_date" date NOT NULL,
  CONSTRAINT "house_account_charges_amount_ck" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "house_account_charges_customer_idx" ON "house_account_charges" ("customer_id", "invoice_date");
--> statement-breakpoint
CREATE TABLE "account_payments" (
  "payment_id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("customer_id") ON DELETE cascade,
  "tender" text NOT NULL,
  "label" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "idempotency_key" text NOT NULL,
  "payment_date" date NOT NULL,
  "created_by" integer REFERENCES "users"("user_id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "account_payments_amount_ck" CHECK ("amount_cents" > 0),
  CONSTRAINT "account_payments_tender_ck" CHECK ("tender" in ('cash', 'check', 'card'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_key_uq" ON "account_payments" ("customer_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "account_payments_created_idx" ON "account_payments" ("created_at");
--> statement-breakpoint
CREATE TABLE "account_payment_allocations" (
  "payment_id" integer NOT NULL REFERENCES "account_payments"("payment_id") ON DELETE cascade,
  "transaction_id" integer NOT NULL REFERENCES "house_account_charges"("transaction_id") ON DELETE cascade,
  "amount_cents" integer NOT NULL,
  CONSTRAINT "account_payment_allocations_pk" PRIMARY KEY ("payment_id", "transaction_id"),
  CONSTRAINT "account_payment_allocations_amount_ck" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "account_payment_allocations_charge_idx" ON "account_payment_allocations" ("transaction_id");
