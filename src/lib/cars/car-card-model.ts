/**
 * What a car card shows, in one shape for every list that draws cards (home grid, recommended, car
 * list; the wish list and the importer's cars map their items to it too), and the text rules of
 * SPEC.md §3: 'N/A' for missing text, thumbnail URL media base + photo/thumb/ + file, placeholder when none.
 */
import type { CarListItem } from '../api/api-types.ts';
import { mediaUrl } from '../media-url.ts';

export interface CarCardModel {
  id: number;
  maker: string | null;
  model: string | null;
  bodyType: string | null;
  year: number | null;
  city?: string | null;
  country?: string | null;
  fuelType?: string | null;
  /** Main picture file name (thumbnail), null when the car has none. */
  imageFile: string | null;
  liked: boolean;
  /** When it was put on sale (ISO 8601); absent on lists that do not say. */
  listedAt?: string | null;
  /** How many pictures it has; absent on lists that do not say. */
  photoCount?: number | null;
  /** Issue 23: the importer is verified, and the day its papers were checked. */
  verified?: boolean;
  verifiedOn?: string | null;
}

/** Size of the car thumbnails the server makes (3:2), for width/height so nothing shifts. */
export const CAR_THUMB_SIZE = { width: 480, height: 320 } as const;

/** The card of a getAllCar / carSearchText / getRecommendedCar item. */
export function cardFromListItem(item: CarListItem): CarCardModel {
  return {
    id: item.Id,
    maker: item.MakerName,
    model: item.ModelName,
    bodyType: item.BodyTypeName,
    year: item.VehManufYear,
    city: item.DealerCityName,
    country: item.DealerCountryName,
    fuelType: item.FuelTypeName,
    imageFile: item.Main_Image_Url,
    liked: item.IsLiked,
    listedAt: item.ListedAt,
    photoCount: item.PhotoCount,
    verified: item.IsVerified,
    verifiedOn: item.VerifiedOn,
  };
}

/**
 * The text, or `na` ('N/A') when it is missing or blank.
 * @example textOrNA('  ', 'N/A') // 'N/A'
 */
export function textOrNA(value: string | number | null | undefined, na: string): string {
  if (value === null || value === undefined) return na;
  const text = String(value).trim();
  return text === '' || text === '0' ? na : text;
}

/** City and country ('Cotonou, Benin'); 'N/A' when both are missing. */
export function carPlace(car: CarCardModel, na: string): string {
  const parts = [car.city, car.country].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : na;
}

/** Maker and model, for accessible names ('Toyota Corolla'). */
export function carName(car: CarCardModel, na: string): string {
  return `${textOrNA(car.maker, na)} ${textOrNA(car.model, na)}`;
}

/** The thumbnail URL of a car (SPEC.md §3), or the placeholder. */
export function carThumbUrl(file: string | null | undefined): string {
  return mediaUrl('photo', file, { thumb: true });
}
