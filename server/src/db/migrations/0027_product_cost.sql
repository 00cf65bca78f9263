-- Decision 0047: what the store pays for one part, in cents; null when unknown (custom products, parts not yet costed).
-- A counter price below it needs a manager's PIN. Issue 26 will fill it from PIES and the product editor.
ALTER TABLE "products" ADD COLUMN "cost_cents" integer;
