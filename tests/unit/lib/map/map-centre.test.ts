import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE, geocodeUrl, parseGeocode, storedCentre } from '../../../../src/lib/map/map-centre.ts';

describe('map centre of the contact page', () => {
  it('uses stored coordinates only when both are real', () => {
    expect(storedCentre(6.37, 2.39)).toEqual({ lat: 6.37, lng: 2.39 });
    expect(storedCentre(null, 2.39)).toBeNull();
    expect(storedCentre(0, 0)).toBeNull();
    expect(storedCentre(95, 2)).toBeNull();
    expect(storedCentre(Number.NaN, 2)).toBeNull();
  });

  it("reads Nominatim's answer and the spec's results[0].geometry.location", () => {
    expect(parseGeocode([{ lat: '6.3654', lon: '2.4183' }])).toEqual({ lat: 6.3654, lng: 2.4183 });
    expect(parseGeocode({ results: [{ geometry: { location: { lat: 5.6, lng: -0.19 } } }] })).toEqual({
      lat: 5.6,
      lng: -0.19,
    });
  });

  it('gives null for empty or odd answers (the map then uses the default centre)', () => {
    for (const answer of [[], {}, null, 'x', [{ lat: 'a', lon: 'b' }], { results: [] }]) {
      expect(parseGeocode(answer)).toBeNull();
    }
    expect(DEFAULT_CENTRE.lat).toBeCloseTo(6.37, 1);
  });

  it('builds the geocoder query', () => {
    expect(geocodeUrl('https://nominatim.openstreetmap.org/search', 'Rue 12, Cotonou')).toBe(
      'https://nominatim.openstreetmap.org/search?format=json&limit=1&q=Rue+12%2C+Cotonou',
    );
    expect(geocodeUrl('/geocode', 'Lomé')).toBe('/geocode?format=json&limit=1&q=Lom%C3%A9');
  });
});
