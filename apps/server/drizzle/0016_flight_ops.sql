CREATE TABLE "flight_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"followed" boolean DEFAULT true NOT NULL,
	"last_state" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_follows_user_flight" UNIQUE("user_id","flight_no","flight_date")
);
--> statement-breakpoint
CREATE TABLE "flight_ops_overrides" (
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"status" text,
	"delay_minutes" smallint,
	"gate" text,
	"reason" text,
	"note" text,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_ops_overrides_flight_no_flight_date_pk" PRIMARY KEY("flight_no","flight_date")
);
--> statement-breakpoint
ALTER TABLE "flight_follows" ADD CONSTRAINT "flight_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_ops_overrides" ADD CONSTRAINT "flight_ops_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;