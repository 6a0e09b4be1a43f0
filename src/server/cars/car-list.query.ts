/**
 * The car list of getAllCar, getRecommendedCar and the importer's inventory: published cars only,
 * one WHERE for the page and its count, ORDER BY written to match the indexes of schema.ts
 * (including their NULLS ordering, or PostgreSQL would not use them) and always ended by id.
 */
import { and, between, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILTER_LIMITS, SORT, type CarFilter, type SortCode } from '../../lib/filter-string.ts';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, cars } from '../db/schema.ts';
import { brandModelConditions } from './car-brand-model.ts';
import { listColumns, selectListPage } from './car-columns.ts';
import { countCars, finishCount, isCappedCount, rowCountSql, type BudgetBands } from './car-counts.ts';
import {
  EXACT_COUNT_LIMIT,
  SAMPLE_FIRST_ABOVE,
  countedOf,
  sampledCount,
  type CarCount,
  type Counted,
} from './count-estimate.ts';
import { listShape } from './car-list.shape.ts';
import { LIST_VERSION, countMemo, keepCount, keptCount, listVersion, type CountMemo } from './count-memo.ts';
import { pageAnchors, type PageStart } from './page-anchors.ts';
import { MAX_SHAPES, Slots, statementOf } from '../db/statement-cache.ts';
import { planModeOf, plansOnce } from '../db/plan-mode.ts';
import { readCars } from './car-rows.ts';

export interface CarListQuery {
  filter: CarFilter;
  sort: SortCode;
  take: number;
  skip: number;
  /** Only this importer's cars. */
  importerId?: number | null;
  /** The caller, for IsLiked. */
  userId: number | null;
  /** Read from this car on (a far page's kept place, page-anchors.ts): skip then counts from it. */
  start?: PageStart | null;
}

/** Published cars matching the filter (and importer). */
export function carListWhere(filter: CarFilter, importerId?: number | null): SQL {
  const conditions: SQL[] = [eq(cars.status, CAR_STATUS.published)];
  if (importerId) conditions.push(eq(cars.importerId, importerId));
  conditions.push(...brandModelConditions(filter, cars.brandId, cars.modelId));
  if (filter.bodyTypeIds.length) conditions.push(inArray(cars.bodyTypeId, filter.bodyTypeIds));
  if (filter.countryIds.length) conditions.push(inArray(cars.countryId, filter.countryIds));
  if (filter.condition !== null) conditions.push(eq(cars.condition, filter.condition));
  if (filter.budget) {
    const { min, max } = filter.budget;
    conditions.push(max >= FILTER_LIMITS.maxValue ? gte(cars.price, min) : between(cars.price, min, max));
  }
  if (filter.fuelIds.length) conditions.push(inArray(cars.fuelTypeId, filter.fuelIds));
  if (filter.gearboxIds.length) conditions.push(inArray(cars.transmissionId, filter.gearboxIds));
  if (filter.cityIds.length) conditions.push(inArray(cars.cityId, filter.cityIds));
  if (filter.yearFrom !== null) conditions.push(gte(cars.manufYear, filter.yearFrom));
  if (filter.yearTo !== null) conditions.push(lte(cars.manufYear, filter.yearTo));
  if (filter.kmFrom !== null) conditions.push(gte(cars.kmsDriven, filter.kmFrom));
  if (filter.kmTo !== null) conditions.push(lte(cars.kmsDriven, filter.kmTo));
  return and(...conditions) as SQL;
}

type Direction = 'asc' | 'desc';
/** One key of a list order: column, direction, where NULLs go. */
type OrderKey = [column: AnyPgColumn, direction: Direction, nulls: 'first' | 'last'];

/**
 * The keys of each sort code, ended by id so equal keys keep one order across pages. Latest and
 * popular follow the DESC NULLS LAST of cars_latest_idx / cars_popular_idx; price descending and none
 * are backward scans of ascending indexes (DESC NULLS FIRST, the default). NULLS is always written:
 * the reversed order (below) must be the exact mirror, or a far page would not match a near one.
 */
