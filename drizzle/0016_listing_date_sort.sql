-- "Latest" (sort 25) and the finder's "newest first" order by the listing date, published_at, which an
-- importer's publish or republish sets (a draft published today is today's newest car), not created_at.
-- Every published car has one: 0011 filled it for the cars of its day, and only a publish makes a car
-- published since. The latest index and the finder's four covering indexes carry published_at instead
-- of created_at, so the order is still read from the index.
UPDATE "cars" SET "published_at" = "created_at" WHERE "status" = 1 AND "published_at" IS NULL;--> statement-breakpoint
DROP INDEX "cars_latest_idx";--> statement-breakpoint
CREATE INDEX "cars_latest_idx" ON "cars" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_brand_idx";--> statement-breakpoint
CREATE INDEX "cars_find_brand_idx" ON "cars" ("status", "brand_id", "model_id") INCLUDE ("id", "body_type_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_body_idx";--> statement-breakpoint
CREATE INDEX "cars_find_body_idx" ON "cars" ("status", "body_type_id", "brand_id") INCLUDE ("id", "model_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_place_idx";--> statement-breakpoint
CREATE INDEX "cars_find_place_idx" ON "cars" ("status", "country_id", "city_id") INCLUDE ("id", "brand_id", "model_id", "body_type_id", "condition", "price", "fuel_type_id", "transmission_id", "manuf_year", "kms_driven", "published_at", "like_count", "view_count");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_find_year_idx";--> statement-breakpoint
CREATE INDEX "cars_find_year_idx" ON "cars" ("status", "manuf_year") INCLUDE ("id", "brand_id", "model_id", "body_type_id", "country_id", "city_id", "condition", "price", "fuel_type_id", "transmission_id", "kms_driven", "published_at", "like_count", "view_count");
