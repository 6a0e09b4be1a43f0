/**
 * Looking users up by phone or id, and the user detail of SPEC.md §3 built from a row.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UserDetail } from '../routes/account/account.schemas.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The user with this number. Without a dial code the number alone decides; when two countries share
 * it the answer is 'ambiguous' (the caller then asks for countryCode).
 */
export async function findUserByPhone(
  db: Db,
  mobileNo: string,
  countryCode?: string,
): Promise<UserRow | 'ambiguous' | null> {
  const where: SQL | undefined = countryCode
    ? and(eq(users.mobileNo, mobileNo), eq(users.countryCode, countryCode))
    : eq(users.mobileNo, mobileNo);
  const rows = await db.select().from(users).where(where).limit(2);
  if (rows.length > 1) return 'ambiguous';
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The spec's user detail fields from a users row. */
export function toUserDetail(user: UserRow): UserDetail {
  return {
    Id: user.id,
    DisplayName: user.displayName,
    EmailId: user.email,
    PhoneNumber: user.mobileNo,
    CountryCode: user.countryCode,
    Address: user.address,
    ProfilePhoto: user.profilePhoto,
    RoleType: user.role,
  };
}

/** True for a unique-constraint violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Sets a new password hash and bumps the token version, so every earlier token stops working. */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
