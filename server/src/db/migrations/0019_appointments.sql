CREATE TABLE "appointment_statuses" (
	"status_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"holds_slot" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"appointment_id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"bay_id" integer NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"order_id" integer,
	"vehicle_id" integer,
	"request_id" integer,
	"status_id" integer NOT NULL,
	"holds_slot" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_customer" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bays" (
	"bay_id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installer_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bay_id_bays_bay_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("bay_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_id_customer_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."customer_vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_request_id_appointment_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_id_appointment_statuses_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."appointment_statuses"("status_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bays" ADD CONSTRAINT "bays_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_availability" ADD CONSTRAINT "installer_availability_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_idx" ON "appointments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_request_idx" ON "appointments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "appointments_location_start_idx" ON "appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_order_idx" ON "appointments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bays_location_title_idx" ON "bays" USING btree ("location_id","title");--> statement-breakpoint
-- No double booking (decision 0025): a bay, and an installer, holds at most one live appointment at any instant.
-- Half-open ranges [start, end): back-to-back bookings touch without overlapping. Cancelled ones (holds_slot false) skip.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bay_no_overlap" EXCLUDE USING gist ("bay_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("holds_slot");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_installer_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("holds_slot" AND "user_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
INSERT INTO "appointment_statuses" ("status_id", "name", "holds_slot", "sort_order") VALUES (1, 'Scheduled', true, 1), (2, 'Confirmed', true, 2), (3, 'Completed', true, 3), (4, 'Cancelled', false, 4) ON CONFLICT DO NOTHING;
