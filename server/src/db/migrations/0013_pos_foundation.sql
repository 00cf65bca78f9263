CREATE TABLE "customer_credits" (
	"customer_transaction_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"transaction_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_transitions" (
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	CONSTRAINT "order_status_transitions_from_status_to_status_pk" PRIMARY KEY("from_status","to_status")
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"status" text PRIMARY KEY NOT NULL,
	"order_status_id" integer NOT NULL,
	"name" text NOT NULL,
	"status_color" text NOT NULL,
	"status_text_color" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_statuses_order_status_id_unique" UNIQUE("order_status_id")
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"transaction_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_reference" text,
	"terminal_status" text,
	"settled" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "order_transactions_amount_positive" CHECK ("order_transactions"."amount_cents" > 0),
	CONSTRAINT "order_transactions_type_ck" CHECK ("order_transactions"."transaction_type" in ('cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online')),
	CONSTRAINT "order_transactions_status_ck" CHECK ("order_transactions"."status" in ('approved', 'pending', 'declined', 'void'))
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_transaction_id_order_transactions_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."order_transactions"("transaction_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_transitions" ADD CONSTRAINT "order_status_transitions_from_status_order_statuses_status_fk" FOREIGN KEY ("from_status") REFERENCES "public"."order_statuses"("status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_transitions" ADD CONSTRAINT "order_status_transitions_to_status_order_statuses_status_fk" FOREIGN KEY ("to_status") REFERENCES "public"."order_statuses"("status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("customer_id","date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_key_uq" ON "order_transactions" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id");--> statement-breakpoint
-- Order statuses as data (decision 0018): ids, colours and the actions each allows; then the allowed transitions.
INSERT INTO "order_statuses" ("status", "order_status_id", "name", "status_color", "status_text_color", "sort_order", "actions") VALUES
  ('pending', 1, 'Pending', '#fff3cd', '#664d03', 10, '["continue","take_payment","void","edit_history"]'),
  ('processing', 2, 'Processing', '#cfe2ff', '#084298', 20, '["take_payment","void","edit_history"]'),
  ('saved', 3, 'Saved', '#e2e3e5', '#41464b', 30, '["continue","take_payment","void","edit_history"]'),
  ('quote', 4, 'Quote', '#e0cffc', '#3d0a91', 40, '["continue","take_payment","void","edit_history","view_receipt"]'),
  ('kiosk', 5, 'Kiosk', '#cff4fc', '#055160', 50, '["continue","take_payment","void","edit_history"]'),
  ('outstanding_balance', 6, 'Outstanding Balance', '#f8d7da', '#842029', 60, '["continue","take_payment","void","edit_history","view_receipt"]'),
  ('ready', 7, 'Ready for Pickup', '#d1e7dd', '#0f5132', 70, '["void","edit_history"]'),
  ('complete', 8, 'Complete', '#198754', '#ffffff', 80, '["void","edit_history","view_receipt"]'),
  ('voided', 9, 'Voided', '#6c757d', '#ffffff', 90, '["edit_history"]'),
  ('cancelled', 10, 'Cancelled', '#343a40', '#ffffff', 100, '["edit_history"]');
--> statement-breakpoint
INSERT INTO "order_status_transitions" ("from_status", "to_status") VALUES
  ('saved', 'quote'), ('saved', 'pending'), ('saved', 'outstanding_balance'), ('saved', 'complete'), ('saved', 'voided'), ('saved', 'cancelled'),
  ('quote', 'saved'), ('quote', 'pending'), ('quote', 'outstanding_balance'), ('quote', 'complete'), ('quote', 'voided'), ('quote', 'cancelled'),
  ('kiosk', 'saved'), ('kiosk', 'quote'), ('kiosk', 'pending'), ('kiosk', 'outstanding_balance'), ('kiosk', 'complete'), ('kiosk', 'voided'), ('kiosk', 'cancelled'),
  ('pending', 'saved'), ('pending', 'processing'), ('pending', 'ready'), ('pending', 'outstanding_balance'), ('pending', 'complete'), ('pending', 'voided'), ('pending', 'cancelled'),
  ('processing', 'ready'), ('processing', 'complete'), ('processing', 'voided'), ('processing', 'cancelled'),
  ('ready', 'complete'), ('ready', 'voided'), ('ready', 'cancelled'),
  ('outstanding_balance', 'saved'), ('outstanding_balance', 'complete'), ('outstanding_balance', 'voided'), ('outstanding_balance', 'cancelled'),
  ('complete', 'outstanding_balance'), ('complete', 'voided');
--> statement-breakpoint
UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'canceled';--> statement-breakpoint
UPDATE "order_history" SET "status" = 'cancelled' WHERE "status" = 'canceled';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_order_statuses_status_fk" FOREIGN KEY ("status") REFERENCES "public"."order_statuses"("status") ON DELETE no action ON UPDATE no action;