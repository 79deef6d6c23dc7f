CREATE TABLE "delay_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"passenger_name" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"dep_airport" text NOT NULL,
	"dep_city_name" text NOT NULL,
	"dep_airport_name" text NOT NULL,
	"arr_airport" text NOT NULL,
	"arr_city_name" text NOT NULL,
	"arr_airport_name" text NOT NULL,
	"scheduled_departure" text NOT NULL,
	"scheduled_arrival" text NOT NULL,
	"actual_departure" text,
	"actual_arrival" text,
	"delay_minutes" integer NOT NULL,
	"delay_reason" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delay_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trip_document_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ticket_no" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delay_certificates" ADD CONSTRAINT "delay_certificates_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delay_certificates_ticket_idx" ON "delay_certificates" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "trip_document_mails_ticket_idx" ON "trip_document_mails" USING btree ("ticket_no","created_at");--> statement-breakpoint
CREATE INDEX "trip_document_mails_ip_idx" ON "trip_document_mails" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "trip_document_mails_email_idx" ON "trip_document_mails" USING btree ("email","created_at");