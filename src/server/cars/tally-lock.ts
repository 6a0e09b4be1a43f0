/**
 * Writes that move cars between the car_counts / car_totals tallies (an added car, a new price, a new
 * status, an edit) take one transaction-scoped advisory lock first, so they run one at a time. Their
 * triggers lock tally rows in the order the change dictates (a price from band A to B locks A then B,
 * the opposite change B then A), and under a load of importer writes two of them deadlocked often
 * enough that five retries, each costing PostgreSQL's deadlock_timeout, all failed once in a CI load
 * run (a 500 on an add). Such writes take a few milliseconds and are rare next to reads, so serialising
 * them costs nothing a buyer sees; the deadlock retry stays for writes that forget the lock.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An arbitrary key of this app's (advisory locks share one key space per database). */
const TALLY_LOCK_KEY = 7_231_001;

export async function lockTallies(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${TALLY_LOCK_KEY})`));
}
