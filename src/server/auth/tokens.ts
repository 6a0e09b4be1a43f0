/**
 * Session tokens: HS256 JWTs carrying user id (sub), role and token version, with an expiry.
 */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  role: number;
  /** The user's token version when signed; a bump revokes the token. */
  version: number;
}

const encoder = new TextEncoder();
const ISSUER = 'autoimport';

export async function signSessionToken(claims: TokenClaims, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.version, typ: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(encoder.encode(secret));
}

/** Returns the claims of a valid session token, or null for anything else. */
export async function verifySessionToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'session') return null;
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.role !== 'number' || typeof payload.ver !== 'number')
      return null;
    return { userId, role: payload.role, version: payload.ver };
  } catch {
    return null;
  }
}

/**
 * Reads the token from an Authorization header: raw (as the site sends it) or `Bearer …`.
 * The strings `null` and `undefined` mean no token.
 * @example tokenFromHeader('Bearer abc') // 'abc'
 */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null;
  let value = header.trim();
  if (/^bearer\s+/i.test(value)) value = value.replace(/^bearer\s+/i, '').trim();
  if (!value || value === 'null' || value === 'undefined') return null;
  return value;
}
