-- Issue 22: the finder's body-type index also keyed by brand. "A Toyota SUV …" walked every published
-- SUV (18,239 of 100,000 cars) to keep the Toyotas among them inside the index; keyed by brand after
-- body type, the walk starts and stops at the Toyota SUVs (8,225). A body type alone still reads the
-- index's first keys, as before. Same covering columns as drizzle/0010_finder_indexes.sql.
DROP INDEX IF EXISTS "cars_find_body_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_find_body_idx" ON "cars" ("status", "body_type_id", "brand_id") INCLUDE ("id", "model_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "created_at", "like_count", "view_count");
