CREATE TABLE "alert_bars" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"link_text" text,
	"tone" text NOT NULL,
	"days" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"speed_ms" integer NOT NULL,
	"ratio" text NOT NULL,
	"mobile_ratio" text NOT NULL,
	"height" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"link" text NOT NULL,
	"link_text" text NOT NULL,
	"open_in_new_tab" boolean DEFAULT false NOT NULL,
	"show_banner_title" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"published_on" text NOT NULL,
	"text_color" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countdowns" (
	"countdown_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"repeat_days" integer DEFAULT 0 NOT NULL,
	"link" text,
	"link_text" text,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rate_micros" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_grid_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"grid_id" integer NOT NULL,
	"label" text NOT NULL,
	"label_position" text NOT NULL,
	"link" text NOT NULL,
	"src" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_grids" (
	"grid_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"gallery_mode" boolean DEFAULT false NOT NULL,
	"row_image_count" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_module_id_banner_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."banner_modules"("module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_grid_items" ADD CONSTRAINT "image_grid_items_grid_id_image_grids_grid_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."image_grids"("grid_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_module_idx" ON "banners" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_url_idx" ON "blog_posts" USING btree ("url");--> statement-breakpoint
CREATE INDEX "blog_posts_date_idx" ON "blog_posts" USING btree ("published_on");--> statement-breakpoint
CREATE INDEX "image_grid_items_grid_idx" ON "image_grid_items" USING btree ("grid_id");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id");