CREATE TABLE "airline_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"code" text NOT NULL,
	"hotline" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"business_seats" smallint NOT NULL,
	"economy_seats" smallint NOT NULL,
	"seat_map" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata" char(3) PRIMARY KEY NOT NULL,
	"city_code" char(3) NOT NULL,
	"city_name" text NOT NULL,
	"airport_name" text NOT NULL,
	"province" text NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_hub" boolean DEFAULT false NOT NULL,
	"hot_rank" smallint
);
--> statement-breakpoint
CREATE TABLE "flight_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"route_id" integer NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"aircraft_type" text NOT NULL,
	"scheduled_departure" timestamp with time zone NOT NULL,
	"scheduled_arrival" timestamp with time zone NOT NULL,
	"business_capacity" smallint NOT NULL,
	"economy_capacity" smallint NOT NULL,
	"status" text DEFAULT '计划' NOT NULL,
	"estimated_departure" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"actual_departure" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"gate" text,
	"ops_note" text,
	CONSTRAINT "flight_instances_no_date" UNIQUE("flight_no","flight_date")
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_no" text NOT NULL,
	"route_id" integer NOT NULL,
	"aircraft_type" text NOT NULL,
	"departure_time" time NOT NULL,
	"block_minutes" smallint NOT NULL,
	"days_of_week" smallint[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	CONSTRAINT "flight_schedules_no_from" UNIQUE("flight_no","valid_from")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"distance_km" integer NOT NULL,
	"block_minutes" smallint NOT NULL,
	"economy_fare" integer NOT NULL,
	"business_fare" integer NOT NULL,
	"fuel_surcharge" integer NOT NULL,
	CONSTRAINT "routes_pair" UNIQUE("origin","destination")
);
--> statement-breakpoint
CREATE TABLE "booking_classes" (
	"code" char(1) PRIMARY KEY NOT NULL,
	"cabin" char(1) NOT NULL,
	"discount_percent" smallint NOT NULL,
	"family_code" text NOT NULL,
	"rank" smallint NOT NULL,
	"default_limit_percent" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_families" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cabin" char(1) NOT NULL,
	"sort" smallint NOT NULL,
	"checked_baggage_kg" smallint NOT NULL,
	"carry_on" text NOT NULL,
	"refund_fees" jsonb NOT NULL,
	"change_fees" jsonb NOT NULL,
	"upgradable" smallint DEFAULT 1 NOT NULL,
	"mileage_percent" smallint NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"instance_id" integer NOT NULL,
	"class_code" char(1) NOT NULL,
	"booking_limit" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_inventory_instance_id_class_code_pk" PRIMARY KEY("instance_id","class_code")
);
--> statement-breakpoint
ALTER TABLE "flight_instances" ADD CONSTRAINT "flight_instances_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_instances" ADD CONSTRAINT "flight_instances_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_aircraft_type_aircraft_types_code_fk" FOREIGN KEY ("aircraft_type") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_origin_airports_iata_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_destination_airports_iata_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_classes" ADD CONSTRAINT "booking_classes_family_code_fare_families_code_fk" FOREIGN KEY ("family_code") REFERENCES "public"."fare_families"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_inventory" ADD CONSTRAINT "flight_inventory_instance_id_flight_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flight_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_inventory" ADD CONSTRAINT "flight_inventory_class_code_booking_classes_code_fk" FOREIGN KEY ("class_code") REFERENCES "public"."booking_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_instances_route_date" ON "flight_instances" USING btree ("origin","destination","flight_date");--> statement-breakpoint
CREATE INDEX "flight_instances_date" ON "flight_instances" USING btree ("flight_date");