const ORDER_KEYS: Record<SortCode, OrderKey[]> = {
  [SORT.none]: [[cars.id, 'desc', 'first']],
  // the listing date: an importer's publish or republish sets it (drizzle/0016_listing_date_sort.sql)
  [SORT.latest]: [
    [cars.publishedAt, 'desc', 'last'],
    [cars.id, 'desc', 'last'],
  ],
  [SORT.popular]: [
    [cars.likeCount, 'desc', 'last'],
    [cars.viewCount, 'desc', 'last'],
    [cars.id, 'asc', 'last'],
  ],
  [SORT.priceAsc]: [
    [cars.price, 'asc', 'last'],
    [cars.id, 'asc', 'last'],
  ],
  [SORT.priceDesc]: [
    [cars.price, 'desc', 'first'],
    [cars.id, 'desc', 'first'],
  ],
};

/**
 * ORDER BY of a sort code; `reversed`: its mirror (the last car first), which PostgreSQL reads from the
 * same index scanned the other way.
 */
export function carListOrder(sort: SortCode, reversed = false): SQL[] {
  return (ORDER_KEYS[sort] ?? ORDER_KEYS[SORT.none]).map(([column, direction, nulls]) => {
    const dir = reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
    const where = reversed ? (nulls === 'first' ? 'last' : 'first') : nulls;
    return sql`${column} ${sql.raw(dir)} nulls ${sql.raw(where)}`;
  });
}

/**
 * Sorts whose order is decided by columns that move car_list_version alone, so a far page's place in
 * it is kept while the number stands (page-anchors.ts). Not popular: likes and views do not move it.
 */
const SEEKABLE: ReadonlySet<SortCode> = new Set([SORT.none, SORT.latest, SORT.priceAsc, SORT.priceDesc]);

/**
 * The cars after the car `start.id` in a sort's order (or from it, `start.inclusive`): their keys
 * compared as one row with that car's, which PostgreSQL reads as where to start in the sort's index. Each
 * of these sorts' keys goes the same way and none is NULL for a published car (price is NOT NULL; every
 * publish sets published_at, drizzle/0016).
 */
export function seekAfter(sort: SortCode, start: PageStart): SQL {
  const keys = ORDER_KEYS[sort] ?? ORDER_KEYS[SORT.none];
  const op = sql.raw(`${keys[0]![1] === 'desc' ? '<' : '>'}${start.inclusive ? '=' : ''}`);
  const mine = sql.join(
    keys.map(([column]) => column),
    sql`, `,
  );
  const theirs = sql.join(
    keys.map(([column]) => sql`"start".${sql.identifier(column.name)}`),
    sql`, `,
  );
  // the start car by id, a key: its statement is planned once where nothing else needs a custom plan
  return sql`(${mine}) ${op} (select ${theirs} from ${cars} as "start" where "start"."id" = ${start.id})`;
}

/** The catalogue's number as a column of a page's statement (`withVersion`), for a capped count kept at it. */
const versionColumn = (withVersion: boolean) =>
  withVersion ? { ListVersion: sql<string>`${LIST_VERSION}` } : ({} as Record<never, SQL>);

/**
 * The page's WHERE: the list's, from its start car on when it has one, and only while the number its
 * place was kept at stands (else no row: the page is then read as any far page). The count's stays `where`.
 */
function pageWhere(query: CarListQuery, where: SQL): SQL {
  if (!query.start) return where;
  return and(where, seekAfter(query.sort, query.start), sql`${LIST_VERSION} = ${query.start.version}`) as SQL;
}

/**
 * From this skip on, a page is read from whichever end of the list is nearer. PostgreSQL reaches an
 * OFFSET by walking the index past every skipped car (115 ms for skip 900,000 by EXPLAIN, several
 * times that under load); read from the end, the 90 % page of a million cars walks 100,000 (4.7 ms).
 * Below it, the walk costs less than the count and transaction the far read needs.
 */
export const FAR_PAGE_SKIP = 1000;

/**
 * The statement of a list page and its count (below FAR_PAGE_SKIP): the page's rows, with the number of
 * matching cars riding on each as a scalar subquery. `bands`: the budget's, when the query's values are
 * placeholders (car-list.shape.ts). `withVersion`: the catalogue's number on each row too (count-memo.ts).
 */
