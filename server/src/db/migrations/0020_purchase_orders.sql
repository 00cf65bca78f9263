CREATE TABLE "distributor_sim_orders" (
	"request_key" text PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"warehouse_confirmation_number" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"items" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_sim_orders_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"purchase_order_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"warehouse_name" text NOT NULL,
	"confirmation_number" text,
	"warehouse_confirmation_number" text,
	"current_status" text DEFAULT 'Awaiting confirmation' NOT NULL,
	"shipping_method" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ship_to" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "purchase_orders_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "purchase_orders_total_ck" CHECK ("purchase_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_key_uq" ON "purchase_orders" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_idx" ON "purchase_orders" USING btree ("order_id");