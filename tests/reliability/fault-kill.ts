/**
 * Fault: kill -9 of the server during writes, then a restart on the same data. Every write the
 * server acknowledged (like toggles, profile edits, registrations) must be there afterwards, and
 * every car's like counter must still match its likes.
 */
import { join } from 'node:path';
import {
  createScratchDatabase,
  likeOffsets,
  prepareData,
  serverEnv,
  sleep,
  startServerProcess,
  tail,
  type DbKind,
  type ServerProcess,
  type Tally,
} from './harness.ts';
import { customerWriter, NO_LIMITS, registrationWriter, verifyWrites, WriteRecord } from './writers.ts';

const CUSTOMERS = 8;
const REGISTRATION_LOOPS = 2;
/** Writes acknowledged before the kill, for the kill to have tested something. */
const MIN_WRITES = 20;

export async function killDuringWrites(tally: Tally, kind: DbKind): Promise<void> {
  const label = `kill -9 during writes (${kind})`;
  const scratch = await createScratchDatabase(kind);
  const logFile = join(scratch.dir, 'server.log');
  let server: ServerProcess | undefined;
  try {
    const fixture = await prepareData(scratch, { cars: 60, customers: CUSTOMERS });
    const env = serverEnv(scratch, fixture, { RATE_LIMITS: NO_LIMITS });
    server = await startServerProcess(env, logFile);
    const record = new WriteRecord();
    const options = { url: server.url, record, stopped: () => false };
    const cars = fixture.publishedCarIds.slice(0, 12);
    const writers = [
      ...fixture.customers.map((customer) => customerWriter(options, customer, cars)),
      ...Array.from({ length: REGISTRATION_LOOPS }, (_, i) => registrationWriter(options, `6${i}`)),
    ];
    // The kill comes once enough writes are acknowledged (at least 2.5 s of them), not after a fixed time: on a
    // loaded host PGlite acknowledged only 16 in 2.5 s, and the check below is about what was tested, not speed.
    const started = Date.now();
    while (record.total === 0 && Date.now() - started < 30_000) await sleep(20);
    const writing = Date.now();
    while ((record.total < MIN_WRITES || Date.now() - writing < 2500) && Date.now() - writing < 30_000) await sleep(20);
    const before = record.total;
    await server.kill();
    await Promise.all(writers);
    console.log(
      `  ${label}: ${record.total} writes acknowledged (${before} when SIGKILL was sent): ` +
        `${record.likes.acknowledged} like toggles, ${record.registrations.length} registrations, ` +
        `${record.acknowledged - record.registrations.length} profile edits; ${record.likes.unsettled().length} toggles unanswered`,
    );
    tally.check(
      `${label}: writes were acknowledged before the kill`,
      record.total >= MIN_WRITES,
      `${record.total} writes`,
    );
    tally.check(
      `${label}: no error answers before the kill`,
      record.surprises.length === 0,
      record.surprises.slice(0, 3).join('; '),
    );

    server = await startServerProcess(env, logFile);
    const problems = await verifyWrites(server.url, record, fixture.customers);
    tally.check(
      `${label}: every acknowledged write is there after the restart`,
      problems.length === 0,
      problems.length ? `${problems.length} missing or wrong: ${problems.slice(0, 5).join('; ')}` : '',
    );
    await server.stop();

    const database = await scratch.open();
    try {
      const after = await likeOffsets(database.db);
      const drifted = [...after].filter(([id, offset]) => fixture.likeOffsets.get(id) !== offset);
      tally.check(
        `${label}: like counters still match the likes`,
        drifted.length === 0,
        `${drifted.length} cars drifted`,
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    tally.check(`${label}: ran`, false, `${(error as Error).message}\n${tail(logFile)}`);
  } finally {
    await server?.kill();
    await scratch.drop();
  }
}
