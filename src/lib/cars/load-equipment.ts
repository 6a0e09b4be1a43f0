/**
 * The two equipment lists (getMasters 10/70 and 20/70), fetched once per page and shared by the
 * More Details tab and the comparison. A failed load is forgotten so the next call tries again.
 */
import { getMasters } from '../api/masters.ts';
import type { EquipmentLists } from './equipment.ts';

let pending: Promise<EquipmentLists> | null = null;

/** Both lists; one request each however many islands ask. */
export function loadEquipmentLists(): Promise<EquipmentLists> {
  pending ??= Promise.all([getMasters('standardEquipment'), getMasters('optionalEquipment')])
    .then(([standard, optional]) => ({ standard, optional }))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
