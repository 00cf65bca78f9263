-- Searches with their result count (issue 27, decision 0077): the owner's "searches with no results" report reads it.
CREATE TABLE "search_log" (
	"search_id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at");
