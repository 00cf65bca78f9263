CREATE TABLE "order_history_messages" (
	"order_history_id" integer NOT NULL,
	"email_id" integer NOT NULL,
	CONSTRAINT "order_history_messages_order_history_id_email_id_pk" PRIMARY KEY("order_history_id","email_id")
);
--> statement-breakpoint
ALTER TABLE "order_history_messages" ADD CONSTRAINT "order_history_messages_order_history_id_order_history_order_history_id_fk" FOREIGN KEY ("order_history_id") REFERENCES "public"."order_history"("order_history_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history_messages" ADD CONSTRAINT "order_history_messages_email_id_email_outbox_email_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("email_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_messages_email_idx" ON "order_history_messages" USING btree ("email_id");