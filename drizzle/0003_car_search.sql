CREATE TABLE "car_search" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "cars_search_trgm_idx";--> statement-breakpoint
-- The cars already published, before the index: one build instead of per-row upkeep.
INSERT INTO car_search (car_id, search_text) SELECT id, search_text FROM cars WHERE status = 1;--> statement-breakpoint
ALTER TABLE "car_search" ADD CONSTRAINT "car_search_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_search_trgm_idx" ON "car_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Inserted cars (one statement, many rows: the seeder's batches): the published ones become searchable.
CREATE OR REPLACE FUNCTION car_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_search (car_id, search_text)
  SELECT id, search_text FROM inserted WHERE status = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A car published, withdrawn or re-described. Deletes follow the foreign key (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION car_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 1 THEN
    INSERT INTO car_search (car_id, search_text) VALUES (NEW.id, NEW.search_text)
    ON CONFLICT (car_id) DO UPDATE SET search_text = excluded.search_text;
  ELSE
    DELETE FROM car_search WHERE car_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER car_search_on_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION car_search_insert();
--> statement-breakpoint
-- Like and view counters never fire it: only a change of status or search text of a car that is or was published.
CREATE TRIGGER car_search_on_update AFTER UPDATE OF status, search_text ON cars
  FOR EACH ROW
  WHEN ((OLD.status = 1 OR NEW.status = 1)
    AND (OLD.status, OLD.search_text) IS DISTINCT FROM (NEW.status, NEW.search_text))
  EXECUTE FUNCTION car_search_update();
