CREATE TABLE "car_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_unpublications" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"by_user_id" integer,
	"previous_status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importer_verifications" (
	"importer_id" integer PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"ifu_number" text NOT NULL,
	"checked_on" date NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_reports" ADD CONSTRAINT "car_reports_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reports" ADD CONSTRAINT "car_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_unpublications" ADD CONSTRAINT "car_unpublications_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_unpublications" ADD CONSTRAINT "car_unpublications_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importer_verifications" ADD CONSTRAINT "importer_verifications_importer_id_importers_id_fk" FOREIGN KEY ("importer_id") REFERENCES "public"."importers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importer_verifications" ADD CONSTRAINT "importer_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_reports_car_user_uq" ON "car_reports" USING btree ("car_id","user_id");--> statement-breakpoint
CREATE INDEX "car_reports_created_idx" ON "car_reports" USING btree ("id" DESC NULLS LAST);