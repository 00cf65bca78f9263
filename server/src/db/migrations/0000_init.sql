CREATE TABLE "customer_groups" (
	"customer_group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"warehouse_code" text,
	"address_1" text NOT NULL,
	"city" text NOT NULL,
	"zone_code" text NOT NULL,
	"postcode" text NOT NULL,
	"telephone" text NOT NULL,
	"email_address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"tax_class_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"tax_rate_id" serial PRIMARY KEY NOT NULL,
	"tax_class_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"zone_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"location_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"customer_group_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"texting_alerts" boolean DEFAULT false NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"tax_exempt_number" text DEFAULT '' NOT NULL,
	"default_location_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"safe" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "base_vehicles" (
	"base_vehicle_id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bed_lengths" (
	"bed_length_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "bed_lengths_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "body_types" (
	"body_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "body_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "engine_families" (
	"engine_family_id" serial PRIMARY KEY NOT NULL,
	"engine_mfr_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_mfrs" (
	"engine_mfr_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "engine_mfrs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "engine_sizes" (
	"engine_size_id" serial PRIMARY KEY NOT NULL,
	"liters" text NOT NULL,
	CONSTRAINT "engine_sizes_liters_unique" UNIQUE("liters")
);
--> statement-breakpoint
CREATE TABLE "engines" (
	"engine_id" serial PRIMARY KEY NOT NULL,
	"engine_mfr_id" integer NOT NULL,
	"engine_family_id" integer NOT NULL,
	"engine_size_id" integer NOT NULL,
	"cylinders" smallint NOT NULL,
	"fuel" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"make_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_models" (
	"sub_model_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sub_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_configs" (
	"vehicle_config_id" serial PRIMARY KEY NOT NULL,
	"base_vehicle_id" integer NOT NULL,
	"sub_model_id" integer NOT NULL,
	"body_type_id" integer NOT NULL,
	"bed_length_id" integer,
	"engine_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"group_name" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "instant_rebates" (
	"instant_rebate_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"date_end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_product_id_location_id_pk" PRIMARY KEY("product_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"manufacturer_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aaia" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name"),
	CONSTRAINT "manufacturers_aaia_unique" UNIQUE("aaia")
);
--> statement-breakpoint
CREATE TABLE "package_components" (
	"package_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "package_components_package_id_component_id_pk" PRIMARY KEY("package_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"product_discount_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"product_option_value_id" serial PRIMARY KEY NOT NULL,
	"product_option_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"price_prefix" text DEFAULT '+' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_option_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_specials" (
	"product_special_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"date_start" timestamp with time zone,
	"date_end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"series_id" integer,
	"tax_class_id" integer,
	"sku" text NOT NULL,
	"mpn" text NOT NULL,
	"mpn_key" text NOT NULL,
	"upc" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"minimum" integer DEFAULT 1 NOT NULL,
	"universal" boolean DEFAULT false NOT NULL,
	"is_package" boolean DEFAULT false NOT NULL,
	"position" text,
	"labor_minutes" integer,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"series_id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"base_vehicle_id" integer NOT NULL,
	"sub_model_id" integer,
	"body_type_id" integer,
	"bed_length_id" integer,
	"engine_id" integer,
	"position" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text[] DEFAULT '{}' NOT NULL,
	"source_ref" text
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tax_class_id_tax_classes_tax_class_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("tax_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_group_id_customer_groups_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("customer_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_default_location_id_locations_location_id_fk" FOREIGN KEY ("default_location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_make_id_makes_make_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("make_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_model_id_models_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_families" ADD CONSTRAINT "engine_families_engine_mfr_id_engine_mfrs_engine_mfr_id_fk" FOREIGN KEY ("engine_mfr_id") REFERENCES "public"."engine_mfrs"("engine_mfr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engines" ADD CONSTRAINT "engines_engine_mfr_id_engine_mfrs_engine_mfr_id_fk" FOREIGN KEY ("engine_mfr_id") REFERENCES "public"."engine_mfrs"("engine_mfr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engines" ADD CONSTRAINT "engines_engine_family_id_engine_families_engine_family_id_fk" FOREIGN KEY ("engine_family_id") REFERENCES "public"."engine_families"("engine_family_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engines" ADD CONSTRAINT "engines_engine_size_id_engine_sizes_engine_size_id_fk" FOREIGN KEY ("engine_size_id") REFERENCES "public"."engine_sizes"("engine_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_make_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("make_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_configs" ADD CONSTRAINT "vehicle_configs_base_vehicle_id_base_vehicles_base_vehicle_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("base_vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_configs" ADD CONSTRAINT "vehicle_configs_sub_model_id_sub_models_sub_model_id_fk" FOREIGN KEY ("sub_model_id") REFERENCES "public"."sub_models"("sub_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_configs" ADD CONSTRAINT "vehicle_configs_body_type_id_body_types_body_type_id_fk" FOREIGN KEY ("body_type_id") REFERENCES "public"."body_types"("body_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_configs" ADD CONSTRAINT "vehicle_configs_bed_length_id_bed_lengths_bed_length_id_fk" FOREIGN KEY ("bed_length_id") REFERENCES "public"."bed_lengths"("bed_length_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_configs" ADD CONSTRAINT "vehicle_configs_engine_id_engines_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("engine_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_rebates" ADD CONSTRAINT "instant_rebates_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_components" ADD CONSTRAINT "package_components_package_id_products_product_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_components" ADD CONSTRAINT "package_components_component_id_products_product_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_customer_group_id_customer_groups_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("customer_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_product_option_id_product_options_product_option_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("product_option_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specials" ADD CONSTRAINT "product_specials_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specials" ADD CONSTRAINT "product_specials_customer_group_id_customer_groups_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("customer_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("manufacturer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_id_series_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("series_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_tax_class_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("tax_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_manufacturer_id_manufacturers_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("manufacturer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_base_vehicle_id_base_vehicles_base_vehicle_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("base_vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sub_model_id_sub_models_sub_model_id_fk" FOREIGN KEY ("sub_model_id") REFERENCES "public"."sub_models"("sub_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_body_type_id_body_types_body_type_id_fk" FOREIGN KEY ("body_type_id") REFERENCES "public"."body_types"("body_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bed_length_id_bed_lengths_bed_length_id_fk" FOREIGN KEY ("bed_length_id") REFERENCES "public"."bed_lengths"("bed_length_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_engine_id_engines_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("engine_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("scope","key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "base_vehicles_ymm_uq" ON "base_vehicles" USING btree ("year","make_id","model_id");--> statement-breakpoint
CREATE INDEX "base_vehicles_model_idx" ON "base_vehicles" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_families_uq" ON "engine_families" USING btree ("engine_mfr_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "engines_uq" ON "engines" USING btree ("engine_mfr_id","engine_family_id","engine_size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_make_name_uq" ON "models" USING btree ("make_id","name");--> statement-breakpoint
CREATE INDEX "vehicle_configs_bv_idx" ON "vehicle_configs" USING btree ("base_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_configs_engine_idx" ON "vehicle_configs" USING btree ("engine_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "instant_rebates_product_idx" ON "instant_rebates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_location_idx" ON "inventory" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "package_components_component_idx" ON "package_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_discounts_product_idx" ON "product_discounts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("product_option_id");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_specials_product_idx" ON "product_specials" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_mpn_uq" ON "products" USING btree ("manufacturer_id","mpn_key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "products_mpn_key_idx" ON "products" USING btree ("mpn_key");--> statement-breakpoint
CREATE INDEX "applications_bv_product_idx" ON "applications" USING btree ("base_vehicle_id","product_id");--> statement-breakpoint
CREATE INDEX "applications_product_idx" ON "applications" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "applications_source_ref_idx" ON "applications" USING btree ("source_ref");