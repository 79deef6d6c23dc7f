ALTER TABLE "sms_codes" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "sms_codes_ip_time" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_time" ON "sms_codes" USING btree ("created_at");