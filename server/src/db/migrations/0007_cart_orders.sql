CREATE TABLE "cart_items" (
	"cart_item_id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"apply_labor" boolean DEFAULT false NOT NULL,
	"labor_minutes" integer,
	"labor_rate_cents" integer,
	"price_override_cents" integer,
	"custom_name" text,
	"custom_tax_class_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"owner" text DEFAULT 'session' NOT NULL,
	"customer_id" integer,
	"coupon_code" text,
	"voucher_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" integer,
	"store_credit_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount" integer NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"date_start" timestamp with time zone,
	"date_end" timestamp with time zone,
	"uses_total" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"voucher_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"from_name" text NOT NULL,
	"to_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gift_vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"order_history_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_product_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"aaia" text DEFAULT '' NOT NULL,
	"mpn" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"options" jsonb NOT NULL,
	"unit_cents" integer NOT NULL,
	"original_unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"labor_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer NOT NULL,
	"tax_class_id" integer,
	"reserved" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"source" text DEFAULT 'web' NOT NULL,
	"status" text NOT NULL,
	"customer_id" integer,
	"customer_group_id" integer NOT NULL,
	"staff_user_id" integer,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"shipping_method" text,
	"pickup_location_id" integer,
	"shipping_address" jsonb,
	"payment_method" text,
	"payment_reference" text,
	"coupon_code" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"labor_cents" integer DEFAULT 0 NOT NULL,
	"voucher_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"totals" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"card_last4" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"voucher_use_id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_location_id_locations_location_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_gift_vouchers_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("voucher_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_uq" ON "carts" USING btree ("customer_id") WHERE owner = 'customer';--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_key_uq" ON "payments" USING btree ("provider","idempotency_key");