/**
 * The one job of alerts (run by either queue, src/server/alerts/alert-queue.ts): record what is new
 * since the watermarks (alert-matcher.ts), then send each due buyer's digest (alert-digest.ts).
 * Idempotent by the database's unique rows: a retry, a restart or two instances at once never send a
 * message twice. A buyer whose digest fails is tried again by the next run; the others go on.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { matchPublishedCars, matchPriceDrops } from './alert-matcher.ts';
import { dueUsers, sendDigest, type DigestOptions, type DigestOutcome } from './alert-digest.ts';
import type { AlertSender } from './alert-sender.ts';

export interface AlertJobOptions {
  db: Db;
  logger: Logger;
  /** Signs the stop links (JWT_SECRET). */
  secret: string;
  /** The site's public origin, for the message's links (SITE_URL). */
  siteUrl: string;
  send: AlertSender;
  /** The clock of quiet hours and days (tests inject one). */
  clock: () => Date;
  leaseMs?: number;
  beforeSend?: DigestOptions['beforeSend'];
}

/** Tries of one alert job, and the first wait between two (doubled each time), as the publish job. */
export const ALERT_ATTEMPTS = 3;
export const ALERT_BACKOFF_MS = 2000;

export interface AlertJobOutcome {
  matches: number;
  priceDrops: number;
  digests: Partial<Record<DigestOutcome | 'failed', number>>;
}

/** Runs once; `at` replaces the clock for this run (the development endpoint's). */
export async function runAlertJob(options: AlertJobOptions, at?: Date): Promise<AlertJobOutcome> {
  const { db, logger } = options;
  const now = at ?? options.clock();
  const matches = await matchPublishedCars(db);
  const priceDrops = await matchPriceDrops(db);
  const digests: AlertJobOutcome['digests'] = {};
  const digestOptions: DigestOptions = { ...options, now };
  for (const userId of await dueUsers(db)) {
    let outcome: DigestOutcome | 'failed';
    try {
      outcome = await sendDigest(digestOptions, userId);
    } catch (error) {
      logger.error({ err: error, userId }, 'alert digest failed; the next run tries again');
      outcome = 'failed';
    }
    digests[outcome] = (digests[outcome] ?? 0) + 1;
  }
  if (matches || priceDrops || digests.sent) logger.info({ matches, priceDrops, digests }, 'alerts run');
  return { matches, priceDrops, digests };
}
