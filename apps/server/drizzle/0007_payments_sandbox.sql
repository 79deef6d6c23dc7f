CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"refund_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "sandbox_pay_refunds_out" UNIQUE("trade_id","out_refund_no")
);
--> statement-breakpoint
ALTER TABLE "sandbox_pay_refunds" ADD CONSTRAINT "sandbox_pay_refunds_trade_id_sandbox_pay_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."sandbox_pay_trades"("id") ON DELETE no action ON UPDATE no action;