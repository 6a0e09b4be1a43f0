ALTER TABLE "alert_settings" ADD COLUMN "price_drops_resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;