/**
 * The reference lists of getMasters, one query per pair of SPEC.md §7.
 */
import { asc, eq } from 'drizzle-orm';
import { MASTER_PAIRS, MODELS_OF_BRAND, type MasterKind } from '../../lib/api/master-pairs.ts';
import type { Db } from '../db/client.ts';
import type { MastersList } from '../routes/masters/masters.schemas.ts';
import {
  ads,
  bodyStyles,
  bodyTypes,
  brands,
  contactInfo,
  countries,
  EQUIPMENT_KIND,
  equipment,
  models,
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

/** The list of a kind; null when the models' brand does not exist. */
export async function findMasters(db: Db, kind: MasterKind, brandId: number): Promise<MastersList | null> {
  switch (kind) {
    case 'ads': {
      const rows = await db
        .select({ Id: ads.id, Type: ads.type, URL: ads.fileName })
        .from(ads)
        .where(eq(ads.active, true))
        .orderBy(asc(ads.sortOrder), asc(ads.id));
      return rows.map((row) => ({ ...row, Type: row.Type === 'I' ? 'I' : 'V' }));
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
