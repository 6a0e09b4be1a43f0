/**
 * One buyer's daily digest (issue 23): at most one message per buyer and local day, never in their
 * quiet hours. The day's row of alert_digests is claimed before anything is sent (INSERT … ON CONFLICT
 * DO NOTHING: of two workers only one wins), the pending matches and price drops are attached to it,
 * the message is sent, then the row is marked sent. A worker that dies between claim and send leaves a
 * 'sending' row; once its claim is older than the lease, the next run takes it over (compare-and-set
 * on claimed_at) and sends it: one message, never two, never none.
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { toLang } from '../../lib/i18n/langs.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  alertDigests,
  alertMatches,
  alertPriceDrops,
  alertSettings,
  brands,
  cars,
  models,
  savedSearches,
  users,
} from '../db/schema.ts';
import type { AlertSender } from './alert-sender.ts';
import { digestText, type DigestPriceDrop, type DigestSearch } from './alert-texts.ts';
import { stopToken } from './stop-token.ts';
import { isQuietHour, localTime, zoneOfDialCode } from './time-zones.ts';

/** A 'sending' digest claimed longer ago than this was left by a dead worker. */
export const DIGEST_LEASE_MS = 5 * 60_000;

export interface DigestOptions {
  db: Db;
  secret: string;
  siteUrl: string;
  send: AlertSender;
  /** The job's clock: quiet hours, the local day, claims. */
  now: Date;
  leaseMs?: number;
  /** Runs between the claim and the send (tests stop a worker there). */
  beforeSend?: (digestId: number) => Promise<void>;
}

export type DigestOutcome = 'sent' | 'quiet' | 'done' | 'busy' | 'empty';

/** Buyers with something pending, or with a digest a dead worker left. */
export async function dueUsers(db: Db): Promise<number[]> {
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      select user_id from ${alertMatches} where digest_id is null
      union select user_id from ${alertPriceDrops} where digest_id is null
      union select user_id from ${alertDigests} where status = 'sending'`),
  );
  return rows.map((row) => Number(row.user_id));
}

/** The day's digest row for this worker, or why there is none to send. */
async function claim(options: DigestOptions, userId: number, day: string): Promise<number | DigestOutcome> {
  const { db, now } = options;
  const [mine] = await db
    .insert(alertDigests)
    .values({ userId, day, status: 'sending', claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: alertDigests.id });
  if (mine) return mine.id;
  const [held] = await db
    .select()
    .from(alertDigests)
    .where(and(eq(alertDigests.userId, userId), eq(alertDigests.day, day)));
  if (!held || held.status !== 'sending') return 'done';
  if (now.getTime() - held.claimedAt.getTime() < (options.leaseMs ?? DIGEST_LEASE_MS)) return 'busy';
  const [taken] = await db
    .update(alertDigests)
    .set({ claimedAt: now })
    .where(
      and(eq(alertDigests.id, held.id), eq(alertDigests.status, 'sending'), eq(alertDigests.claimedAt, held.claimedAt)),
    )
    .returning({ id: alertDigests.id });
  return taken ? taken.id : 'busy';
}

/** Attaches the buyer's pending news to the digest; news of paused alerts is dropped. */
async function attachPending(db: Db, userId: number, digestId: number, dropsPaused: boolean): Promise<void> {
  const paused = db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), isNotNull(savedSearches.pausedAt)));
  await db
    .delete(alertMatches)
    .where(
      and(eq(alertMatches.userId, userId), isNull(alertMatches.digestId), inArray(alertMatches.savedSearchId, paused)),
    );
  await db
    .update(alertMatches)
    .set({ digestId })
    .where(and(eq(alertMatches.userId, userId), isNull(alertMatches.digestId)));
  const pendingDrops = and(eq(alertPriceDrops.userId, userId), isNull(alertPriceDrops.digestId));
  if (dropsPaused) await db.delete(alertPriceDrops).where(pendingDrops);
  else await db.update(alertPriceDrops).set({ digestId }).where(pendingDrops);
}

async function searchesOf(db: Db, digestId: number, secret: string): Promise<DigestSearch[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      listQuery: savedSearches.listQuery,
      newCars: count(alertMatches.carId),
    })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(eq(alertMatches.digestId, digestId))
    .groupBy(savedSearches.id)
    .orderBy(savedSearches.id);
  return rows.map((row) => ({ ...row, stopToken: stopToken(secret, { kind: 'search', id: row.id }) }));
}

async function dropsOf(db: Db, digestId: number): Promise<DigestPriceDrop[]> {
  const rows = await db
    .select({
      carId: alertPriceDrops.carId,
      maker: brands.name,
      model: models.name,
      year: cars.manufYear,
      oldPrice: alertPriceDrops.oldPrice,
      newPrice: alertPriceDrops.newPrice,
    })
    .from(alertPriceDrops)
    .innerJoin(cars, eq(cars.id, alertPriceDrops.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(alertPriceDrops.digestId, digestId))
    .orderBy(alertPriceDrops.priceChangeId);
  // Several drops of one car in a day: the first price it had, the last it has.
  const byCar = new Map<number, DigestPriceDrop>();
  for (const row of rows) {
    const seen = byCar.get(row.carId);
    const carName = `${row.maker} ${row.model} ${row.year}`;
    byCar.set(row.carId, { carName, oldPrice: seen?.oldPrice ?? row.oldPrice, newPrice: row.newPrice });
  }
  return [...byCar.values()];
}

/** Sends the buyer's digest of today if it is due; says what happened. */
export async function sendDigest(options: DigestOptions, userId: number): Promise<DigestOutcome> {
  const { db, now, secret } = options;
  const [user] = await db
    .select({ countryCode: users.countryCode, mobileNo: users.mobileNo, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return 'empty';
  if (!user.isActive) {
    await db.delete(alertMatches).where(and(eq(alertMatches.userId, userId), isNull(alertMatches.digestId)));
    await db.delete(alertPriceDrops).where(and(eq(alertPriceDrops.userId, userId), isNull(alertPriceDrops.digestId)));
    return 'empty';
  }
  if (isQuietHour(now, user.countryCode)) return 'quiet';
  const { day } = localTime(now, zoneOfDialCode(user.countryCode));
  const claimed = await claim(options, userId, day);
  if (typeof claimed !== 'number') return claimed;
  const [settings] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  await attachPending(db, userId, claimed, Boolean(settings?.priceDropsPausedAt));
  const searches = await searchesOf(db, claimed, secret);
  const priceDrops = await dropsOf(db, claimed);
  const lang = toLang(settings?.lang) ?? 'en';
  const text = digestText({
    lang,
    siteUrl: options.siteUrl,
    searches,
    priceDrops,
    priceStopToken: stopToken(secret, { kind: 'priceDrops', userId }),
  });
  if (!text) {
    // Nothing left to tell (all paused): free the day for later news.
    await db.update(alertMatches).set({ digestId: null }).where(eq(alertMatches.digestId, claimed));
    await db.delete(alertDigests).where(eq(alertDigests.id, claimed));
    return 'empty';
  }
  await options.beforeSend?.(claimed);
  const channel = settings?.channel ?? 'sms';
  await options.send({ to: `${user.countryCode}${user.mobileNo}`, text, channel, digestId: claimed });
  await db.update(alertDigests).set({ status: 'sent', sentAt: now, text }).where(eq(alertDigests.id, claimed));
  return 'sent';
}
