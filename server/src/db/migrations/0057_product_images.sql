CREATE TABLE "product_images" (
	"product_image_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("product_id"),
	"sort_order" integer NOT NULL,
	"path" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sha256" text,
	"uploaded" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" ("product_id", "sort_order");
