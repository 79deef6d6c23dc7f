CREATE TABLE "special_traveller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"passenger_name" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"phone" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"dep_city_name" text NOT NULL,
	"arr_city_name" text NOT NULL,
	"ticket_no" text,
	"notes" text,
	"details" jsonb NOT NULL,
	"status_note" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_traveller_applications_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "special_traveller_status" CHECK ("special_traveller_applications"."status" IN ('SUBMITTED', 'PROCESSING', 'CONFIRMED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "special_traveller_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_traveller_applications" ADD CONSTRAINT "special_traveller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_traveller_applications" ADD CONSTRAINT "special_traveller_applications_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_traveller_user_idx" ON "special_traveller_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "special_traveller_queue_idx" ON "special_traveller_applications" USING btree ("status","departure_at");