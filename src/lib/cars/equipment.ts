/**
 * A car's equipment against the full lists (SPEC.md §2, §3, §9): getMasters 10/70 (standard) and 20/70
 * (optional) name every item; the car's Standard_equipment and Optional_equipment are comma-separated id
 * strings. Each item is shown with Yes or No; the comparison leaves out ids 35 and 30. Pure.
 */
import type { CarDetail } from '../api/api-types.ts';
import type { EquipmentItem } from '../api/api-types.ts';

/** Equipment ids left out of the comparison table (SPEC.md §9). */
export const COMPARE_EXCLUDED_EQUIPMENT: readonly number[] = [35, 30];

export interface EquipmentLists {
  standard: readonly EquipmentItem[];
  optional: readonly EquipmentItem[];
}

export type EquipmentKind = 'standard' | 'optional';

export interface EquipmentRow {
  id: number;
  name: string;
  kind: EquipmentKind;
  has: boolean;
}

export interface EquipmentComparisonRow {
  id: number;
  name: string;
  kind: EquipmentKind;
  first: boolean;
  second: boolean;
}

type EquipmentSource = Pick<CarDetail, 'Standard_equipment' | 'Optional_equipment'>;

/**
 * The ids of a comma-separated string as numbers; blanks, junk and repeats dropped.
 * @example parseEquipmentIds(' 1,4,,x,9,4') // [1, 4, 9]
 */
export function parseEquipmentIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function kindRows(items: readonly EquipmentItem[], kind: EquipmentKind, owned: readonly number[]): EquipmentRow[] {
  return items.map((item) => ({ id: item.Id, name: item.EquipmentName, kind, has: owned.includes(item.Id) }));
}

/** Every standard item (Yes when in Standard_equipment), then every optional item (Yes when in Optional_equipment). */
export function equipmentRows(lists: EquipmentLists, car: EquipmentSource): EquipmentRow[] {
  return [
    ...kindRows(lists.standard, 'standard', parseEquipmentIds(car.Standard_equipment)),
    ...kindRows(lists.optional, 'optional', parseEquipmentIds(car.Optional_equipment)),
  ];
}

/** Every item but ids 35 and 30, with whether each of the two cars has it. */
export function equipmentComparison(
  lists: EquipmentLists,
  first: EquipmentSource,
  second: EquipmentSource,
): EquipmentComparisonRow[] {
  const secondRows = equipmentRows(lists, second);
  return equipmentRows(lists, first)
    .map((row, index) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      first: row.has,
      second: secondRows[index]?.has ?? false,
    }))
    .filter((row) => !COMPARE_EXCLUDED_EQUIPMENT.includes(row.id));
}
