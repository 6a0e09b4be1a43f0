/**
 * Seeds the demo marketplace: masters, importers and demo accounts, content pages, ads and N cars
 * with their galleries. Deterministic from a fixed seed. Everything is written in one transaction,
 * so a seed interrupted on first start leaves an empty database that the next start seeds again.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import * as schema from '../db/schema.ts';
import { buildCatalogue } from './catalogue.ts';
import { hashDemoPasswords, insertReferenceData } from './reference-data.ts';
import { generateCar, type CarContext, type CarRow, type MediaRow } from './generate-car.ts';
import { ensureSeedMedia, videoForKind } from './seed-media.ts';
import type { CarPicture } from './picture-pool.ts';
import { createRandom, deriveSeed } from './random.ts';

/** The fixed seed of the demo catalogue. */
export const DEFAULT_SEED = 20_260_101;
export const MAX_SEED_CARS = 1_000_000;
const BATCH = 2_000;
/** Above this many cars, indexes and foreign keys are dropped during the load and rebuilt at the end. */
const BULK_THRESHOLD = 20_000;
/** Up to this many cars, only the pictures they use are drawn; above it, the whole pool. */
const EXACT_PICTURES_THRESHOLD = 5_000;

export interface SeedProgress {
  phase: 'pictures' | 'reference' | 'cars' | 'indexes';
  done: number;
  total: number;
}

export interface SeedOptions {
  cars: number;
  mediaDir: string;
  /** Defaults to DEFAULT_SEED: change it only to get a different but still repeatable catalogue. */
  seed?: number;
  /** The listing dates run up to this moment (default: now). Tests pin it. */
  now?: Date;
  onProgress?: (progress: SeedProgress) => void;
  /** Drop and rebuild the car indexes and foreign keys around the load (default: above 20,000 cars). */
  bulkLoad?: boolean;
}

export interface SeedSummary {
  cars: number;
  media: number;
  importers: number;
  picturesDrawn: number;
  milliseconds: number;
}

type Executor = Pick<Db, 'execute'>;

/** True when nothing has been written yet: no users, countries, brands or cars. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ used: boolean }>(
    await db.execute(
      sql`select exists(select 1 from users) or exists(select 1 from countries) or exists(select 1 from brands) or exists(select 1 from cars) as used`,
    ),
  );
  return !row?.used;
}

/** Empties every table of the schema and restarts their ids. */
export async function resetDatabase(db: Executor): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const total = Math.max(0, Math.min(MAX_SEED_CARS, Math.floor(options.cars)));
  const report = options.onProgress ?? (() => {});
  const catalogue = buildCatalogue();
  const ctx: CarContext = {
    catalogue,
    seed: options.seed ?? DEFAULT_SEED,
    total,
    now: options.now ?? new Date(),
    videoFor: videoForKind,
  };
  const picturesDrawn = await ensureSeedMedia(options.mediaDir, neededPictures(ctx), (done, all) =>
    report({ phase: 'pictures', done, total: all }),
  );
  const hashes = await hashDemoPasswords();
  let media = 0;
  await db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) throw new Error('The database already holds data: reset it before seeding.');
    report({ phase: 'reference', done: 0, total: 1 });
    await insertReferenceData(tx, catalogue, { seed: ctx.seed, hashes });
    report({ phase: 'reference', done: 1, total: 1 });
    const rebuild = (options.bulkLoad ?? total > BULK_THRESHOLD) ? await dropCarIndexes(tx) : [];
    media = await insertCars(tx, ctx, report);
    for (const [i, definition] of rebuild.entries()) {
      report({ phase: 'indexes', done: i, total: rebuild.length });
      await tx.execute(sql.raw(definition));
      if (i === rebuild.length - 1) report({ phase: 'indexes', done: rebuild.length, total: rebuild.length });
    }
    await insertDemoLikes(tx, ctx);
    await resetSequences(tx);
  });
  // Each batch of cars upserts most car_counts rows, leaving a dead version behind: at 1M cars the
  // table's ~11k rows sat in 32 MB and every count scanned it (4.7 ms instead of 0.9); car_totals' few
  // dozen rows were rewritten by every batch too. Rewrite both compact.
  await db.execute(sql`vacuum full car_counts, car_totals`);
  // Statistics for the planner, and the visibility map that lets counts and deep pages read indexes
  // alone (PGlite runs no autovacuum, so nothing else would set it).
  await db.execute(sql`vacuum analyze`);
  return {
    cars: total,
    media,
    importers: catalogue.importers.length,
    picturesDrawn,
    milliseconds: Date.now() - started,
  };
}

