-- Issue 22 (the finder): four covering indexes, so any combination of filters is read from one index
-- alone (an index-only scan: the count and the page's ids never visit the cars rows). Each leads with
-- status and one of the usual narrowings (brand and model; body type; country and city; model year) and
-- carries every filtered and sorted column, so the other filters are checked inside the index.
-- Drizzle cannot write INCLUDE, so they live here and not in schema.ts.
CREATE INDEX IF NOT EXISTS "cars_find_brand_idx" ON "cars" ("status", "brand_id", "model_id") INCLUDE ("id", "body_type_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "created_at", "like_count", "view_count");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_find_body_idx" ON "cars" ("status", "body_type_id") INCLUDE ("id", "brand_id", "model_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "created_at", "like_count", "view_count");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_find_place_idx" ON "cars" ("status", "country_id", "city_id") INCLUDE ("id", "brand_id", "model_id", "body_type_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "created_at", "like_count", "view_count");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_find_year_idx" ON "cars" ("status", "manuf_year") INCLUDE ("id", "brand_id", "model_id", "body_type_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "kms_driven", "created_at", "like_count", "view_count");
