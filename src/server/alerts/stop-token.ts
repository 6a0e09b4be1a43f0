/**
 * The signed token of an alert's one-tap stop link (issue 23): it names one alert (a saved search,
 * or a buyer's price drops of liked cars) and carries an HMAC with the server's secret, so the link
 * pauses that alert without a login and cannot be forged for another one. Short: SMS are paid by length.
 *
 * Format: `s{savedSearchId}.{mac}` or `p{userId}.{mac}`, mac = 16 base64url characters (96 bits).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type StopTarget = { kind: 'search'; id: number } | { kind: 'priceDrops'; userId: number };

function macOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`alert-stop:${payload}`).digest('base64url').slice(0, 16);
}

/** @example stopToken(secret, { kind: 'search', id: 12 }) // 's12.q3Vb…' */
export function stopToken(secret: string, target: StopTarget): string {
  const payload = target.kind === 'search' ? `s${target.id}` : `p${target.userId}`;
  return `${payload}.${macOf(secret, payload)}`;
}

/** The alert a token names, or null when it is malformed or its signature is wrong. */
export function readStopToken(secret: string, token: string): StopTarget | null {
  const match = /^([sp])(\d{1,10})\.([\w-]{16})$/.exec(token.trim());
  if (!match) return null;
  const [, kind, digits, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(macOf(secret, `${kind}${digits}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
  const id = Number(digits);
  return kind === 's' ? { kind: 'search', id } : { kind: 'priceDrops', userId: id };
}
