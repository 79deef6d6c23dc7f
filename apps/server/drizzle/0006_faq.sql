CREATE TABLE "faq_bank_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"content" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 100 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_question_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"channel" smallint DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answered" boolean NOT NULL,
	"top_score" real NOT NULL,
	"top_entry_id" integer,
	"intent" text,
	"signed_in" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_question_log" ADD CONSTRAINT "faq_question_log_top_entry_id_faq_entries_id_fk" FOREIGN KEY ("top_entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_category_sort_idx" ON "faq_entries" USING btree ("category","sort","id");--> statement-breakpoint
CREATE INDEX "faq_question_log_asked_at_idx" ON "faq_question_log" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "faq_question_log_question_idx" ON "faq_question_log" USING btree ("question");