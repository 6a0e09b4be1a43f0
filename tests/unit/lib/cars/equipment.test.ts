import { describe, expect, it } from 'vitest';
import {
  COMPARE_EXCLUDED_EQUIPMENT,
  equipmentComparison,
  equipmentRows,
  parseEquipmentIds,
} from '../../../../src/lib/cars/equipment.ts';

const lists = {
  standard: [
    { Id: 1, EquipmentName: 'Air Conditioning' },
    { Id: 2, EquipmentName: 'Power Steering' },
    { Id: 3, EquipmentName: 'ABS' },
  ],
  optional: [
    { Id: 26, EquipmentName: 'Sunroof' },
    { Id: 30, EquipmentName: 'Navigation System' },
    { Id: 35, EquipmentName: 'LED Headlights' },
  ],
};

describe('equipment ids', () => {
  it('turns comma-separated id strings into number lists', () => {
    expect(parseEquipmentIds('1,2,3,4,6')).toEqual([1, 2, 3, 4, 6]);
    expect(parseEquipmentIds(' 1, 4 ,,x,9,4,-2,0')).toEqual([1, 4, 9]);
    expect(parseEquipmentIds('')).toEqual([]);
    expect(parseEquipmentIds(null)).toEqual([]);
  });
});

describe('Yes/No rows of More Details', () => {
  it('lists every standard then every optional item, Yes when the car lists its id', () => {
    const rows = equipmentRows(lists, { Standard_equipment: '1,3', Optional_equipment: '35' });
    expect(rows.map((r) => [r.id, r.kind, r.has])).toEqual([
      [1, 'standard', true],
      [2, 'standard', false],
      [3, 'standard', true],
      [26, 'optional', false],
      [30, 'optional', false],
      [35, 'optional', true],
    ]);
  });

  it('reads standard ids only for standard items and optional ids only for optional items', () => {
    const rows = equipmentRows(lists, { Standard_equipment: '26', Optional_equipment: '2' });
    expect(rows.every((r) => !r.has)).toBe(true);
  });

  it('says No to everything for a car without equipment', () => {
    const rows = equipmentRows(lists, { Standard_equipment: '', Optional_equipment: '' });
    expect(rows).toHaveLength(6);
    expect(rows.some((r) => r.has)).toBe(false);
  });
});

describe('equipment comparison', () => {
  it('leaves out ids 35 and 30 and pairs both cars', () => {
    expect(COMPARE_EXCLUDED_EQUIPMENT).toEqual([35, 30]);
    const rows = equipmentComparison(
      lists,
      { Standard_equipment: '1,2', Optional_equipment: '30,35' },
      { Standard_equipment: '2,3', Optional_equipment: '26' },
    );
    expect(rows.map((r) => [r.id, r.first, r.second])).toEqual([
      [1, true, false],
      [2, true, true],
      [3, false, true],
      [26, false, true],
    ]);
  });
});
