/** The stop link's effect (issue 23): pauses (or resumes) the one alert its signed token names. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { alertSettings, savedSearches, users } from '../db/schema.ts';
import { priceDropsResumed } from './alert-settings.ts';
import { readStopToken } from './stop-token.ts';

export interface StopOutcome {
  kind: 'search' | 'priceDrops';
  name: string | null;
  paused: boolean;
}

/** Null when the token is forged, or its saved search or its buyer's account no longer exists. */
export async function pauseByStopToken(
  db: Db,
  secret: string,
  token: string,
  pause: boolean,
  now: Date,
): Promise<StopOutcome | null> {
  const target = readStopToken(secret, token);
  if (!target) return null;
  if (target.kind === 'search') {
    const [row] = await db
      .update(savedSearches)
      .set({ pausedAt: pause ? now : null, updatedAt: now })
      .where(eq(savedSearches.id, target.id))
      .returning({ name: savedSearches.name });
    return row ? { kind: 'search', name: row.name, paused: pause } : null;
  }
  // an account removed since the message was sent: nothing left to pause (its settings would break the key)
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.userId));
  if (!user) return null;
  const set = pause ? { priceDropsPausedAt: now } : priceDropsResumed(now);
  await db
    .insert(alertSettings)
    .values({ userId: target.userId, ...set })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...set, updatedAt: now } });
  return { kind: 'priceDrops', name: null, paused: pause };
}
