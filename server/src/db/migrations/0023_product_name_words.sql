-- Hand-written (decision 0034): the words of a product's name as search reads them, stored. Autocomplete ranks its
-- pool and the search page its matches by ts_rank over this tsvector; computed from the name on every call it was most
-- of autocomplete's database time (to_tsvector twice for each of 50 names). A generated column is the database's own
-- rule, so it can never disagree with the name; the full-text index moves onto it. A slash separates words: PostgreSQL's
-- parser reads "Air/Fuel" as one token (a file path), so "fuel" never found the air/fuel ratio sensors; the name index
-- in memory (search/name-index.ts) and the search words (queryWords) split there too.
ALTER TABLE "products" ADD COLUMN "name_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', replace("name", '/', ' '))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_fts_idx";--> statement-breakpoint
CREATE INDEX "products_name_words_idx" ON "products" USING gin ("name_words");
