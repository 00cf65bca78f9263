-- Issue 27: staff users get a manager role, their own permissions (null: the role's defaults) and a price override
-- limit (percent below a line's original price without a manager; null: no limit). Decision 0075.
ALTER TABLE "users" ADD COLUMN "permissions" jsonb;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_override_limit_pct" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_override_limit_pct_check"
  CHECK ("price_override_limit_pct" IS NULL OR ("price_override_limit_pct" BETWEEN 0 AND 100));
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'manager', 'cashier', 'installer'));
--> statement-breakpoint
CREATE INDEX "sessions_staff_user_idx" ON "sessions" ((("data" ->> 'staffUserId')));