/** Exactly the pictures the cars use when they are few; the whole pool otherwise. */
function neededPictures(ctx: CarContext): CarPicture[] | 'all' {
  if (ctx.total > EXACT_PICTURES_THRESHOLD) return 'all';
  const seen = new Map<string, CarPicture>();
  for (let i = 0; i < ctx.total; i++)
    for (const p of generateCar(i, ctx).pictures) seen.set(`${p.kind}/${p.colour}/${p.view}`, p);
  return [...seen.values()];
}

const CAR_COLUMNS: readonly (keyof CarRow)[] = [
  'id',
  'importer_id',
  'brand_id',
  'model_id',
  'body_type_id',
  'body_style_id',
  'fuel_type_id',
  'transmission_id',
  'city_id',
  'country_id',
  'vin',
  'manuf_year',
  'engine_horse_power',
  'kms_driven',
  'number_of_seats',
  'seating_capacity',
  'vehicle_class',
  'vehicle_type',
  'color',
  'price',
  'condition',
  'status',
  'standard_equipment',
  'optional_equipment',
  'view_count',
  'like_count',
  'search_text',
  'created_at',
  'updated_at',
  'published_at',
];
const MEDIA_COLUMNS: readonly (keyof MediaRow)[] = ['car_id', 'type', 'file_name', 'sort_order', 'is_main'];

/**
 * Bulk insert through one JSON parameter: a single round trip per batch, no 65,535-parameter
 * limit, and the same SQL on PGlite and PostgreSQL.
 */
export async function insertJsonRows(
  db: Executor,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const cols = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const type = sql.raw(`"${table}"`);
  await db.execute(
    sql`insert into ${type} (${cols}) select ${cols} from json_populate_recordset(null::${type}, ${JSON.stringify(rows)}::json)`,
  );
}

async function insertCars(db: Executor, ctx: CarContext, report: (p: SeedProgress) => void): Promise<number> {
  let media = 0;
  for (let start = 0; start < ctx.total; start += BATCH) {
    const cars: CarRow[] = [];
    const gallery: MediaRow[] = [];
    for (let i = start; i < Math.min(ctx.total, start + BATCH); i++) {
      const generated = generateCar(i, ctx);
      cars.push(generated.car);
      gallery.push(...generated.media);
    }
    await insertJsonRows(db, 'cars', CAR_COLUMNS, cars);
    await insertJsonRows(db, 'car_media', MEDIA_COLUMNS, gallery);
    media += gallery.length;
    report({ phase: 'cars', done: start + cars.length, total: ctx.total });
  }
  return media;
}

/**
 * Drops the secondary indexes and foreign keys of cars, car_media and car_search (per-row index upkeep and FK
 * triggers are most of a bulk load's cost); returns the statements that rebuild them in one pass.
 * Primary keys stay. All of it runs inside the seed's transaction, so a failure restores them.
 */
async function dropCarIndexes(db: Executor): Promise<string[]> {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('cars', 'car_media', 'car_search')
        and indexname not in (select conname from pg_constraint)`),
  );
  const foreignKeys = rowsOf<{ tbl: string; name: string; def: string }>(
    await db.execute(sql`
      select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'f' and conrelid in ('cars'::regclass, 'car_media'::regclass, 'car_search'::regclass)`),
  );
  for (const { tbl, name } of foreignKeys) await db.execute(sql.raw(`alter table ${tbl} drop constraint "${name}"`));
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  return [
    ...indexes.map((i) => i.indexdef),
    ...foreignKeys.map(({ tbl, name, def }) => `alter table ${tbl} add constraint "${name}" ${def}`),
  ];
}

/** The demo customer's wish list: the first six published cars. */
async function insertDemoLikes(db: Executor, ctx: CarContext): Promise<void> {
  const r = createRandom(deriveSeed(ctx.seed, 3_000_000));
  const liked: { user_id: number; car_id: number }[] = [];
  for (let i = r.int(0, 5); i < ctx.total && liked.length < 6; i += r.int(1, 40)) {
    if (generateCar(i, ctx).car.status === 1) liked.push({ user_id: 1, car_id: i + 1 });
  }
  await insertJsonRows(db, 'likes', ['user_id', 'car_id'], liked);
}

/** Rows were inserted with explicit ids: move each id sequence past them. */
async function resetSequences(db: Executor): Promise<void> {
  const tables = [
    'users',
    'countries',
    'cities',
    'importers',
    'brands',
    'models',
    'body_types',
    'body_styles',
    'fuel_types',
    'transmissions',
    'equipment',
    'cars',
    'ads',
    'content_pages',
  ];
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