export function listPageQuery(db: Db, query: CarListQuery, bands?: BudgetBands, withVersion = false) {
  const where = carListWhere(query.filter, query.importerId);
  return selectListPage(
    db,
    query.userId,
    { where: pageWhere(query, where), order: carListOrder(query.sort), take: query.take, skip: query.skip },
    { RowCount: rowCountSql(query.filter, where, query.importerId, bands), ...versionColumn(withVersion) },
  );
}

/** The statement of a list page alone (its count known already: sampledCount, or kept with `withVersion`). */
export function listPageOnlyQuery(db: Db, query: CarListQuery, withVersion = false) {
  const where = carListWhere(query.filter, query.importerId);
  return selectListPage(
    db,
    query.userId,
    { where: pageWhere(query, where), order: carListOrder(query.sort), take: query.take, skip: query.skip },
    versionColumn(withVersion),
  );
}

/**
 * The statement of a page's ids alone, in the list's order, with the count beside them as in
 * listPageQuery (`withCount`) and the catalogue's number (`withVersion`); their list items are read by
 * readCars.
 */
export function listIdsQuery(
  db: Db,
  query: CarListQuery,
  withCount: boolean,
  bands?: BudgetBands,
  withVersion = false,
) {
  const where = carListWhere(query.filter, query.importerId);
  return db
    .select({
      id: cars.id,
      ...(withCount ? { RowCount: rowCountSql(query.filter, where, query.importerId, bands) } : {}),
      ...versionColumn(withVersion),
    })
    .from(cars)
    .where(pageWhere(query, where))
    .orderBy(...carListOrder(query.sort))
    .limit(query.take)
    .offset(query.skip);
}

/** A list item as the page's answer carries it. */
type ListItem = Awaited<ReturnType<typeof readCars>>[number];

/** Whether a shape's page is read in two statements (readPage), worked out once per shape key. */
const inTwo = new Map<string, boolean>();

/**
 * Issue 22: a page whose statement PostgreSQL plans for each call's values (a filter, db/plan-mode.ts)
 * is read in two statements. Planned whole, its list columns' eleven subqueries were planned on every
 * call too: at 1,000 cars 0.86 ms of planning for 0.09 ms of execution (Lagos, EXPLAIN, medians of 10),
 * against 0.35 ms for the ids and count alone; the list items of those ids are then a statement planned
 * once (car-rows.ts). A page planned once anyway (no filter) stays one statement, one round trip, and so
 * does every page where nothing is planned once (PGlite, or PostgreSQL without PG_GENERIC_PLANS): there
 * the second statement would be planned on every call too, and two cost more than one (in-process, PGlite
 * at 1k cars: 1.01–1.36× the time of one).
 */
function readsInTwo(key: string, build: () => { toSQL(): { sql: string } }): boolean {
  let two = inTwo.get(key);
  if (two === undefined) {
    two = planModeOf(build().toSQL().sql) === 'custom';
    if (inTwo.size >= MAX_SHAPES) inTwo.delete(inTwo.keys().next().value!);
    inTwo.set(key, two);
  }
  return two;
}

/**
 * A list page's items and, `withCount`, its count (null without a row), by the statements of its shape,
 * built once per process (db/statement-cache.ts): one statement, or the ids and count then their items
 * (readsInTwo). Read in two, a car unpublished between them is left out of the page. `withVersion`: the
 * catalogue's number read by the same statement as the page and count (undefined without a row).
 */
