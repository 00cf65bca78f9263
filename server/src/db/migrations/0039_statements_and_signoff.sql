-- Hand-written (decision 0068). The monthly statement run: one row per house account and period ("Y-m"), unique, so two
-- server processes running the job at once make one statement (the loser's insert does nothing) and a restart never
-- sends a second email. And the manager who signed off a drawer close whose over/short passed the threshold.
CREATE TABLE "account_statements" (
	"statement_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("customer_id") ON DELETE cascade,
	"period" text NOT NULL,
	"closing_cents" integer NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_statements_period_uq" ON "account_statements" ("customer_id", "period");--> statement-breakpoint
ALTER TABLE "till_days" ADD COLUMN "signed_off_by" integer REFERENCES "users"("user_id");
