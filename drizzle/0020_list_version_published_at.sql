-- Issue 22: car_list_version (0019) also moves when a car's listing date changes (a republish without a
-- status change): the "newest first" order reads it, and a far page's place in that order is kept while
-- the number stands (src/server/cars/page-anchors.ts).
DROP TRIGGER IF EXISTS car_list_version_on_update ON cars;
--> statement-breakpoint
CREATE TRIGGER car_list_version_on_update AFTER UPDATE OF status, importer_id, brand_id, model_id, body_type_id,
  country_id, city_id, condition, price, fuel_type_id, transmission_id, manuf_year, kms_driven, published_at ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION car_list_version_move();
