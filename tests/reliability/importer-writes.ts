/**
 * Issue 23, for the load test: importers writing while buyers read. A few seeded importers get session
 * tokens; during the load they add cars and change the prices of their own published cars (one write
 * per car in flight, so acknowledgement order is apply order). Afterwards: each car's price is its last
 * acknowledged one, every price change left exactly one car_price_changes row, every acknowledged add
 * is a published, searchable car, and car_counts / car_totals equal a recount of the cars.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { signSessionToken } from '../../src/server/auth/tokens.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  bodyTypes,
  CAR_STATUS,
  carPriceChanges,
  cars,
  carSearch,
  cities,
  fuelTypes,
  importers,
  models,
  transmissions,
  users,
} from '../../src/server/db/schema.ts';
import { carCountsDrift } from '../helpers/car-tallies.ts';
import { pick } from './harness.ts';

interface Writer {
  token: string;
  carIds: number[];
}

export interface ImporterFixture {
  writers: Writer[];
  form: () => object;
}

/** Tokens for `count` seeded importers with published cars, and a maker of valid addCar bodies. */
export async function prepareImporters(db: Database['db'], jwtSecret: string, count = 4): Promise<ImporterFixture> {
  const owners = await db
    .select({ importerId: importers.id, userId: users.id, role: users.role, version: users.tokenVersion })
    .from(importers)
    .innerJoin(users, eq(users.id, importers.userId))
    .limit(count);
  const writers: Writer[] = [];
  for (const owner of owners) {
    const own = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.importerId, owner.importerId), eq(cars.status, CAR_STATUS.published)))
      .limit(6);
    const token = await signSessionToken(
      { userId: owner.userId, role: owner.role, version: owner.version },
      jwtSecret,
      7200,
    );
    writers.push({ token, carIds: own.map((c) => c.id) });
  }
  const modelRows = await db.select({ id: models.id, brandId: models.brandId }).from(models);
  const ids = async (table: typeof bodyTypes | typeof fuelTypes | typeof transmissions | typeof cities) =>
    (await db.select({ id: table.id }).from(table)).map((r) => r.id);
  const [bodies, fuels, gearboxes, cityIds] = await Promise.all([
    ids(bodyTypes),
    ids(fuelTypes),
    ids(transmissions),
    ids(cities),
  ]);
  let serial = 0;
  const form = () => {
    const model = pick(modelRows);
    serial += 1;
    return {
      MakerId: model.brandId,
      ModelId: model.id,
      BodyTypeId: pick(bodies),
      FuelTypeId: pick(fuels),
      TransmissionId: pick(gearboxes),
      CityId: pick(cityIds),
      VinNum: `LOAD${String(serial).padStart(8, '0')}`,
      VehManufYear: 2010 + (serial % 14),
      VehKmsDriven: 1000 * (serial % 200),
      Price: 1_000_000 + 50_000 * (serial % 900),
      Condition: serial % 9 === 0 ? 1 : 0,
    };
  };
  return { writers: writers.filter((w) => w.carIds.length), form };
}

/** The importer writes sent and acknowledged, by car. */
export class ImporterLedger {
  /** Price writes sent and not answered yet: the load's end may cut them after the server applied them. */
  readonly #busy = new Map<number, number>();
  readonly #acknowledgedPrice = new Map<number, number>();
  readonly #pricesBefore = new Map<number, number>();
  #priceChanges = 0;
  addedIds: number[] = [];
  addsSent = 0;
  failures = 0;

  busy(carId: number): boolean {
    return this.#busy.has(carId);
  }
  send(carId: number, price: number): void {
    this.#busy.set(carId, price);
  }
  /** The unanswered price writes at the end, by car (either outcome is accepted for them). */
  unanswered(): ReadonlyMap<number, number> {
    return this.#busy;
  }
  settle(carId: number): void {
    this.#busy.delete(carId);
  }
  /** A price acknowledged; counts a change when it differs from the car's last acknowledged one. */
  acknowledgePrice(carId: number, price: number): void {
    const last = this.#acknowledgedPrice.get(carId) ?? this.#pricesBefore.get(carId);
    if (last !== price) this.#priceChanges += 1;
    this.#acknowledgedPrice.set(carId, price);
  }
  rememberBefore(prices: Map<number, number>): void {
    for (const [id, price] of prices) this.#pricesBefore.set(id, price);
  }
  get priceWrites(): number {
    return this.#acknowledgedPrice.size;
  }
  get priceChanges(): number {
    return this.#priceChanges;
  }
  expectedPrices(): Map<number, number> {
    return this.#acknowledgedPrice;
  }
}

export async function pricesOf(db: Database['db'], carIds: number[]): Promise<Map<number, number>> {
  if (!carIds.length) return new Map();
  const rows = await db.select({ id: cars.id, price: cars.price }).from(cars).where(inArray(cars.id, carIds));
  return new Map(rows.map((r) => [r.id, r.price]));
}

/** The checks after the load, each as [name, passed, detail]. */
export async function importerChecks(
  db: Database['db'],
  ledger: ImporterLedger,
  writtenCarIds: number[],
): Promise<Array<[string, boolean, string]>> {
  const checks: Array<[string, boolean, string]> = [];
  const prices = await pricesOf(db, writtenCarIds);
  const unanswered = ledger.unanswered();
  const wrong = [...ledger.expectedPrices()].filter(
    ([id, price]) => prices.get(id) !== price && prices.get(id) !== unanswered.get(id),
  );
  checks.push([
    "each car's price is its last acknowledged one (or an unanswered write's)",
    wrong.length === 0,
    `${ledger.priceWrites} cars repriced; ${wrong.length} differ; ${unanswered.size} unanswered at the end`,
  ]);
  const changes = writtenCarIds.length
    ? await db.$count(carPriceChanges, inArray(carPriceChanges.carId, writtenCarIds))
    : 0;
  checks.push([
    'every price change left one car_price_changes row',
    changes >= ledger.priceChanges && changes <= ledger.priceChanges + unanswered.size,
    `${changes} rows, ${ledger.priceChanges} acknowledged changes, ${unanswered.size} unanswered`,
  ]);
  const added = ledger.addedIds;
  const listed = added.length
    ? await db.$count(cars, and(inArray(cars.id, added), eq(cars.status, CAR_STATUS.published)))
    : 0;
  const searchable = added.length ? await db.$count(carSearch, inArray(carSearch.carId, added)) : 0;
  checks.push([
    'every acknowledged add is a published, searchable car',
    listed === added.length && searchable === added.length && added.length > 0,
    `${added.length} added, ${listed} published, ${searchable} searchable`,
  ]);
  const { counts: drift, totals } = await carCountsDrift(db);
  checks.push([
    'car_counts and car_totals equal a recount of the published cars',
    drift === 0 && totals === 0,
    `${drift} car_counts rows and ${totals} car_totals rows differ`,
  ]);
  return checks;
}
