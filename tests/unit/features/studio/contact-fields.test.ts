import { describe, expect, it } from 'vitest';
import { contactErrors, parseCoordinate } from '../../../../src/features/studio/contact-fields.ts';

const good = {
  phone: '+229 21 00 00 00',
  email: 'contact@example.com',
  address: 'Cotonou',
  latitude: 6.36,
  longitude: 2.41,
};

describe('contact fields', () => {
  it('accepts a complete contact, with or without coordinates', () => {
    expect(contactErrors(good)).toEqual({});
    expect(contactErrors({ ...good, latitude: null, longitude: null })).toEqual({});
  });

  it('names each field that cannot be saved', () => {
    expect(
      contactErrors({ phone: ' ', email: 'nope', address: 'x'.repeat(301), latitude: 91, longitude: Number.NaN }),
    ).toEqual({
      phone: 'studio.contact.required',
      email: 'studio.contact.badEmail',
      address: 'studio.contact.tooLong',
      latitude: 'studio.contact.badCoordinate',
      longitude: 'studio.contact.badCoordinate',
    });
  });

  it('reads typed coordinates, a decimal comma included', () => {
    expect(parseCoordinate(' 6,3654 ')).toBe(6.3654);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('abc')).toBeNaN();
  });
});
