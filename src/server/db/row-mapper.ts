/**
 * Rows of a statement built once (statement-cache.ts) mapped to objects by a mapper worked out once
 * (issue 25). Drizzle maps every row by walking its selected fields and asking `is()` of each what it
 * is (a column, a fragment, a subquery) to find its decoder: up to five `is()` per field per row, 12
 * rows of 18 fields on a list page. The fields of a statement never change, so their names and
 * decoders are read once and each row is one loop. The objects are the same: the same keys in the
 * same order, each value null or decoded by the same decoder (tests/unit/server/db/row-mapper.test.ts
 * checks both against drizzle's own mapping).
 */
import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** What decodes a field's value (a column, or a fragment's `mapWith`). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A selected field as drizzle's prepared query lists them (`orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

/** The decoder drizzle's mapResultRow uses for a field (drizzle-orm 0.45, utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is drizzle's, internal (a fragment's mapWith)
  const decoder = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field as unknown as { _: { sql: SQL } })._.sql);
  return decoder((field as { sql: SQL }).sql);
}

export type RowMapper = (rows: unknown[][]) => Array<Record<string, unknown>>;

/**
 * The mapper of these fields, or null when a field is nested (a joined table's object, which drizzle
 * may turn to null for a left join): those stay with drizzle's mapping.
 */
export function rowMapperOf(fields: readonly SelectedField[]): RowMapper | null {
  if (fields.some((f) => f.path.length !== 1)) return null;
  const names = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  const count = names.length;
  return (rows) => {
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const object: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const raw = row[i];
        object[names[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
      }
      objects[r] = object;
    }
    return objects;
  };
}
