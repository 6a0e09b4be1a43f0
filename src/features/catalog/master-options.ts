/**
 * The reference lists the pickers and dropdowns offer (getMasters: brands, body types, countries, a
 * brand's models) as { id, name } options, fetched once per page and shared by every picker.
 */
import { getMasters } from '../../lib/api/masters.ts';

export interface Option {
  id: number;
  name: string;
}

export type OptionKind = 'brand' | 'bodyType' | 'country' | 'model' | 'fuel' | 'gearbox' | 'city';

const cache = new Map<string, Promise<Option[]>>();

let allCities: Promise<Array<Option & { countryId: number }>> | null = null;

/** Every city with its country (one call, getMasters 0/220; the sheet groups them under the chosen countries). */
function loadAllCities(): Promise<Array<Option & { countryId: number }>> {
  allCities ??= getMasters('cities').then((items) =>
    items.map((i) => ({ id: i.Id, name: i.CityName, countryId: (i as { CountryId?: number }).CountryId ?? 0 })),
  );
  allCities.catch(() => (allCities = null));
  return allCities;
}

function fetchOptions(kind: OptionKind, parentId: number | null): Promise<Option[]> {
  switch (kind) {
    case 'brand':
      return getMasters('brands').then((items) => items.map((i) => ({ id: i.Id, name: i.MakerName })));
    case 'bodyType':
      return getMasters('bodyTypes').then((items) => items.map((i) => ({ id: i.Id, name: i.BodyTypeName })));
    case 'country':
      return getMasters('countries').then((items) => items.map((i) => ({ id: i.Id, name: i.CountryName })));
    case 'model':
      return getMasters('models', parentId ?? 0).then((items) => items.map((i) => ({ id: i.Id, name: i.ModelName })));
    case 'fuel':
      return getMasters('fuelTypes').then((items) => items.map((i) => ({ id: i.Id, name: i.FuelTypeName })));
    case 'gearbox':
      return getMasters('transmissions').then((items) => items.map((i) => ({ id: i.Id, name: i.TransmissionName })));
    case 'city':
      return loadAllCities().then((cities) => cities.filter((c) => c.countryId === parentId));
  }
}

/**
 * The options of a list (models need their brand, cities their country: the id is passed as `brandId`);
 * a failed fetch is forgotten so the next call retries.
 * @example const brands = await loadOptions('brand');
 */
export function loadOptions(kind: OptionKind, brandId: number | null = null): Promise<Option[]> {
  const key = `${kind}:${kind === 'model' || kind === 'city' ? brandId : ''}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchOptions(kind, brandId);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Names of the chosen ids, in the list's order. */
export function namesOf(options: readonly Option[], ids: readonly number[]): string[] {
  return options.filter((o) => ids.includes(o.id)).map((o) => o.name);
}
