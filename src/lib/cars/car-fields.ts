/**
 * The detail fields of a car as the Car Details tab and the comparison table show them (SPEC.md §2, §3),
 * in the spec's order. A field without a value is null: the page shows 'N/A' in its language.
 * Client-safe and pure.
 */
import type { CarDetail } from '../api/api-types.ts';
import { groupDigits } from '../i18n/group-digits.ts';
import type { Lang } from '../i18n/langs.ts';

export interface CarField {
  id: string;
  /** Translation key of the label. */
  label: string;
  /** The value as shown, or null when the car has none. */
  value: string | null;
}

type FieldSource = Pick<
  CarDetail,
  | 'VehManufYear'
  | 'BodyTypeName'
  | 'Engine_HorsePower'
  | 'VehKmsDriven'
  | 'TransmissionName'
  | 'SeatingCapacity'
  | 'Number_of_seates'
  | 'Vehicle_class'
  | 'Vehicle_type'
  | 'Color'
  | 'FuelTypeName'
>;

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const count = (value: number | null | undefined, lang: Lang) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? groupDigits(value, lang) : null;

/** The ten detail fields of SPEC.md §2 in order, with the translation key of each label. */
export const CAR_FIELD_LABELS = [
  { id: 'year', label: 'carDetail.field.year' },
  { id: 'bodyType', label: 'carDetail.field.bodyType' },
  { id: 'power', label: 'carDetail.field.power' },
  { id: 'kms', label: 'carDetail.field.kms' },
  { id: 'transmission', label: 'carDetail.field.transmission' },
  { id: 'seating', label: 'carDetail.field.seating' },
  { id: 'vehicleClass', label: 'carDetail.field.vehicleClass' },
  { id: 'vehicleType', label: 'carDetail.field.vehicleType' },
  { id: 'color', label: 'carDetail.field.color' },
  { id: 'fuel', label: 'carDetail.field.fuel' },
] as const;

export type CarFieldId = (typeof CAR_FIELD_LABELS)[number]['id'];

/**
 * The ten detail fields (Manufacture Year … Fuel Type) with their shown values.
 * @example carFields(car, 'fr')[3] // { id: 'kms', label: 'carDetail.field.kms', value: '94 545 km' }
 */
export function carFields(car: FieldSource, lang: Lang): CarField[] {
  const kms = typeof car.VehKmsDriven === 'number' && car.VehKmsDriven >= 0 ? car.VehKmsDriven : null;
  const values: Record<CarFieldId, string | null> = {
    year: car.VehManufYear > 0 ? String(car.VehManufYear) : null,
    bodyType: text(car.BodyTypeName),
    power: text(car.Engine_HorsePower),
    kms: kms === null ? null : `${groupDigits(kms, lang)}\u00a0km`,
    transmission: text(car.TransmissionName),
    seating: count(car.SeatingCapacity, lang) ?? count(car.Number_of_seates, lang),
    vehicleClass: text(car.Vehicle_class),
    vehicleType: text(car.Vehicle_type),
    color: text(car.Color),
    fuel: text(car.FuelTypeName),
  };
  return CAR_FIELD_LABELS.map(({ id, label }) => ({ id, label, value: values[id] }));
}

/**
 * The car's name as titles and messages use it.
 * @example carName({ MakerName: 'Toyota', ModelName: 'Corolla', VehManufYear: 2018 }) // 'Toyota Corolla 2018'
 */
export function carName(car: Pick<CarDetail, 'MakerName' | 'ModelName' | 'VehManufYear'>): string {
  return [car.MakerName, car.ModelName, car.VehManufYear > 0 ? String(car.VehManufYear) : '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
