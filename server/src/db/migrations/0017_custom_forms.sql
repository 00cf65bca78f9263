CREATE TABLE "information_pages" (
	"information_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "form_submissions" SET "idempotency_key" = 'before-0017-' || "submission_id";--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "customer_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "information_pages_slug_idx" ON "information_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_key_idx" ON "form_submissions" USING btree ("form_id","idempotency_key");