import { describe, expect, it } from 'vitest';
import { carFields, carName } from '../../../../src/lib/cars/car-fields.ts';

const car = {
  VehManufYear: 2018,
  BodyTypeName: 'Crossover',
  Engine_HorsePower: '105@6400',
  VehKmsDriven: 94545,
  TransmissionName: 'Manual',
  SeatingCapacity: 5,
  Number_of_seates: 7,
  Vehicle_class: 'Compact',
  Vehicle_type: 'Passenger car (FWD)',
  Color: 'White',
  FuelTypeName: 'Petrol',
};

describe('car detail fields', () => {
  it('lists the ten fields of the spec in order', () => {
    expect(carFields(car, 'en').map((f) => [f.label, f.value])).toEqual([
      ['carDetail.field.year', '2018'],
      ['carDetail.field.bodyType', 'Crossover'],
      ['carDetail.field.power', '105@6400'],
      ['carDetail.field.kms', '94,545\u00a0km'],
      ['carDetail.field.transmission', 'Manual'],
      ['carDetail.field.seating', '5'],
      ['carDetail.field.vehicleClass', 'Compact'],
      ['carDetail.field.vehicleType', 'Passenger car (FWD)'],
      ['carDetail.field.color', 'White'],
      ['carDetail.field.fuel', 'Petrol'],
    ]);
  });

  it('gives null (shown as N/A) for missing values and falls back to Number_of_seates', () => {
    const fields = carFields(
      {
        ...car,
        BodyTypeName: null,
        Engine_HorsePower: ' ',
        VehKmsDriven: null,
        SeatingCapacity: null,
        Color: null,
        FuelTypeName: '',
      },
      'fr',
    );
    const value = (id: string) => fields.find((f) => f.id === id)?.value;
    expect(value('bodyType')).toBeNull();
    expect(value('power')).toBeNull();
    expect(value('kms')).toBeNull();
    expect(value('seating')).toBe('7');
    expect(value('color')).toBeNull();
    expect(value('fuel')).toBeNull();
  });

  it('writes kilometres the way each language groups digits', () => {
    expect(carFields(car, 'fr').find((f) => f.id === 'kms')?.value).toBe('94\u202f545\u00a0km');
  });

  it('names the car with maker, model and year', () => {
    expect(carName({ MakerName: 'Toyota', ModelName: 'Corolla', VehManufYear: 2018 })).toBe('Toyota Corolla 2018');
    expect(carName({ MakerName: 'Toyota', ModelName: ' ', VehManufYear: 0 })).toBe('Toyota');
  });
});
