/**
 * Statements built once per shape (issue 25). Drizzle builds a statement's text by walking every part
 * of it on each call: a fifth of a list call's time in the server's profile (docs/benchmarks.md). A
 * call's shape (which filters, how many ids, signed in or not) decides its text; its values only fill
 * the parameters. So a statement is built once per shape with placeholders where its values go
 * (`Slots`), kept, and run with each call's values: the same text, the same parameters in the same
 * order, the same row mapping as building it on every call (tests/unit/server/cars/car-list-statements).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowMapperOf, type SelectedField } from './row-mapper.ts';

/** A statement built once: run with the values of its placeholders. */
export interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Shapes kept per database. The calls have a few dozen; a caller inventing filters of every length
 * finds the oldest shape dropped (and built again when it comes back), not the memory growing.
 */
export const MAX_SHAPES = 500;

const kept = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The statement of this shape on this database, built by `build` (a drizzle select with placeholders)
 * the first time. Built without a name, as drizzle's own `execute()` does on every call: client.ts's
 * `preparing()` decides whether PostgreSQL prepares it and on which pool, as before.
 */
export function statementOf<Q extends { execute: () => Promise<unknown> }>(
  db: Db,
  key: string,
  build: () => Q,
): Prepared<Awaited<ReturnType<Q['execute']>>> {
  let shapes = kept.get(db);
  if (!shapes) kept.set(db, (shapes = new Map()));
  let statement = shapes.get(key);
  if (!statement) {
    // `_prepare()` is what a drizzle select's execute() calls each time (drizzle-orm 0.45, select.js)
    statement = (build() as unknown as { _prepare(): Prepared<unknown> })._prepare();
    withRowMapper(statement as PreparedQuery);
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, statement);
  }
  return statement as Prepared<Awaited<ReturnType<Q['execute']>>>;
}

/**
 * A raw statement (what `db.execute(sql)` runs) of this shape, built by `build` (a fragment with
 * placeholders) the first time: the same text and parameters as `db.execute` of the fragment built from
 * the values, which drizzle renders again on every call. Its answer is db.execute's (rowsOf reads it).
 */
export function rawStatementOf(db: Db, key: string, build: () => SQL): Prepared<unknown> {
  let shapes = kept.get(db);
  if (!shapes) kept.set(db, (shapes = new Map()));
  const name = `raw|${key}`;
  let statement = shapes.get(name);
  if (!statement) {
    // what db.execute does on every call (drizzle-orm 0.45, pg-core/db.js execute())
    const { dialect, session } = db as unknown as RawParts;
    statement = session.prepareQuery(dialect.sqlToQuery(build()), undefined, undefined, false);
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(name, statement);
  }
  return statement;
}

/** The parts of drizzle's database that db.execute uses (internal in drizzle-orm 0.45). */
interface RawParts {
  dialect: { sqlToQuery(sql: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: undefined, arrayMode: false): Prepared<unknown> };
}

/** What statementOf reads and sets on drizzle's prepared query (drizzle-orm 0.45, postgres-js and pglite session.js). */
interface PreparedQuery {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Rows mapped by a mapper worked out once for the statement's fields (row-mapper.ts) instead of drizzle's
 * mapping, which finds each field's decoder again on every row. Both drivers hand `customResultMapper`
 * the rows as arrays, in the fields' order, as they hand drizzle's own mapping.
 */
function withRowMapper(statement: PreparedQuery): void {
  if (!statement.fields || statement.customResultMapper) return;
  const mapper = rowMapperOf(statement.fields);
  if (mapper) statement.customResultMapper = mapper;
}

/** A placeholder named `name`, typed as the value it stands for, so query code takes it unchanged. */
export const placeholder = <T>(name: string): T => sql.placeholder(name) as unknown as T;

/** Placeholders and the values they stand for, one call's worth. */
export class Slots {
  readonly values: Record<string, unknown> = {};
  /** A placeholder named `name` for `value`, typed as the value so query code takes it unchanged. */
  put<T>(name: string, value: T): T {
    this.values[name] = value;
    return placeholder<T>(name);
  }
  /** One placeholder per item: `name.0`, `name.1`, … */
  list<T>(name: string, items: readonly T[]): T[] {
    return items.map((item, i) => this.put(`${name}.${i}`, item));
  }
}
