import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  checkCarForm,
  checkPrice,
  EMPTY_CAR_FORM,
  type CarFormValues,
} from '../../../../src/features/my-cars/car-form-rules.ts';

const filled: CarFormValues = {
  ...EMPTY_CAR_FORM,
  MakerId: '3',
  ModelId: '17',
  VehManufYear: '2016',
  Price: '6 500 000',
  VehKmsDriven: '84,000',
  FuelTypeId: '1',
  TransmissionId: '2',
  BodyTypeId: '4',
  CityId: '5',
  VinNum: ' jtdbr32e530012345 ',
};
const now = new Date('2026-11-26T12:00:00Z');

describe('the My cars form rules', () => {
  it('names every missing choice and value', () => {
    expect(checkCarForm(EMPTY_CAR_FORM, now)).toEqual({
      MakerId: 'myCars.error.choose',
      ModelId: 'myCars.error.choose',
      BodyTypeId: 'myCars.error.choose',
      FuelTypeId: 'myCars.error.choose',
      TransmissionId: 'myCars.error.choose',
      CityId: 'myCars.error.choose',
      VehManufYear: 'myCars.error.required',
      Price: 'myCars.error.required',
      VehKmsDriven: 'myCars.error.required',
      VinNum: 'myCars.error.required',
    });
  });

  it('checks the bounds the API uses', () => {
    expect(checkCarForm({ ...filled, VehManufYear: '2028' }, now)).toEqual({ VehManufYear: 'myCars.error.year' });
    expect(checkCarForm({ ...filled, VehManufYear: '2027' }, now)).toEqual({});
    expect(checkCarForm({ ...filled, Price: '99 999' }, now)).toEqual({ Price: 'myCars.error.price' });
    expect(checkCarForm({ ...filled, VehKmsDriven: '-5' }, now)).toEqual({ VehKmsDriven: 'myCars.error.kms' });
    expect(checkCarForm({ ...filled, VehKmsDriven: '0' }, now)).toEqual({});
    expect(checkCarForm({ ...filled, VinNum: 'AB-12' }, now)).toEqual({ VinNum: 'myCars.error.vin' });
    expect(checkCarForm({ ...filled, Number_of_seates: '0' }, now)).toEqual({ Number_of_seates: 'myCars.error.seats' });
    const photos = Array.from({ length: 21 }, (_, i) => `${String(i).padStart(32, 'a')}.webp`);
    expect(checkCarForm({ ...filled, Photos: photos }, now)).toEqual({ Photos: 'myCars.error.photos' });
  });

  it('checks a new price as typed on a card', () => {
    expect(checkPrice('')).toBe('myCars.error.required');
    expect(checkPrice('0')).toBe('myCars.error.price');
    expect(checkPrice('50 000')).toBe('myCars.error.price');
    expect(checkPrice('2 000 000 001')).toBe('myCars.error.price');
    expect(checkPrice('3.900.000')).toBeNull();
    expect(checkPrice('-5000000')).toBe('myCars.error.price');
    expect(checkPrice('5e6')).toBe('myCars.error.price');
    expect(checkPrice('  ')).toBe('myCars.error.required');
  });

  it('sends numbers, the VIN in capitals, and separators dropped', () => {
    expect(bodyOf(filled, false)).toMatchObject({
      MakerId: 3,
      Price: 6_500_000,
      VehKmsDriven: 84_000,
      VinNum: 'JTDBR32E530012345',
      Color: null,
      Number_of_seates: null,
      Publish: false,
    });
  });
});
