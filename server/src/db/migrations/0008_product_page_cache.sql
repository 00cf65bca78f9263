-- Hand-written: the product page answer is cached like the listings (decision 0010), so what it shows beyond the
-- listing tables bumps the catalogue version too: option values and their prices, price notices, reviews and ratings.
CREATE TRIGGER "product_option_values_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_price_notices_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_price_notices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_rating_catalog_version" AFTER UPDATE OF "rating" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
