-- Hand-written (decision 0082). The store's public reply to a review, shown under it on the product page; null = none.
-- Its update bumps the catalogue version through the reviews trigger (migration 0008), so the cached page shows it.
ALTER TABLE "reviews" ADD COLUMN "reply" text;
