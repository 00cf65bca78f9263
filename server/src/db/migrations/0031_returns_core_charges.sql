-- Returns, refunds and core charges (issue 28, decisions 0054 and 0055).
-- A part's core charge (per unit, cents; null = none) and the one each sold line carried at the time of sale.
ALTER TABLE "products" ADD COLUMN "core_charge_cents" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "core_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "core_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds are rows of the one ledger: refund_pending (sent to a provider, no answer yet), refund (money given back),
-- refund_failed (the provider refused; nothing went back). Only approved rows count as paid.
ALTER TABLE "order_transactions" DROP CONSTRAINT "order_transactions_status_ck";--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_status_ck" CHECK ("order_transactions"."status" in ('approved', 'pending', 'declined', 'void', 'refund_pending', 'refund', 'refund_failed'));--> statement-breakpoint
-- The simulator's memory of a return (a refund of part of a payment): it points at the payment it gives back.
ALTER TABLE "terminal_sim_requests" ADD COLUMN "original_reference" text;--> statement-breakpoint
CREATE TABLE "return_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fee_type" text DEFAULT 'none' NOT NULL,
	"fee_value" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_reasons_fee_type_ck" CHECK ("return_reasons"."fee_type" in ('none', 'percent', 'amount')),
	CONSTRAINT "return_reasons_fee_value_ck" CHECK ("return_reasons"."fee_value" >= 0)
);--> statement-breakpoint
INSERT INTO "return_reasons" ("code", "name", "fee_type", "fee_value", "sort_order") VALUES
	('wrong_part', 'Wrong part', 'percent', 1500, 1),
	('defective', 'Defective', 'none', 0, 2),
	('not_needed', 'Not needed', 'percent', 1500, 3),
	('warranty', 'Warranty', 'none', 0, 4),
	('core', 'Core', 'none', 0, 5);--> statement-breakpoint
CREATE TABLE "return_statuses" (
	"status" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "return_statuses" ("status", "name", "sort_order") VALUES
	('requested', 'Requested', 1), ('received', 'Received', 2), ('refunded', 'Refunded', 3),
	('to_vendor', 'Sent to vendor', 4), ('closed', 'Closed', 5);--> statement-breakpoint
CREATE TABLE "return_status_transitions" (
	"from_status" text NOT NULL REFERENCES "return_statuses"("status"),
	"to_status" text NOT NULL REFERENCES "return_statuses"("status"),
	PRIMARY KEY ("from_status", "to_status")
);--> statement-breakpoint
INSERT INTO "return_status_transitions" VALUES
	('requested', 'received'), ('requested', 'closed'), ('received', 'refunded'), ('refunded', 'to_vendor'),
	('refunded', 'closed'), ('to_vendor', 'closed');--> statement-breakpoint
-- The existing demo rows take the new statuses; a counter sale may have no customer.
ALTER TABLE "returns" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "returns" SET "return_status" = CASE "return_status" WHEN 'complete' THEN 'closed' ELSE 'requested' END;--> statement-breakpoint
ALTER TABLE "returns" ALTER COLUMN "return_status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_fk" FOREIGN KEY ("return_status") REFERENCES "return_statuses"("status");--> statement-breakpoint
-- One submit of Return Items or a core return: what it gave back and how (the idempotency key makes it one).
CREATE TABLE "return_refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("order_id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text NOT NULL REFERENCES "return_reasons"("code"),
	"refund_to" text NOT NULL,
	"goods_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"core_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_waived" boolean DEFAULT false NOT NULL,
	"refund_cents" integer NOT NULL,
	"store_id" integer,
	"created_by" integer REFERENCES "users"("user_id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_refunds_kind_ck" CHECK ("return_refunds"."kind" in ('items', 'core')),
	CONSTRAINT "return_refunds_to_ck" CHECK ("return_refunds"."refund_to" in ('original', 'store_credit'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "return_refunds_key_uq" ON "return_refunds" USING btree ("order_id", "idempotency_key");--> statement-breakpoint
-- Parts sent back to a distributor (defective/warranty parts, cores), with its authorisation number.
CREATE TABLE "vendor_returns" (
	"vendor_return_id" serial PRIMARY KEY NOT NULL,
	"distributor" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"authorization_number" text,
	"credit_expected_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("user_id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_returns_kind_ck" CHECK ("vendor_returns"."kind" in ('defective', 'core'))
);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_id" integer REFERENCES "return_refunds"("refund_id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "order_product_id" integer REFERENCES "order_products"("order_product_id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "kind" text DEFAULT 'items' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "condition" text DEFAULT 'stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "aaia" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "core_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "vendor_return_id" integer REFERENCES "vendor_returns"("vendor_return_id");--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_kind_ck" CHECK ("returns"."kind" in ('items', 'core'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_condition_ck" CHECK ("returns"."condition" in ('stock', 'defective'));--> statement-breakpoint
CREATE INDEX "returns_order_product_idx" ON "returns" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "returns_waiting_idx" ON "returns" USING btree ("kind", "condition") WHERE "vendor_return_id" IS NULL;--> statement-breakpoint
-- The simulated distributor's memory of the returns it authorised.
CREATE TABLE "distributor_sim_returns" (
	"request_key" text PRIMARY KEY NOT NULL,
	"authorization_number" text NOT NULL,
	"items" jsonb NOT NULL,
	"credit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
