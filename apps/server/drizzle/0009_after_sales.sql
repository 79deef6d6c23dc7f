CREATE TABLE "refund_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_ids" integer[] NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'QUOTED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_quotes_quote_no_unique" UNIQUE("quote_no"),
	CONSTRAINT "refund_quotes_status" CHECK ("refund_quotes"."status" IN ('QUOTED', 'CONFIRMED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"quote_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_ids" integer[] NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'REFUNDING' NOT NULL,
	"payment_refund_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" >= 0 AND "refunds"."fee" >= 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" IN ('REFUNDING', 'REFUNDED'))
);
--> statement-breakpoint
ALTER TABLE "refund_quotes" ADD CONSTRAINT "refund_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_quotes" ADD CONSTRAINT "refund_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_quote_id_refund_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."refund_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_quotes_order_idx" ON "refund_quotes" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_refund_idx" ON "refunds" USING btree ("payment_refund_id");