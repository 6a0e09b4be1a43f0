/**
 * Issue 23: the My cars form's values (strings, as inputs hold them), their checks against the bounds the
 * API uses (src/lib/validation/car-bounds.ts) and the body they become. Pure, so unit-tested.
 */
import type { CarFormBody, OwnCar } from '../../lib/api/api-types.ts';
import { CAR_BOUNDS } from '../../lib/validation/car-bounds.ts';

export interface CarFormValues {
  MakerId: string;
  ModelId: string;
  VehManufYear: string;
  Price: string;
  VehKmsDriven: string;
  FuelTypeId: string;
  TransmissionId: string;
  BodyTypeId: string;
  Color: string;
  Condition: string;
  CityId: string;
  VinNum: string;
  Number_of_seates: string;
  Standard_equipment: number[];
  Optional_equipment: number[];
  Photos: string[];
}

export type CarField = Exclude<keyof CarFormValues, 'Standard_equipment' | 'Optional_equipment'>;

export const EMPTY_CAR_FORM: CarFormValues = {
  MakerId: '',
  ModelId: '',
  VehManufYear: '',
  Price: '',
  VehKmsDriven: '',
  FuelTypeId: '',
  TransmissionId: '',
  BodyTypeId: '',
  Color: '',
  Condition: '0',
  CityId: '',
  VinNum: '',
  Number_of_seates: '',
  Standard_equipment: [],
  Optional_equipment: [],
  Photos: [],
};

/** The form's values of a stored car. */
export function valuesOf(car: OwnCar): CarFormValues {
  const text = (v: number | string | null) => (v === null ? '' : String(v));
  return {
    MakerId: text(car.MakerId),
    ModelId: text(car.ModelId),
    VehManufYear: text(car.VehManufYear),
    Price: text(car.Price),
    VehKmsDriven: text(car.VehKmsDriven),
    FuelTypeId: text(car.FuelTypeId),
    TransmissionId: text(car.TransmissionId),
    BodyTypeId: text(car.BodyTypeId),
    Color: car.Color ?? '',
    Condition: String(car.Condition),
    CityId: text(car.CityId),
    VinNum: car.VinNum,
    Number_of_seates: text(car.Number_of_seates),
    Standard_equipment: car.Standard_equipment,
    Optional_equipment: car.Optional_equipment,
    Photos: car.Photos,
  };
}

/** Digits only (spaces and separators typed in a price are dropped). */
export const digitsOf = (value: string) => value.replace(/[^\d]/g, '');

/**
 * True when a typed amount is digits with the separators people group them with (spaces, dots, commas,
 * apostrophes): "-5", "5e6" or "12 km" are not amounts, and dropping their other characters would save
 * something else than what was typed.
 */
export const isWholeAmount = (value: string) => /^[\d\s.,'\u00a0\u202f]*\d[\d\s.,'\u00a0\u202f]*$/.test(value.trim());

/** The message key of a price as typed (the form's and the card's new price); null when it may be sent. */
export function checkPrice(typed: string): string | null {
  const digits = digitsOf(typed);
  if (!typed.trim()) return 'myCars.error.required';
  if (!isWholeAmount(typed)) return 'myCars.error.price';
  const price = Number(digits);
  return price < CAR_BOUNDS.priceMin || price > CAR_BOUNDS.priceMax ? 'myCars.error.price' : null;
}

/** Message keys (myCars.error.*) per field; empty when the form may be sent. */
export function checkCarForm(values: CarFormValues, now = new Date()): Partial<Record<CarField, string>> {
  const errors: Partial<Record<CarField, string>> = {};
  const required: CarField[] = ['MakerId', 'ModelId', 'BodyTypeId', 'FuelTypeId', 'TransmissionId', 'CityId'];
  for (const field of required) if (!values[field]) errors[field] = 'myCars.error.choose';
  const year = Number(values.VehManufYear);
  if (!values.VehManufYear) errors.VehManufYear = 'myCars.error.required';
  else if (!Number.isInteger(year) || year < CAR_BOUNDS.yearMin || year > CAR_BOUNDS.yearMax(now))
    errors.VehManufYear = 'myCars.error.year';
  const price = checkPrice(values.Price);
  if (price) errors.Price = price;
  const kms = digitsOf(values.VehKmsDriven);
  if (!values.VehKmsDriven.trim()) errors.VehKmsDriven = 'myCars.error.required';
  else if (!isWholeAmount(values.VehKmsDriven) || Number(kms) > CAR_BOUNDS.kmsMax)
    errors.VehKmsDriven = 'myCars.error.kms';
  const vin = values.VinNum.trim().toUpperCase();
  if (!vin) errors.VinNum = 'myCars.error.required';
  else if (!CAR_BOUNDS.vinPattern.test(vin)) errors.VinNum = 'myCars.error.vin';
  const seats = values.Number_of_seates.trim();
  if (seats && !(Number.isInteger(Number(seats)) && Number(seats) >= 1 && Number(seats) <= CAR_BOUNDS.seatsMax))
    errors.Number_of_seates = 'myCars.error.seats';
  if (values.Photos.length > CAR_BOUNDS.photosMax) errors.Photos = 'myCars.error.photos';
  return errors;
}

/** The addCar/editCar body of checked values. */
export function bodyOf(values: CarFormValues, publish = true): CarFormBody {
  return {
    MakerId: Number(values.MakerId),
    ModelId: Number(values.ModelId),
    BodyTypeId: Number(values.BodyTypeId),
    FuelTypeId: Number(values.FuelTypeId),
    TransmissionId: Number(values.TransmissionId),
    CityId: Number(values.CityId),
    VinNum: values.VinNum.trim().toUpperCase(),
    VehManufYear: Number(values.VehManufYear),
    VehKmsDriven: Number(digitsOf(values.VehKmsDriven)),
    Price: Number(digitsOf(values.Price)),
    Condition: values.Condition === '1' ? 1 : 0,
    Color: values.Color.trim() || null,
    Number_of_seates: values.Number_of_seates.trim() ? Number(values.Number_of_seates) : null,
    Standard_equipment: values.Standard_equipment,
    Optional_equipment: values.Optional_equipment,
    Photos: values.Photos,
    Publish: publish,
  };
}
