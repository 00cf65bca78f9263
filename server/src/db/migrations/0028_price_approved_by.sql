-- Decision 0051 (issue 30): the manager whose PIN approved a counter price below cost, on the cart line and on the
-- order line it becomes (users.user_id); null when no approval was needed.
ALTER TABLE "cart_items" ADD COLUMN "price_approved_by" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "price_approved_by" integer;
