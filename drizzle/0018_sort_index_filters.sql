-- Issue 22: the three sort indexes (price, latest, popular) end with every column a car list filters on,
-- after id, so their order is unchanged. A sorted, filtered page used to walk one of them and fetch each
-- car from the table to test its filters: "diesel pickups in Ghana or Côte d'Ivoire, dearest first" at
-- 1M cars fetched ~10,000 cars for its 10 (13 ms by EXPLAIN), and a far page of "2018 or newer, under
-- 50,000 km, automatic, newest first" ~68,000 (100 ms). Now the walk stays in the index and each filter
-- is checked inside the B-tree (0.4 and 8 ms). cars_status_id_idx (no sort) stays narrow: a filtered
-- page without a sort is answered by the finder's indexes, and the unfiltered far pages walk it whole.
-- The indexes grow ~2.3x (latest 38 -> 82 MB at 1M cars); the migration rebuilds them in its
-- transaction (~6 s each at 1M cars: writes to cars wait).
DROP INDEX "cars_price_idx";--> statement-breakpoint
DROP INDEX "cars_latest_idx";--> statement-breakpoint
DROP INDEX "cars_popular_idx";--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("status","price","id","brand_id","model_id","body_type_id","country_id","city_id","fuel_type_id","transmission_id","condition","manuf_year","kms_driven");--> statement-breakpoint
CREATE INDEX "cars_latest_idx" ON "cars" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","brand_id","model_id","body_type_id","country_id","city_id","fuel_type_id","transmission_id","condition","manuf_year","kms_driven");--> statement-breakpoint
CREATE INDEX "cars_popular_idx" ON "cars" USING btree ("status","like_count" DESC NULLS LAST,"view_count" DESC NULLS LAST,"id","price","brand_id","model_id","body_type_id","country_id","city_id","fuel_type_id","transmission_id","condition","manuf_year","kms_driven");