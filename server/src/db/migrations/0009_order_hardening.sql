CREATE TABLE "coupon_uses" (
	"coupon_use_id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "session_key" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_customer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contents_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_key_uq" ON "carts" USING btree ("session_key");--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written: coupon uses of orders placed before this migration are counted as they were (by orders.coupon_code).
INSERT INTO "coupon_uses" ("coupon_id", "order_id", "customer_id", "email", "created_at")
  SELECT c."coupon_id", o."order_id", o."customer_id", lower(o."email"), o."created_at"
  FROM "orders" o JOIN "coupons" c ON upper(c."code") = upper(o."coupon_code")
  WHERE o."status" NOT IN ('canceled', 'saved');
