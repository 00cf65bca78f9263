-- Hand-written (decision 0086). Holiday hours per store: on its date a store is closed or keeps special hours (minutes
-- after midnight on the store's clock), which win over its weekday's opening hours on the storefront and in the
-- appointment book. Stores' names are unique (ignoring case), so adding a store twice meets a 409, not a second store.
CREATE TABLE "store_holidays" (
	"holiday_id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"open_minute" integer,
	"close_minute" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_holidays_hours" CHECK ("store_holidays"."closed" OR ("store_holidays"."open_minute" >= 0 AND "store_holidays"."close_minute" > "store_holidays"."open_minute" AND "store_holidays"."close_minute" <= 1440))
);
--> statement-breakpoint
ALTER TABLE "store_holidays" ADD CONSTRAINT "store_holidays_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_holidays_location_date_idx" ON "store_holidays" USING btree ("location_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_idx" ON "locations" USING btree (lower("name"));