async function readPage(db: Db, query: CarListQuery, withCount: boolean, withVersion = false) {
  const shape = listShape(query);
  const key = `${withCount ? shape.key : `${shape.key}|page only`}${withVersion ? '|v' : ''}`;
  const whole = () =>
    withCount
      ? listPageQuery(db, shape.template, shape.bands, withVersion)
      : listPageOnlyQuery(db, shape.template, withVersion);
  type Extra = { RowCount?: number; ListVersion?: string };
  if (!plansOnce(db) || !readsInTwo(key, whole)) {
    const rows = (await statementOf(db, key, whole).execute(shape.values)) as Array<ListItem & Extra>;
    const items = withCount || withVersion ? rows.map(({ RowCount: _c, ListVersion: _v, ...item }) => item) : rows;
    return { count: rows[0]?.RowCount ?? null, version: rows[0]?.ListVersion, items };
  }
  const ids = (await statementOf(db, `${key}|ids`, () =>
    listIdsQuery(db, shape.template, withCount, shape.bands, withVersion),
  ).execute(shape.values)) as Array<{ id: number } & Extra>;
  return {
    count: ids[0]?.RowCount ?? null,
    version: ids[0]?.ListVersion,
    items: await readCars(
      db,
      ids.map((row) => row.id),
      query.userId,
    ),
  };
}

/**
 * The statement of a far page: the count and the page in one statement, so in one snapshot and one
 * round trip (issue 25: the transaction of findFarPage cost four round trips and two statements built
 * on every call). A capped count (the finder's kinds) past the limit places nothing, so that page is the
 * one read from the start; the mirror page's walk, whose OFFSET PostgreSQL cannot know when planning, is
 * a walk of the sort's index alone since drizzle/0018 (before it, the table's cars one by one: slower
 * than the transaction's two statements, docs/benchmarks.md). The count is a CTE; of
 * the two branches, PostgreSQL runs only the one its one-time filter lets through: the page read from
 * the start (nearer the start), or the mirror page read from the end, skipping what lies after it. The
 * outer ORDER BY puts the mirror page back in the list's order. No row: past the end. The mirror's LIMIT
 * stays `take` (a LIMIT PostgreSQL cannot read when planning, as `least(take, …)`, is planned as a tenth
 * of the table: a merge join over every car's id, 10× slower), so on the last page, shorter than `take`,
 * it reads the previous page's last cars too: readFarPageAtOnce drops them.
 */
export function farPageQuery(db: Db, query: CarListQuery, bands?: BudgetBands, known?: number, withVersion = false) {
  const where = carListWhere(query.filter, query.importerId);
  const { skip, take } = query;
  const total = sql`(select "c" from "far_count")`;
  // a capped count kept while the catalogue stands (count-memo.ts) instead of the walk
  const counted = known === undefined ? rowCountSql(query.filter, where, query.importerId, bands) : sql`${known}::int`;
  // cars from the page's first to the last
  const after = sql`(${total} - ${skip})`;
  // A capped count past the limit places nothing: that page is read from the start (an estimated list).
  const estimated = isCappedCount(query.filter, query.importerId, bands)
    ? sql`${total} > ${sql.raw(String(EXACT_COUNT_LIMIT))}`
    : sql`false`;
  const order = (reversed: boolean) => sql.join(carListOrder(query.sort, reversed), sql`, `);
  const page = sql`(with "far_count" as (select ${counted} as "c")
    (select ${cars.id} as "page_id", ${total} as "row_count" from ${cars}
      where ${where} and (${estimated} or ${after} >= ${skip}) order by ${order(false)} limit ${take} offset ${skip})
    union all
    (select ${cars.id}, ${total} from ${cars}
      where ${where} and not ${estimated} and ${after} < ${skip} and ${after} > 0
      order by ${order(true)} limit ${take} offset greatest(${after} - ${take}, 0))
  ) as "page"`;
  return db
    .select({
      ...listColumns(query.userId),
      RowCount: sql<number>`"page"."row_count"`,
      // the number the page was read at, for its kept places (page-anchors.ts)
      ...(withVersion ? { ListVersion: sql<string>`${LIST_VERSION}` } : {}),
    })
    .from(cars)
    .innerJoin(page, sql`"page"."page_id" = ${cars.id}`)
    .orderBy(...carListOrder(query.sort));
}

/**
 * A far page by the statement of its shape (farPageQuery); null past the end. A capped count past the
 * limit (`counted`'s) is estimated, and its page was read from the start.
 */
