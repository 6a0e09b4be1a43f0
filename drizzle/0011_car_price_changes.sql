CREATE TABLE "car_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue 23 (hand-written): cars already listed were published when they were listed.
UPDATE cars SET published_at = created_at WHERE status = 1;
--> statement-breakpoint
-- Issue 23 (hand-written): every price change is kept, whoever writes it. Fires only on updates of
-- price that change it (like and view counters never fire it).
CREATE OR REPLACE FUNCTION car_price_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_price_changes (car_id, old_price, new_price) VALUES (NEW.id, OLD.price, NEW.price);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER car_price_changes_on_update AFTER UPDATE OF price ON cars
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION car_price_changes_record();
