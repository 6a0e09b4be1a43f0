/**
 * Password-reset tokens: an opaque random string handed to the caller; only its SHA-256 is stored
 * (reset_tokens.id). Valid 15 minutes, spent once. A reset token alone changes nothing: the
 * reset call also needs a phone proof for the same number.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTokens } from '../db/schema.ts';

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = `rst_${randomBytes(32).toString('base64url')}`;
  await db.insert(resetTokens).values({
    id: digest(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** The user id of an unspent, unexpired reset token, or null. */
export async function userOfResetToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: resetTokens.userId })
    .from(resetTokens)
    .where(and(eq(resetTokens.id, digest(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/** Spends the token; true once. */
export async function spendResetToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(resetTokens.id, digest(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, new Date())))
    .returning({ id: resetTokens.id });
  return rows.length === 1;
}