async function readFarPageAtOnce(
  db: Db,
  query: CarListQuery,
  counted: Counted | null,
  memo: CountMemo | null,
  withVersion: boolean,
) {
  const shape = listShape(query);
  const known = memo?.known ?? null;
  const slot = new Slots();
  const v = withVersion ? '|v' : '';
  const rows = (
    known === null
      ? await statementOf(db, `${shape.key}|far${v}`, () =>
          farPageQuery(db, shape.template, shape.bands, undefined, withVersion),
        ).execute(shape.values)
      : await statementOf(db, `${shape.key}|far|known${v}`, () =>
          farPageQuery(db, shape.template, shape.bands, slot.put('known', known), withVersion),
        ).execute({ ...shape.values, known })
  ) as Array<ListItem & { RowCount: number; ListVersion?: string }>;
  if (rows.length === 0) return null;
  const count = Number(rows[0]!.RowCount);
  const version = rows[0]!.ListVersion;
  const items = rows.map(({ RowCount: _count, ListVersion: _version, ...item }) => item);
  if (known === null) memo?.keep(count);
  if (counted && count > EXACT_COUNT_LIMIT) {
    return { answer: listAnswer(await finishCount(db, count, true, counted), items), version };
  }
  // the cars from the page's first to the last: fewer than the rows on a last page read from the end
  const after = count - query.skip;
  return { answer: listAnswer({ count, approximate: false }, items.slice(Math.max(items.length - after, 0))), version };
}

/** A list page's answer: rowCountApproximate only when rowCount is an estimate (above EXACT_COUNT_LIMIT). */
function listAnswer<T>(count: CarCount, carList: T[]) {
  return count.approximate
    ? { rowCount: count.count, rowCountApproximate: true as const, carList }
    : { rowCount: count.count, carList };
}

/**
 * One page of list items and the number of matching cars (car-counts.ts), read by one statement: the
 * count rides on the page's rows as a scalar subquery. Only a page with no row (past the end, or no
 * match) asks for the count on its own, and only a capped count past EXACT_COUNT_LIMIT asks for an
 * estimate (count-estimate.ts).
 */
