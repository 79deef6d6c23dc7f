CREATE TABLE "check_in_grants" (
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_grants_user_id_ticket_id_pk" PRIMARY KEY("user_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"flight_instance_id" integer NOT NULL,
	"seat" text NOT NULL,
	"user_id" integer NOT NULL,
	"boarding_pass_no" text NOT NULL,
	"seat_coupon_id" integer,
	"status" text DEFAULT 'CHECKED_IN' NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "check_ins_boarding_pass_no_unique" UNIQUE("boarding_pass_no")
);
--> statement-breakpoint
CREATE TABLE "seat_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"aircraft_type" text,
	"status" text DEFAULT 'UNUSED' NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "check_in_grants" ADD CONSTRAINT "check_in_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_grants" ADD CONSTRAINT "check_in_grants_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_flight_instance_id_flight_instances_id_fk" FOREIGN KEY ("flight_instance_id") REFERENCES "public"."flight_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_coupons" ADD CONSTRAINT "seat_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_coupons" ADD CONSTRAINT "seat_coupons_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_per_seat" ON "check_ins" USING btree ("flight_instance_id","seat") WHERE "check_ins"."status" = 'CHECKED_IN';--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_per_ticket" ON "check_ins" USING btree ("ticket_id") WHERE "check_ins"."status" = 'CHECKED_IN';--> statement-breakpoint
CREATE INDEX "seat_coupons_user_idx" ON "seat_coupons" USING btree ("user_id","status");