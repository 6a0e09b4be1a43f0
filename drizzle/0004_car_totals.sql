CREATE TABLE "car_totals" (
	"condition" smallint NOT NULL,
	"price_band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "car_totals_pk" PRIMARY KEY("condition","price_band")
);
--> statement-breakpoint
CREATE INDEX "car_counts_model_idx" ON "car_counts" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "car_counts_body_type_idx" ON "car_counts" USING btree ("body_type_id");--> statement-breakpoint
CREATE INDEX "car_counts_country_idx" ON "car_counts" USING btree ("country_id");--> statement-breakpoint
-- car_totals follows car_counts statement by statement: the rows a statement inserted, updated or
-- deleted there (transition tables, so the seeder's batch upserts of thousands of rows cost one
-- grouped write) move their n between (condition, price_band) totals. car_counts rows never change
-- key, only n, but the delta is taken per key either way.
CREATE OR REPLACE FUNCTION car_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE car_totals AS t SET n = t.n - o.n
    FROM (SELECT condition, price_band, sum(n)::int AS n FROM old_rows GROUP BY 1, 2) AS o
    WHERE (t.condition, t.price_band) = (o.condition, o.price_band);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO car_totals AS t (condition, price_band, n)
    SELECT condition, price_band, sum(n)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT car_totals_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM car_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER car_totals_on_insert AFTER INSERT ON car_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_totals_follow();
--> statement-breakpoint
CREATE TRIGGER car_totals_on_update AFTER UPDATE ON car_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_totals_follow();
--> statement-breakpoint
CREATE TRIGGER car_totals_on_delete AFTER DELETE ON car_counts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION car_totals_follow();
--> statement-breakpoint
CREATE TRIGGER car_totals_on_truncate AFTER TRUNCATE ON car_counts
  FOR EACH STATEMENT EXECUTE FUNCTION car_totals_truncate();
--> statement-breakpoint
INSERT INTO car_totals (condition, price_band, n)
SELECT condition, price_band, sum(n)::int FROM car_counts GROUP BY 1, 2;
