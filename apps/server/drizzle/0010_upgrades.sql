CREATE TABLE "upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"upgrade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"new_ticket_id" integer,
	"from_class" text NOT NULL,
	"to_class" text NOT NULL,
	"business_fare" integer NOT NULL,
	"paid_fare" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'QUOTED' NOT NULL,
	"payment_id" integer,
	"payment_refund_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "upgrades_upgrade_no_unique" UNIQUE("upgrade_no"),
	CONSTRAINT "upgrades_amount" CHECK ("upgrades"."amount" >= 0 AND "upgrades"."amount" = GREATEST(0, "upgrades"."business_fare" - "upgrades"."paid_fare")),
	CONSTRAINT "upgrades_status" CHECK ("upgrades"."status" IN ('QUOTED', 'PAID', 'DONE', 'SUPERSEDED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_new_ticket_id_tickets_id_fk" FOREIGN KEY ("new_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrades_user_idx" ON "upgrades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upgrades_ticket_idx" ON "upgrades" USING btree ("ticket_id","status");