/**
 * The reference lists of getMasters, one query per pair of SPEC.md §7.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { MASTER_PAIRS, MODELS_OF_BRAND, type MasterKind } from '../../lib/api/master-pairs.ts';
import { intlLocale, type Lang } from '../../lib/i18n/langs.ts';
import type { Db } from '../db/client.ts';
import type { AdItem, MastersList } from '../routes/masters/masters.schemas.ts';
import {
  adTexts,
  ads,
  bodyStyles,
  bodyTypes,
  brands,
  cities,
  contactInfo,
  countries,
  EQUIPMENT_KIND,
  equipment,
  fuelTypes,
  LANGS,
  models,
  transmissions,
} from '../db/schema.ts';

/** Which list a pair asks for, or null for a pair §7 does not know. */
export function masterKindOf(a: number, b: number): MasterKind | null {
  if (b === MODELS_OF_BRAND && a > 0) return 'models';
  for (const [kind, [pa, pb]] of Object.entries(MASTER_PAIRS)) {
    if (pa === a && pb === b) return kind as MasterKind;
  }
  return null;
}

function equipmentOf(db: Db, kind: number) {
  return db
    .select({ Id: equipment.id, EquipmentName: equipment.name })
    .from(equipment)
    .where(eq(equipment.kind, kind))
    .orderBy(asc(equipment.id));
}

/** The words of each ad, by ad id and language (ad_texts). */
async function adCopies(db: Db, ids: number[]): Promise<Map<number, AdItem['Copy']>> {
  const copies = new Map<number, AdItem['Copy']>();
  if (ids.length === 0) return copies;
  const rows = await db.select().from(adTexts).where(inArray(adTexts.adId, ids));
  for (const row of rows) {
    if (!isLang(row.lang)) continue;
    const copy = copies.get(row.adId) ?? {};
    copy[row.lang] = { Title: row.title, Text: row.text, LinkText: row.linkText, Link: row.link };
    copies.set(row.adId, copy);
  }
  return copies;
}

const isLang = (lang: string): lang is Lang => (LANGS as readonly string[]).includes(lang);

/** The list of a kind; null when the models' brand does not exist. */
export async function findMasters(db: Db, kind: MasterKind, brandId: number): Promise<MastersList | null> {
  switch (kind) {
    case 'ads': {
      const rows = await db
        .select({ Id: ads.id, Type: ads.type, URL: ads.fileName })
        .from(ads)
        .where(eq(ads.active, true))
        .orderBy(asc(ads.sortOrder), asc(ads.id));
      const copies = await adCopies(
        db,
        rows.map((row) => row.Id),
      );
      return rows.map((row) => ({ ...row, Type: row.Type === 'I' ? 'I' : 'V', Copy: copies.get(row.Id) ?? {} }));
    }
    case 'countries':
      return db.select({ Id: countries.id, CountryName: countries.name }).from(countries).orderBy(asc(countries.name));
    case 'contact':
      return db
        .select({
          String2: contactInfo.phone,
          String3: contactInfo.email,
          String4: contactInfo.address,
          Latitude: contactInfo.latitude,
          Longitude: contactInfo.longitude,
        })
        .from(contactInfo)
        .orderBy(asc(contactInfo.id))
        .limit(1);
    case 'brands':
      return db.select({ Id: brands.id, MakerName: brands.name }).from(brands).orderBy(asc(brands.name));
    case 'bodyStyles':
      return db
        .select({ Id: bodyStyles.id, BodyStyleName: bodyStyles.name })
        .from(bodyStyles)
        .orderBy(asc(bodyStyles.name));
    case 'bodyTypes':
      return db.select({ Id: bodyTypes.id, BodyTypeName: bodyTypes.name }).from(bodyTypes).orderBy(asc(bodyTypes.name));
    case 'standardEquipment':
      return equipmentOf(db, EQUIPMENT_KIND.standard);
    case 'optionalEquipment':
      return equipmentOf(db, EQUIPMENT_KIND.optional);
    case 'fuelTypes':
      return db.select({ Id: fuelTypes.id, FuelTypeName: fuelTypes.name }).from(fuelTypes).orderBy(asc(fuelTypes.name));
    case 'transmissions':
      return db
        .select({ Id: transmissions.id, TransmissionName: transmissions.name })
        .from(transmissions)
        .orderBy(asc(transmissions.name));
    case 'cities':
      return db
        .select({ Id: cities.id, CityName: cities.name, CountryId: cities.countryId })
        .from(cities)
        .orderBy(asc(cities.name));
    case 'models': {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
      if (!brand) return null;
      return db
        .select({ Id: models.id, ModelName: models.name })
        .from(models)
        .where(eq(models.brandId, brandId))
        .orderBy(asc(models.name));
    }
  }
}

/** The lists ordered by name, and their name field. */
const NAME_FIELD: Partial<Record<MasterKind, string>> = {
  countries: 'CountryName',
  bodyTypes: 'BodyTypeName',
  bodyStyles: 'BodyStyleName',
  fuelTypes: 'FuelTypeName',
  transmissions: 'TransmissionName',
  cities: 'CityName',
};

/**
 * A list ordered by name, put in the order of its names in `lang` (once translated, 'Berline' no longer
 * stands where 'Sedan' did); other lists, and English, as they are.
 */
export function sortedByName<T extends MastersList>(kind: MasterKind, lang: Lang, list: T): T {
  const field = NAME_FIELD[kind];
  if (!field || lang === 'en') return list;
  const collator = new Intl.Collator(intlLocale(lang));
  const nameOf = (row: object) => String((row as Record<string, unknown>)[field] ?? '');
  return [...list].sort((a, b) => collator.compare(nameOf(a), nameOf(b))) as T;
}
