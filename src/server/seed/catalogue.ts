/**
 * The seed's master data with fixed ids (position in the data files, from 1), in the shape the
 * car generator needs. Pure: no database, so the generator and its tests run without one.
 */
import {
  BODY_STYLES,
  BODY_TYPES,
  FUEL_TYPES,
  OPTIONAL_EQUIPMENT,
  STANDARD_EQUIPMENT,
  TRANSMISSIONS,
  type BodyTypeRow,
} from './data/masters.ts';
import { IMPORTERS } from './data/importers.ts';
import { COUNTRIES } from './data/places.ts';
import { BRANDS, FIRST_YEAR, LAST_YEAR, type FuelFlag } from './data/vehicles.ts';

export interface ModelInfo {
  id: number;
  name: string;
  bodyTypeId: number;
  body: BodyTypeRow;
  /** Price new, millions of CFA francs. */
  price: number;
  firstYear: number;
  lastYear: number;
  fuel: FuelFlag;
  weight: number;
}

export interface BrandInfo {
  id: number;
  name: string;
  wmi: string;
  weight: number;
  models: ModelInfo[];
}

export interface CityInfo {
  id: number;
  countryId: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface CountryInfo {
  id: number;
  name: string;
  iso2: string;
  dialCode: string;
}

export interface ImporterInfo {
  id: number;
  index: number;
  city: CityInfo;
  country: CountryInfo;
  weight: number;
}

export interface Catalogue {
  brands: BrandInfo[];
  bodyTypes: (BodyTypeRow & { id: number })[];
  bodyStyles: { id: number; name: string }[];
  fuelTypes: { id: number; name: string }[];
  transmissions: { id: number; name: string }[];
  equipment: { id: number; kind: 10 | 20; name: string }[];
  countries: CountryInfo[];
  cities: CityInfo[];
  importers: ImporterInfo[];
  idOf: {
    bodyStyle: Map<string, number>;
    fuel: Map<string, number>;
    transmission: Map<string, number>;
  };
  standardIds: number[];
  optionalIds: number[];
}

const withIds = <T>(items: readonly T[]) => items.map((item, i) => ({ id: i + 1, item }));

export function buildCatalogue(): Catalogue {
  const bodyTypes = BODY_TYPES.map((b, i) => ({ ...(b as BodyTypeRow), id: i + 1 }));
  const bodyTypeByName = new Map(bodyTypes.map((b) => [b.name, b]));
  let modelId = 0;
  const brands = BRANDS.map((brand, i): BrandInfo => ({
    id: i + 1,
    name: brand.name,
    wmi: brand.wmi,
    weight: brand.weight,
    models: brand.models.map(([name, bodyName, price, first, last, fuel], position): ModelInfo => {
      const body = bodyTypeByName.get(bodyName)!;
      return {
        id: ++modelId,
        name,
        bodyTypeId: body.id,
        body,
        price,
        firstYear: Math.max(FIRST_YEAR, first ?? FIRST_YEAR),
        lastYear: Math.min(LAST_YEAR, last ?? LAST_YEAR),
        fuel: fuel ?? '',
        // The best sellers come first in each brand's list.
        weight: Math.max(0.3, 1.6 - 0.1 * position),
      };
    }),
  }));
  const countries = COUNTRIES.map((c, i): CountryInfo => ({
    id: i + 1,
    name: c.name,
    iso2: c.iso2,
    dialCode: c.dialCode,
  }));
  const cities: CityInfo[] = [];
  COUNTRIES.forEach((c, i) => {
    for (const [name, latitude, longitude] of c.cities)
      cities.push({ id: cities.length + 1, countryId: i + 1, name, latitude, longitude });
  });
  const importers = IMPORTERS.map((row, index): ImporterInfo => {
    const city = cities.find((c) => c.name === row.city);
    if (!city) throw new Error(`Importer ${row.business}: unknown city ${row.city}`);
    return { id: index + 1, index, city, country: countries[city.countryId - 1]!, weight: row.size };
  });
  const bodyStyles = withIds(BODY_STYLES).map(({ id, item }) => ({ id, name: item }));
  const fuelTypes = withIds(FUEL_TYPES).map(({ id, item }) => ({ id, name: item }));
  const transmissions = withIds(TRANSMISSIONS).map(({ id, item }) => ({ id, name: item }));
  const equipment = [
    ...STANDARD_EQUIPMENT.map((name) => ({ kind: 10 as const, name })),
    ...OPTIONAL_EQUIPMENT.map((name) => ({ kind: 20 as const, name })),
  ].map((e, i) => ({ id: i + 1, ...e }));
  return {
    brands,
    bodyTypes,
    bodyStyles,
    fuelTypes,
    transmissions,
    equipment,
    countries,
    cities,
    importers,
    idOf: {
      bodyStyle: new Map(bodyStyles.map((s) => [s.name, s.id])),
      fuel: new Map(fuelTypes.map((s) => [s.name, s.id])),
      transmission: new Map(transmissions.map((s) => [s.name, s.id])),
    },
    standardIds: equipment.filter((e) => e.kind === 10).map((e) => e.id),
    optionalIds: equipment.filter((e) => e.kind === 20).map((e) => e.id),
  };
}
