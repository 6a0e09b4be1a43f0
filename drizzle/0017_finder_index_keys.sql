-- Issue 22: every filtered column of the finder's four covering indexes becomes a key column (they were
-- INCLUDE columns). PostgreSQL can check only key columns inside the B-tree (Index Cond); an INCLUDE
-- column is checked on each entry the scan returns (Filter), at several times the cost. Keyed, the
-- walk also stops early where a search names each column of a key's prefix: "a diesel automatic Toyota
-- SUV in Nigeria" walks just those cars, not every Toyota SUV. Each index keeps its lead (brand and
-- model; body type and brand; country and city; model year), then the columns most often named with it.
-- Same columns as before, so the same size and the same cost to writes; the sort columns stay INCLUDEd.
-- The migration rebuilds the four indexes in its transaction: at 1M cars ~5 s, writes to cars wait.
DROP INDEX IF EXISTS "cars_find_brand_idx";--> statement-breakpoint
CREATE INDEX "cars_find_brand_idx" ON "cars" ("status", "brand_id", "model_id", "fuel_type_id", "transmission_id", "body_type_id", "country_id", "city_id", "condition", "manuf_year", "kms_driven", "price") INCLUDE ("id", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_body_idx";--> statement-breakpoint
CREATE INDEX "cars_find_body_idx" ON "cars" ("status", "body_type_id", "brand_id", "fuel_type_id", "transmission_id", "country_id", "city_id", "model_id", "condition", "manuf_year", "kms_driven", "price") INCLUDE ("id", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_place_idx";--> statement-breakpoint
CREATE INDEX "cars_find_place_idx" ON "cars" ("status", "country_id", "city_id", "fuel_type_id", "transmission_id", "body_type_id", "brand_id", "model_id", "condition", "manuf_year", "kms_driven", "price") INCLUDE ("id", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_year_idx";--> statement-breakpoint
CREATE INDEX "cars_find_year_idx" ON "cars" ("status", "manuf_year", "kms_driven", "price", "fuel_type_id", "transmission_id", "body_type_id", "brand_id", "model_id", "country_id", "city_id", "condition") INCLUDE ("id", "published_at", "like_count", "view_count");
