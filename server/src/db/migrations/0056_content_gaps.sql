-- The hero menu editor (issue 27): an entry can be switched off without deleting it (and what is under it).
ALTER TABLE "menu_items" ADD COLUMN "status" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- Blog categories: named once, picked by posts (a post may sit in several). blog_posts.category stays as the card's
-- label (the picked names in their order), rewritten whenever the post's categories or their names change.
CREATE TABLE "blog_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_name_idx" ON "blog_categories" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL REFERENCES "blog_posts"("post_id") ON DELETE CASCADE,
	"category_id" integer NOT NULL REFERENCES "blog_categories"("category_id") ON DELETE RESTRICT,
	PRIMARY KEY ("post_id", "category_id")
);
--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("category_id");
--> statement-breakpoint
-- The free-text categories posts had become the first categories, each post linked to its own.
INSERT INTO "blog_categories" ("name")
SELECT min(trim("category")) FROM "blog_posts" WHERE trim("category") <> '' GROUP BY lower(trim("category"));
--> statement-breakpoint
INSERT INTO "blog_post_categories" ("post_id", "category_id")
SELECT p."post_id", c."category_id" FROM "blog_posts" p JOIN "blog_categories" c ON lower(c."name") = lower(trim(p."category"));
--> statement-breakpoint
-- The stores a staff user may work at (decision 0096); null: every store.
ALTER TABLE "users" ADD COLUMN "store_ids" integer[];
--> statement-breakpoint
-- Outbox → Resend makes a new message: which one it repeats, and the click's key so a double click sends once.
ALTER TABLE "email_outbox" ADD COLUMN "resend_of" integer;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_idempotency_idx" ON "email_outbox" USING btree ("idempotency_key");
