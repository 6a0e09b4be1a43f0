CREATE TABLE "alert_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"saved_search_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_id" integer,
	CONSTRAINT "alert_matches_saved_search_id_car_id_pk" PRIMARY KEY("saved_search_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "alert_price_drops" (
	"user_id" integer NOT NULL,
	"price_change_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_id" integer,
	CONSTRAINT "alert_price_drops_user_id_price_change_id_pk" PRIMARY KEY("user_id","price_change_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"price_drops_paused_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"filter_string" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"list_query" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_digest_id_alert_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."alert_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_price_drops" ADD CONSTRAINT "alert_price_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_price_drops" ADD CONSTRAINT "alert_price_drops_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_price_drops" ADD CONSTRAINT "alert_price_drops_digest_id_alert_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."alert_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_digests_user_day_uq" ON "alert_digests" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "alert_matches_pending_idx" ON "alert_matches" USING btree ("user_id") WHERE "alert_matches"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "alert_price_drops_pending_idx" ON "alert_price_drops" USING btree ("user_id") WHERE "alert_price_drops"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_same_uq" ON "saved_searches" USING btree ("user_id","search_text","filter_string","sort");