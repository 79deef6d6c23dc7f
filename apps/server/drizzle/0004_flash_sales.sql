CREATE TABLE "flash_sale_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "flash_sale_purchases_quantity" CHECK ("flash_sale_purchases"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"dep_code" char(3) NOT NULL,
	"arr_code" char(3) NOT NULL,
	"travel_from" date NOT NULL,
	"travel_to" date NOT NULL,
	"cabin" char(1) DEFAULT 'Y' NOT NULL,
	"fare_family_code" text NOT NULL,
	"special_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" smallint DEFAULT 1 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_routes_stock" CHECK ("flash_sale_routes"."stock_sold" >= 0 AND "flash_sale_routes"."stock_sold" <= "flash_sale_routes"."stock_total"),
	CONSTRAINT "flash_sale_routes_stock_total" CHECK ("flash_sale_routes"."stock_total" > 0),
	CONSTRAINT "flash_sale_routes_price" CHECK ("flash_sale_routes"."special_price" > 0 AND "flash_sale_routes"."special_price" <= "flash_sale_routes"."original_price"),
	CONSTRAINT "flash_sale_routes_limit" CHECK ("flash_sale_routes"."per_user_limit" >= 1),
	CONSTRAINT "flash_sale_routes_window" CHECK ("flash_sale_routes"."travel_to" >= "flash_sale_routes"."travel_from")
);
--> statement-breakpoint
CREATE TABLE "flash_sale_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sale_subjects_period" CHECK ("flash_sale_subjects"."ends_at" > "flash_sale_subjects"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "flash_sale_purchases" ADD CONSTRAINT "flash_sale_purchases_route_id_flash_sale_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."flash_sale_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_purchases" ADD CONSTRAINT "flash_sale_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_routes" ADD CONSTRAINT "flash_sale_routes_subject_id_flash_sale_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."flash_sale_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_routes" ADD CONSTRAINT "flash_sale_routes_dep_code_airports_iata_fk" FOREIGN KEY ("dep_code") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_routes" ADD CONSTRAINT "flash_sale_routes_arr_code_airports_iata_fk" FOREIGN KEY ("arr_code") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_routes" ADD CONSTRAINT "flash_sale_routes_fare_family_code_fare_families_code_fk" FOREIGN KEY ("fare_family_code") REFERENCES "public"."fare_families"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_routes" ADD CONSTRAINT "flash_sale_routes_route_fk" FOREIGN KEY ("dep_code","arr_code") REFERENCES "public"."routes"("origin","destination") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_purchases_route_user_idx" ON "flash_sale_purchases" USING btree ("route_id","user_id");--> statement-breakpoint
CREATE INDEX "flash_sale_routes_subject_idx" ON "flash_sale_routes" USING btree ("subject_id","sort");--> statement-breakpoint
CREATE INDEX "flash_sale_subjects_period_idx" ON "flash_sale_subjects" USING btree ("ends_at","starts_at");