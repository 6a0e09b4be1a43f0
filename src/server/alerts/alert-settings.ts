/**
 * A buyer's alert settings (issue 23), as My Account shows and changes them: the channel the digest
 * goes out on (SMS or WhatsApp) and whether the price drops of liked cars are paused. No row yet
 * means the defaults: SMS, price drops on. The stop link pauses price drops too (alert-stop.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { alertSettings, type AlertChannel } from '../db/schema.ts';

export interface AlertSettingsView {
  channel: AlertChannel;
  priceDropsPaused: boolean;
}

export interface AlertSettingsChange {
  channel?: AlertChannel | undefined;
  priceDropsPaused?: boolean | undefined;
}

function viewOf(row: typeof alertSettings.$inferSelect | undefined): AlertSettingsView {
  return { channel: row?.channel ?? 'sms', priceDropsPaused: Boolean(row?.priceDropsPausedAt) };
}

/** The columns of resuming price drops (also the stop link's undo). */
export function priceDropsResumed(now: Date) {
  return { priceDropsPausedAt: null, priceDropsResumedAt: now };
}

export async function readAlertSettings(db: Db, userId: number): Promise<AlertSettingsView> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return viewOf(row);
}

/** Applies what the change names (the rest is kept) and answers the settings now. */
export async function changeAlertSettings(
  db: Db,
  userId: number,
  change: AlertSettingsChange,
  now: Date,
): Promise<AlertSettingsView> {
  const set: Partial<typeof alertSettings.$inferInsert> = { updatedAt: now };
  if (change.channel !== undefined) set.channel = change.channel;
  if (change.priceDropsPaused === true) set.priceDropsPausedAt = now;
  if (change.priceDropsPaused === false) Object.assign(set, priceDropsResumed(now));
  const [row] = await db
    .insert(alertSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: alertSettings.userId, set })
    .returning();
  return viewOf(row);
}
