CREATE TABLE "banned_ips" (
	"ip" text PRIMARY KEY NOT NULL,
	"banned_by" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"custom_field_value_id" serial PRIMARY KEY NOT NULL,
	"custom_field_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"custom_field_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_history" (
	"customer_history_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"image" text,
	"staff_user_id" integer,
	"notified" text DEFAULT '' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_ips" (
	"customer_ip_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ip" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tag_assignments" (
	"customer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "customer_tag_assignments_customer_id_tag_id_pk" PRIMARY KEY("customer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"return_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"return_status" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_email_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "custom_field" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "custom_field" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banned_ips" ADD CONSTRAINT "banned_ips_banned_by_users_user_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_custom_field_id_custom_fields_custom_field_id_fk" FOREIGN KEY ("custom_field_id") REFERENCES "public"."custom_fields"("custom_field_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_history" ADD CONSTRAINT "customer_history_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_history" ADD CONSTRAINT "customer_history_staff_user_id_users_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ips" ADD CONSTRAINT "customer_ips_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tag_assignments" ADD CONSTRAINT "customer_tag_assignments_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tag_assignments" ADD CONSTRAINT "customer_tag_assignments_tag_id_customer_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."customer_tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_values_field_idx" ON "custom_field_values" USING btree ("custom_field_id");--> statement-breakpoint
CREATE INDEX "customer_history_customer_idx" ON "customer_history" USING btree ("customer_id","date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ips_customer_ip_uq" ON "customer_ips" USING btree ("customer_id","ip");--> statement-breakpoint
CREATE INDEX "customer_ips_ip_idx" ON "customer_ips" USING btree ("ip");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tags_title_uq" ON "customer_tags" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id","date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree ("email") WHERE "customers"."email" <> '';--> statement-breakpoint
INSERT INTO "custom_fields" ("custom_field_id", "name", "type", "location", "required", "sort_order") VALUES
  (1, 'Preferred contact', 'select', 'account', false, 1),
  (2, 'Fleet account number', 'text', 'account', false, 2),
  (3, 'Gate code', 'text', 'address', false, 1),
  (4, 'Delivery days', 'checkbox', 'address', false, 2);
--> statement-breakpoint
INSERT INTO "custom_field_values" ("custom_field_id", "name", "sort_order") VALUES
  (1, 'Phone call', 1), (1, 'Text message', 2), (1, 'Email', 3),
  (4, 'Monday', 1), (4, 'Wednesday', 2), (4, 'Friday', 3);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('custom_fields', 'custom_field_id'), 4);
