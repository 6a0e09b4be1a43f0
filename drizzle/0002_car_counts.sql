CREATE TABLE "car_counts" (
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"body_type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"condition" smallint NOT NULL,
	"price_band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "car_counts_pk" PRIMARY KEY("brand_id","model_id","body_type_id","country_id","condition","price_band")
);
--> statement-breakpoint
-- The budget bands: the bounds of the budget options (car-counts.ts PRICE_BAND_EDGES) each get a band
-- of their own, the prices between two bounds another, so every budget option (bounds inclusive) is
-- a range of bands. Keep the edges in step with PRICE_BAND_EDGES (tests/api/car-counts.test.ts checks).
CREATE OR REPLACE FUNCTION car_price_band(price integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN price < 0 THEN 0
    WHEN price = 0 THEN 1
    WHEN price < 5000000 THEN 2
    WHEN price = 5000000 THEN 3
    WHEN price < 10000000 THEN 4
    WHEN price = 10000000 THEN 5
    WHEN price < 25000000 THEN 6
    WHEN price = 25000000 THEN 7
    WHEN price < 50000000 THEN 8
    WHEN price = 50000000 THEN 9
    ELSE 10
  END)::smallint
$$;
--> statement-breakpoint
-- Inserted cars (one statement, many rows: the seeder's batches) add to their combinations. Status 1 = published.
CREATE OR REPLACE FUNCTION car_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO car_counts AS c (brand_id, model_id, body_type_id, country_id, condition, price_band, n)
  SELECT brand_id, model_id, coalesce(body_type_id, 0), coalesce(country_id, 0), condition, car_price_band(price), count(*)
  FROM inserted WHERE status = 1
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT car_counts_pk DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE car_counts AS c SET n = c.n - d.n
  FROM (
    SELECT brand_id, model_id, coalesce(body_type_id, 0) AS body_type_id, coalesce(country_id, 0) AS country_id,
      condition, car_price_band(price) AS price_band, count(*) AS n
    FROM deleted WHERE status = 1
    GROUP BY 1, 2, 3, 4, 5, 6
  ) AS d
  WHERE (c.brand_id, c.model_id, c.body_type_id, c.country_id, c.condition, c.price_band)
      = (d.brand_id, d.model_id, d.body_type_id, d.country_id, d.condition, d.price_band);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A car whose status or filtered columns change moves from one combination to another.
CREATE OR REPLACE FUNCTION car_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 1 THEN
    UPDATE car_counts SET n = n - 1
    WHERE (brand_id, model_id, body_type_id, country_id, condition, price_band)
      = (OLD.brand_id, OLD.model_id, coalesce(OLD.body_type_id, 0), coalesce(OLD.country_id, 0), OLD.condition, car_price_band(OLD.price));
  END IF;
  IF NEW.status = 1 THEN
    INSERT INTO car_counts AS c (brand_id, model_id, body_type_id, country_id, condition, price_band, n)
    VALUES (NEW.brand_id, NEW.model_id, coalesce(NEW.body_type_id, 0), coalesce(NEW.country_id, 0), NEW.condition, car_price_band(NEW.price), 1)
    ON CONFLICT ON CONSTRAINT car_counts_pk DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM car_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER car_counts_on_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION car_counts_insert();
--> statement-breakpoint
CREATE TRIGGER car_counts_on_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION car_counts_delete();
--> statement-breakpoint
-- Only updates that touch a counted column and change something: like and view counters never fire it.
CREATE TRIGGER car_counts_on_update AFTER UPDATE OF status, brand_id, model_id, body_type_id, country_id, condition, price ON cars
  FOR EACH ROW
  WHEN ((OLD.status = 1 OR NEW.status = 1)
    AND (OLD.status, OLD.brand_id, OLD.model_id, OLD.body_type_id, OLD.country_id, OLD.condition, car_price_band(OLD.price))
      IS DISTINCT FROM (NEW.status, NEW.brand_id, NEW.model_id, NEW.body_type_id, NEW.country_id, NEW.condition, car_price_band(NEW.price)))
  EXECUTE FUNCTION car_counts_update();
--> statement-breakpoint
CREATE TRIGGER car_counts_on_truncate AFTER TRUNCATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_counts_truncate();
--> statement-breakpoint
INSERT INTO car_counts (brand_id, model_id, body_type_id, country_id, condition, price_band, n)
SELECT brand_id, model_id, coalesce(body_type_id, 0), coalesce(country_id, 0), condition, car_price_band(price), count(*)
FROM cars WHERE status = 1
GROUP BY 1, 2, 3, 4, 5, 6;
