-- Issue 22: a number that moves with every committed change to which cars a list filter finds (a car added,
-- deleted or truncated; an update of its status or of a filtered column, importer_id included). Like and
-- view counters never move it. A capped count read after this number stood at v is still the count while
-- it stands at v (src/server/cars/count-memo.ts): the number is a row, so it moves in the writing
-- transaction and is seen with it. Not in schema.ts, so resetDatabase leaves it moving on: a count kept
-- before a reset never meets its old number again. Its first number, and the one a missing row is made
-- again with, is the clock's milliseconds: past any number an earlier table of the same database had.
CREATE TABLE IF NOT EXISTS "car_list_version" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_list_version_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_list_version AS v (id, n) VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
  ON CONFLICT (id) DO UPDATE SET n = v.n + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER car_list_version_on_insert AFTER INSERT ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_list_version_move();
--> statement-breakpoint
CREATE TRIGGER car_list_version_on_delete AFTER DELETE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_list_version_move();
--> statement-breakpoint
CREATE TRIGGER car_list_version_on_update AFTER UPDATE OF status, importer_id, brand_id, model_id, body_type_id,
  country_id, city_id, condition, price, fuel_type_id, transmission_id, manuf_year, kms_driven ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_list_version_move();
--> statement-breakpoint
CREATE TRIGGER car_list_version_on_truncate AFTER TRUNCATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_list_version_move();
--> statement-breakpoint
INSERT INTO car_list_version (id, n) VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
  ON CONFLICT (id) DO NOTHING;
