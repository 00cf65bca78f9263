-- Hand-written (decision 0062). The audit log: risky actions (voids, refunds, price overrides, deletes, permission and
-- setting changes, imports) with who, when, what and from which register.
CREATE TABLE "audit_log" (
  "audit_id" serial PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "user_id" integer REFERENCES "users"("user_id") ON DELETE SET NULL,
  "user_name" text NOT NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text DEFAULT '' NOT NULL,
  "summary" text NOT NULL,
  "detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "location_id" integer REFERENCES "locations"("location_id") ON DELETE SET NULL,
  "ip" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" ("target_type", "target_id");
