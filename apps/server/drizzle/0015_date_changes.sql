CREATE TABLE "date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"new_ticket_id" integer,
	"from_flight_id" integer NOT NULL,
	"to_flight_id" integer NOT NULL,
	"from_class" text NOT NULL,
	"to_class" text NOT NULL,
	"to_family_code" text NOT NULL,
	"paid_fare" integer NOT NULL,
	"new_fare" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee" integer NOT NULL,
	"difference" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'QUOTED' NOT NULL,
	"payment_id" integer,
	"payment_refund_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "date_changes_change_no_unique" UNIQUE("change_no"),
	CONSTRAINT "date_changes_amount" CHECK ("date_changes"."fee" >= 0 AND "date_changes"."difference" = GREATEST(0, "date_changes"."new_fare" - "date_changes"."paid_fare") AND "date_changes"."amount" = "date_changes"."fee" + "date_changes"."difference"),
	CONSTRAINT "date_changes_status" CHECK ("date_changes"."status" IN ('QUOTED', 'PAID', 'DONE', 'SUPERSEDED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_new_ticket_id_tickets_id_fk" FOREIGN KEY ("new_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_from_flight_id_flight_instances_id_fk" FOREIGN KEY ("from_flight_id") REFERENCES "public"."flight_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_to_flight_id_flight_instances_id_fk" FOREIGN KEY ("to_flight_id") REFERENCES "public"."flight_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_changes_user_idx" ON "date_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "date_changes_ticket_idx" ON "date_changes" USING btree ("ticket_id","status");