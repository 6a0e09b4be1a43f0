import { describe, expect, it } from 'vitest';
import { sortedByName } from '../../../../src/server/masters/masters.query.ts';
import {
  englishSearch,
  localizeWith,
  REFERENCE_KINDS,
  toGlossary,
} from '../../../../src/server/masters/reference-names.ts';
import { REFERENCE_NAMES, referenceNameRows } from '../../../../src/server/seed/data/reference-names.ts';

const glossary = toGlossary(referenceNameRows());

describe('localizeWith', () => {
  const car = {
    Id: 1,
    MakerName: 'Toyota',
    ModelName: 'Corolla',
    BodyTypeName: 'Sedan',
    DealerCityName: 'Cotonou',
    DealerCountryName: 'Benin',
    FuelTypeName: 'Petrol',
    Color: 'White',
    Vehicle_type: 'Passenger car (FWD)',
    TransmissionName: null,
  };

  it('renames the reference fields, deep in the answer, and nothing else', () => {
    const answer = { rowCount: 1, carList: [car] };
    expect(localizeWith(answer, glossary, 'fr')).toEqual({
      rowCount: 1,
      carList: [
        {
          ...car,
          BodyTypeName: 'Berline',
          DealerCountryName: 'Bénin',
          FuelTypeName: 'Essence',
          Color: 'Blanc',
          Vehicle_type: 'Voiture particulière (traction)',
        },
      ],
    });
    expect(localizeWith([car], glossary, 'sp')[0]).toMatchObject({ DealerCityName: 'Cotonú', BodyTypeName: 'Sedán' });
  });

  it('leaves English, unknown values and a value of another kind as they are, and never changes its input', () => {
    const answer = { carList: [car] };
    expect(localizeWith(answer, glossary, 'en')).toBe(answer);
    const odd = { BodyTypeName: 'Hovercraft', CountryName: 'Sedan', ModelName: 'Van' };
    expect(localizeWith(odd, glossary, 'fr')).toEqual(odd);
    localizeWith(answer, glossary, 'fr');
    expect(answer.carList[0]?.BodyTypeName).toBe('Sedan');
  });
});

describe('the French and Spanish names', () => {
  it('cover every kind, with no empty name and no row twice', () => {
    const rows = referenceNameRows();
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(REFERENCE_KINDS));
    expect(rows.every((r) => r.name.trim() === r.name && r.name.length > 0)).toBe(true);
    expect(new Set(rows.map((r) => `${r.kind}|${r.en}|${r.lang}`)).size).toBe(rows.length);
    expect(Object.keys(REFERENCE_NAMES.equipment)).toHaveLength(45);
  });
});

describe('sortedByName', () => {
  it('orders name-ordered lists by their names in the language; equipment and English keep their order', () => {
    const bodies = [
      { Id: 1, BodyTypeName: 'Cupé' },
      { Id: 2, BodyTypeName: 'Sedán' },
      { Id: 3, BodyTypeName: 'Furgoneta' },
    ];
    expect(sortedByName('bodyTypes', 'sp', bodies).map((b) => b.Id)).toEqual([1, 3, 2]);
    expect(sortedByName('bodyTypes', 'en', bodies)).toBe(bodies);
    const countries = [
      { Id: 1, CountryName: 'Sénégal' },
      { Id: 2, CountryName: 'Bénin' },
      { Id: 3, CountryName: "Côte d'Ivoire" },
    ];
    expect(sortedByName('countries', 'fr', countries).map((c) => c.CountryName)).toEqual([
      'Bénin',
      "Côte d'Ivoire",
      'Sénégal',
    ]);
    const equipment = [
      { Id: 1, EquipmentName: 'Vitres' },
      { Id: 2, EquipmentName: 'ABS' },
    ];
    expect(sortedByName('standardEquipment', 'fr', equipment)).toBe(equipment);
  });
});

describe('englishSearch', () => {
  it('puts French and Spanish body types, cities and countries back into English, whole words only', () => {
    expect(englishSearch('berline cotonu', glossary)).toBe('sedan cotonou');
    expect(englishSearch('furgoneta costa de marfil 2018', glossary)).toBe('van cote d ivoire 2018');
    expect(englishSearch('toyota ciudad de benin', glossary)).toBe('toyota benin city');
    expect(englishSearch('toyota corolla benin', glossary)).toBe('toyota corolla benin');
    expect(englishSearch('berlines breakfast', glossary)).toBe('berlines breakfast');
    expect(englishSearch('essence', glossary)).toBe('essence');
    // A catalogue whose own names hold the word (stored in French) searches it as typed.
    expect(englishSearch('berline cotonu', glossary, (word) => word === 'berline')).toBe('berline cotonou');
    expect(englishSearch('costa de marfil', glossary, (word) => ['costa', 'marfil'].includes(word))).toBe(
      'costa de marfil',
    );
  });
});
