CREATE TABLE "car_views" (
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"folded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "car_views_car_id_day_visitor_pk" PRIMARY KEY("car_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_views_unfolded_idx" ON "car_views" USING btree ("car_id") WHERE not "car_views"."folded";