/**
 * Test-data builders for users and their session tokens.
 * @example const { user, token } = await createUser(t, { role: ROLE.customer });
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { signSessionToken } from '../../src/server/auth/tokens.ts';
import type { Db } from '../../src/server/db/client.ts';
import { ROLE, users } from '../../src/server/db/schema.ts';
import type { Env } from '../../src/server/env.ts';

let counter = 0;
const hashes = new Map<string, Promise<string>>();

export type UserRow = typeof users.$inferSelect;

export interface BuiltUser {
  user: UserRow;
  password: string;
  token: string;
}

export async function createUser(
  ctx: { db: Db; env: Env },
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<BuiltUser> {
  counter += 1;
  const password = overrides.password ?? 'Secret#2026';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const { password: _omit, ...rest } = overrides;
  const [user] = await ctx.db
    .insert(users)
    .values({
      role: ROLE.customer,
      countryCode: '+229',
      mobileNo: String(90_000_000 + process.pid * 100 + counter).slice(-8),
      passwordHash: await hashes.get(password)!,
      displayName: `Test User ${counter}`,
      email: `user${counter}@example.test`,
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await signSessionToken(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    ctx.env.JWT_SECRET,
    3600,
  );
  return { user, password, token };
}

export async function deactivateUser(db: Db, id: number): Promise<void> {
  await db.update(users).set({ isActive: false }).where(eq(users.id, id));
}
