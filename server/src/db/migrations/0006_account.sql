CREATE TABLE "customer_addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address_1" text NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"zone_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_wishlist" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_wishlist_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_wishlist" ADD CONSTRAINT "customer_wishlist_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_wishlist" ADD CONSTRAINT "customer_wishlist_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";