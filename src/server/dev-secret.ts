/**
 * The token secret of a development server without JWT_SECRET: random, made once per data directory and
 * kept in it (so sessions survive a restart, and two checkouts never share one). A public default would
 * let anyone who reaches the port sign an admin token.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'jwt-secret';

/** The secret kept in `dataDir`, made (48 random bytes, readable only by this user) on first use. */
export function devSecretIn(dataDir: string): string {
  const path = join(dataDir, FILE);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
