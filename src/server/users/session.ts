/** Signs a session token for a user row with the server's secret and lifetime. */
import { signSessionToken } from '../auth/tokens.ts';
import type { Env } from '../env.ts';
import type { UserRow } from './user-queries.ts';

export function sessionTokenFor(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>, env: Env): Promise<string> {
  return signSessionToken(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    env.JWT_SECRET,
    env.TOKEN_TTL_SECONDS,
  );
}
