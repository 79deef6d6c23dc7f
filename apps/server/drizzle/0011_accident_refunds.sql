CREATE TABLE "accident_proof_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"application_id" integer,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accident_proof_files_file_no_unique" UNIQUE("file_no")
);
--> statement-breakpoint
CREATE TABLE "accident_refund_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_ids" integer[] NOT NULL,
	"reason" text NOT NULL,
	"basis" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"refund_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accident_refund_applications_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "accident_refund_status" CHECK ("accident_refund_applications"."status" IN ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "accident_refund_basis" CHECK ("accident_refund_applications"."basis" IN ('AUTO', 'PROOF'))
);
--> statement-breakpoint
ALTER TABLE "accident_proof_files" ADD CONSTRAINT "accident_proof_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_proof_files" ADD CONSTRAINT "accident_proof_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_proof_files" ADD CONSTRAINT "accident_proof_files_application_id_accident_refund_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accident_refund_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_refund_applications" ADD CONSTRAINT "accident_refund_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_refund_applications" ADD CONSTRAINT "accident_refund_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_refund_applications" ADD CONSTRAINT "accident_refund_applications_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_refund_applications" ADD CONSTRAINT "accident_refund_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accident_proof_application_idx" ON "accident_proof_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "accident_refund_user_idx" ON "accident_refund_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "accident_refund_status_idx" ON "accident_refund_applications" USING btree ("status","created_at");