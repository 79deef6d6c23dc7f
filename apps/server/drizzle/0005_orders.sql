CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key" UNIQUE("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_charges_sign" CHECK (("order_charges"."kind" = 'COUPON' AND "order_charges"."amount" <= 0) OR ("order_charges"."kind" <> 'COUPON' AND "order_charges"."amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_id" integer,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"birthday" date NOT NULL,
	"phone" text,
	"hero_cert_no" text,
	"accompanied_by" smallint,
	"saved_passenger_id" integer,
	CONSTRAINT "order_passengers_seq" UNIQUE("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"leg_index" smallint NOT NULL,
	"flight_instance_id" integer NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"departure" timestamp with time zone NOT NULL,
	"arrival" timestamp with time zone NOT NULL,
	"cabin" char(1) NOT NULL,
	"booking_class" char(1) NOT NULL,
	"family_code" text NOT NULL,
	CONSTRAINT "order_segments_seq" UNIQUE("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"trip_type" smallint NOT NULL,
	"hero" boolean DEFAULT false NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"fare_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"insurance_total" integer DEFAULT 0 NOT NULL,
	"meal_total" integer DEFAULT 0 NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"amount_total" integer NOT NULL,
	"user_coupon_id" integer,
	"flash_sale_route_id" integer,
	"pay_deadline" timestamp with time zone NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_amount_adds_up" CHECK ("orders"."amount_total" = "orders"."fare_total" + "orders"."tax_total" + "orders"."insurance_total" + "orders"."meal_total" - "orders"."discount_total"),
	CONSTRAINT "orders_amount_nonnegative" CHECK ("orders"."amount_total" >= 0 AND "orders"."discount_total" >= 0),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('PENDING_PAYMENT', 'PAID', 'TICKETED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"flight_instance_id" integer NOT NULL,
	"traveller_key" text NOT NULL,
	"seated" boolean NOT NULL,
	"cabin" char(1) NOT NULL,
	"booking_class" char(1) NOT NULL,
	"family_code" text NOT NULL,
	"ticket_no" char(13),
	"status" text DEFAULT 'HELD' NOT NULL,
	"replaces_ticket_id" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_ticket_no_unique" UNIQUE("ticket_no"),
	CONSTRAINT "tickets_number" CHECK ("tickets"."ticket_no" IS NULL OR "tickets"."ticket_no" ~ '^929[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"coverage" text NOT NULL,
	"insurer" text NOT NULL,
	"terms" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_options" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"cabin" char(1) NOT NULL,
	"min_block_minutes" smallint DEFAULT 0 NOT NULL,
	"image_path" text,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text,
	"received_at" timestamp with time zone NOT NULL,
	"verified" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_refund_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"purpose" text DEFAULT 'ORDER' NOT NULL,
	"purpose_id" integer,
	"method" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"provider_trade_no" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"merchant_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"status" text DEFAULT 'NOTPAY' NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_trades_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "sandbox_pay_trades_out" UNIQUE("provider","merchant_id","out_trade_no")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_saved_passenger_id_saved_passengers_id_fk" FOREIGN KEY ("saved_passenger_id") REFERENCES "public"."saved_passengers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_flight_instance_id_flight_instances_id_fk" FOREIGN KEY ("flight_instance_id") REFERENCES "public"."flight_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flash_sale_route_id_flash_sale_routes_id_fk" FOREIGN KEY ("flash_sale_route_id") REFERENCES "public"."flash_sale_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_segment_id_order_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."order_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_flight_instance_id_flight_instances_id_fk" FOREIGN KEY ("flight_instance_id") REFERENCES "public"."flight_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_charges_ticket_idx" ON "order_charges" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_segments_flight_idx" ON "order_segments" USING btree ("flight_instance_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'PENDING_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_live_per_traveller" ON "tickets" USING btree ("flight_instance_id","traveller_key") WHERE "tickets"."status" IN ('HELD', 'OPEN', 'CHECKED_IN', 'USED', 'REFUNDING');--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_flight_idx" ON "tickets" USING btree ("flight_instance_id","status");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL AND "jobs"."failed_at" IS NULL;