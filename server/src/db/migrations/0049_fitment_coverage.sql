-- The fitment coverage report (issue 26, decision 0084): the vehicle a search and a counter order were for, so the
-- report ranks vehicles by the store's own demand, and one snapshot of coverage before and after each import.
ALTER TABLE "search_log" ADD COLUMN "base_vehicle_id" integer;
--> statement-breakpoint
CREATE INDEX "search_log_vehicle_idx" ON "search_log" USING btree ("base_vehicle_id") WHERE "base_vehicle_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_vehicle_id" integer;
--> statement-breakpoint
CREATE INDEX "orders_vehicle_idx" ON "orders" USING btree ("base_vehicle_id") WHERE "base_vehicle_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "coverage_snapshots" (
	"snapshot_id" serial PRIMARY KEY NOT NULL,
	"import_kind" text NOT NULL,
	"import_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"vehicles" integer NOT NULL,
	"categories" integer NOT NULL,
	"holes_before" integer NOT NULL,
	"holes_after" integer NOT NULL,
	"covered_before" integer NOT NULL,
	"covered_after" integer NOT NULL,
	"unfitted_before" integer NOT NULL,
	"unfitted_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coverage_snapshots_created_idx" ON "coverage_snapshots" USING btree ("created_at");
