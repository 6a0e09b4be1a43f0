/**
 * Where the contact page's map is centred (SPEC.md §2, §9): stored coordinates win, then the geocoded
 * address, then the default centre (Cotonou). Pure, unit-tested.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Default centre: Cotonou, Benin. */
export const DEFAULT_CENTRE: LatLng = { lat: 6.3654, lng: 2.4183 };
export const MAP_ZOOM = 15;
/** The importer map's centre when the importer has no coordinates (SPEC.md §9: "else 0,0"). */
export const NO_LOCATION_CENTRE: LatLng = { lat: 0, lng: 0 };

function valid(lat: unknown, lng: unknown): LatLng | null {
  const la = typeof lat === 'string' ? Number.parseFloat(lat) : lat;
  const lo = typeof lng === 'string' ? Number.parseFloat(lng) : lng;
  if (typeof la !== 'number' || typeof lo !== 'number' || !Number.isFinite(la) || !Number.isFinite(lo)) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180 || (la === 0 && lo === 0)) return null;
  return { lat: la, lng: lo };
}

/** Stored coordinates, when both are usable (0,0 counts as "not set"). */
export function storedCentre(lat: number | null | undefined, lng: number | null | undefined): LatLng | null {
  return valid(lat, lng);
}

/**
 * The search URL of a geocoder for an address (Nominatim's parameters; others ignore the extras).
 * @example geocodeUrl('https://nominatim.openstreetmap.org/search', 'Cotonou') // '…/search?format=json&limit=1&q=Cotonou'
 */
export function geocodeUrl(base: string, address: string): string {
  const url = new URL(base, 'http://placeholder.invalid');
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  url.searchParams.set('q', address);
  return url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.href;
}

/** First result of a geocoder answer: Nominatim's [{ lat, lon }] or the spec's results[0].geometry.location. */
export function parseGeocode(json: unknown): LatLng | null {
  if (Array.isArray(json)) {
    const first = json[0] as { lat?: unknown; lon?: unknown } | undefined;
    return first ? valid(first.lat, first.lon) : null;
  }
  const results = (json as { results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[] } | null)
    ?.results;
  const location = results?.[0]?.geometry?.location;
  return location ? valid(location.lat, location.lng) : null;
}