export async function findCarList(
  db: Db,
  query: CarListQuery,
  farPageSkip = FAR_PAGE_SKIP,
  sampleFirstAbove = SAMPLE_FIRST_ABOVE,
) {
  // Built only when a call needs it: a first page's statement is cached by shape (readPage).
  const where = () => carListWhere(query.filter, query.importerId);
  const capped = isCappedCount(query.filter, query.importerId);
  // A count known far above the limit (a large catalogue's sample, or this filter's estimate of a moment
  // ago, count-estimate.ts sampledCount) is the estimate: the page is read alone.
  const counted = countedOf(query.filter, where);
  if (query.take > 0 && query.skip >= farPageSkip) {
    // page and count at once (or the page alone, its count estimated already); past the end, findFarPage
    const early = capped ? await sampledCount(db, counted, sampleFirstAbove) : null;
    // The page's place in its list, kept while the catalogue stands (page-anchors.ts), offered with the
    // number it was kept at: the seek's statement reads no row unless the number still stands. A capped
    // count must be known already (an estimate, or kept at that same number): the seek reads no count.
    const seekable = SEEKABLE.has(query.sort);
    const listKey = `${query.sort}|${query.importerId ?? ''}|${counted.key}`;
    const placed = seekable ? pageAnchors(db, listKey).startOf(query.skip) : null;
    const kept = capped && !early ? keptCount(db, counted.key) : undefined;
    if (placed && (!capped || early || kept?.version === placed.start.version)) {
      const { start, walk } = placed;
      const page = await readPage(db, { ...query, skip: walk, start }, !capped);
      // no row: past the end, or the number moved since the place was kept (read below as any far page)
      if (page.items.length > 0) {
        pageAnchors(db, listKey).keep(
          query.skip,
          page.items.map((item) => item.Id),
          start.version,
        );
        const count = early ?? (capped ? await finishCount(db, kept!.n, true, counted) : null);
        return listAnswer(count ?? { count: Number(page.count), approximate: false }, page.items);
      }
    }
    // No place to start from: a capped count reads the catalogue's number first (count-memo.ts), to keep
    // its count and the page's places at; any other far page reads it in its statement.
    const version = seekable && capped ? await listVersion(db) : undefined;
    const memo = capped && !early ? await countMemo(db, counted.key, db, version) : null;
    let answer: ReturnType<typeof listAnswer<ListItem>> | null = null;
    let read = version;
    if (early) {
      const page = await readPage(db, query, false);
      if (page.items.length > 0) answer = listAnswer(early, page.items);
    } else {
      const far = await readFarPageAtOnce(db, query, capped ? counted : null, memo, seekable && !capped);
      answer = far?.answer ?? null;
      read ??= far?.version;
    }
    answer ??= await findFarPage(db, query, where(), sampleFirstAbove);
    if (seekable)
      pageAnchors(db, listKey).keep(
        query.skip,
        answer.carList.map((item) => item.Id),
        read,
      );
    return answer;
  }
  const early = capped && query.take > 0 ? await sampledCount(db, counted, sampleFirstAbove) : null;
  if (early) {
    const page = await readPage(db, query, false);
    if (page.items.length > 0) return listAnswer(early, page.items);
  }
  // A capped count kept while nothing it counts has changed (count-memo.ts): the page is read alone, with
  // the catalogue's number in its statement, and the kept count answers while that is the number it was
  // kept at (else the page is read again with its count, as when nothing is kept).
  const kept = capped && query.take > 0 && !early ? keptCount(db, counted.key) : undefined;
  if (kept) {
    const page = await readPage(db, query, false, true);
    if (page.items.length > 0 && page.version === kept.version)
      return listAnswer(await finishCount(db, kept.n, capped, counted), page.items);
  }
  const page = query.take === 0 || early ? null : await readPage(db, query, true, capped);
  // the count and the number of one statement: one snapshot
  if (capped && page?.count != null && page.version != null)
    keepCount(db, counted.key, page.version, Number(page.count));
  if (!page || page.count === null || page.items.length === 0) {
    // A page asked for and empty is past the end: an estimated total would not say where the end is.
    const exact = query.take > 0;
    return listAnswer(await countCars(db, query.filter, where(), query.importerId, exact, sampleFirstAbove), []);
  }
  return listAnswer(await finishCount(db, Number(page.count), capped, counted), page.items);
}

/**
 * A page far down the list that farPageQuery could not answer (past the end, or an estimated list's
 * page past its real end): the count first, then, when the page is nearer the end than the start,
 * the mirror page of the reversed order (skipping what lies after the page), turned back. Both read
 * one snapshot (a read-only repeatable-read transaction), so the count places the page exactly. An
 * estimated count places nothing: that page is read from the start.
 */
function findFarPage(db: Db, query: CarListQuery, where: SQL, sampleFirstAbove: number) {
  return db.transaction(
    async (tx) => {
      const count = await countCars(tx, query.filter, where, query.importerId, false, sampleFirstAbove, db);
      const forward = { order: carListOrder(query.sort), take: query.take, skip: query.skip };
      if (count.approximate) {
        const rows = await selectListPage(tx, query.userId, { where, ...forward });
        // Past the real end of an estimated list: the real total, so the list can go to its last page.
        if (rows.length > 0) return listAnswer(count, rows);
        return listAnswer(await countCars(tx, query.filter, where, query.importerId, true), []);
      }
      const rowCount = count.count;
      const after = rowCount - query.skip; // cars from the page's first to the last
      if (after <= 0) return listAnswer(count, []);
      const fromEnd = after < query.skip;
      const page = fromEnd
        ? {
            order: carListOrder(query.sort, true),
            take: Math.min(query.take, after),
            skip: Math.max(after - query.take, 0),
          }
        : forward;
      const rows = await selectListPage(tx, query.userId, { where, ...page });
      return listAnswer(count, fromEnd ? rows.reverse() : rows);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Recommended cars: the most liked, then most viewed, then oldest id (the popular index). */
export function findRecommended(db: Db, page: { take: number; skip: number }, userId: number | null) {
  const where = eq(cars.status, CAR_STATUS.published);
  return selectListPage(db, userId, { where, order: carListOrder(SORT.popular), ...page });
}
