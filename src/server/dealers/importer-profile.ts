/**
 * An importer's public profile (getDealerInfo: dealer_car_list, dealer_account, the car detail's importer
 * card) lives in the importers row; the account the importer edits on My Account lives in users. An edit
 * of the account's name, email, address or photo is written to both, so buyers see what the importer
 * just saved (before, the public page kept the name and photo of the day the account was made).
 */
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { importers, type users } from '../db/schema.ts';

/** First word as the first name, the rest as the last name (the public card shows them joined). */
export function namePartsOf(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The importers columns an account edit changes; empty when none of them. */
export function importerChangesOf(changes: PgUpdateSetSource<typeof users>): PgUpdateSetSource<typeof importers> {
  const out: PgUpdateSetSource<typeof importers> = {};
  if (typeof changes.displayName === 'string') Object.assign(out, namePartsOf(changes.displayName));
  if (changes.email !== undefined) out.email = changes.email;
  if (changes.address !== undefined) out.address = changes.address;
  if (changes.profilePhoto !== undefined) out.profilePhoto = changes.profilePhoto;
  return out;
}

/** Writes an account edit's public part to the user's importers row, if the user is an importer. */
export async function syncImporterProfile(
  db: Pick<Db, 'update'>,
  userId: number,
  changes: PgUpdateSetSource<typeof users>,
): Promise<void> {
  const set = importerChangesOf(changes);
  if (!Object.keys(set).length) return;
  await db
    .update(importers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(importers.userId, userId));
}
