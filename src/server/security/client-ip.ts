/**
 * The client's address for per-IP limits: the socket's peer, or X-Forwarded-For's first hop
 * when TRUST_PROXY is set (only behind a proxy that writes that header itself).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from '../app/types.ts';

/** The caller's IP as a rate-limit key (an IPv6 address is cut to its /64, what one subscriber gets). */
export function clientIp(c: Context<AppBindings>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return ipKey(first.slice(0, 64));
  }
  try {
    return ipKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not running on @hono/node-server (e.g. app.request in a unit test).
    return 'unknown';
  }
}

/**
 * Normalises an address for use as a key: IPv4-mapped IPv6 becomes IPv4, IPv6 keeps its first 64 bits.
 * @example ipKey('::ffff:10.0.0.1') // '10.0.0.1'
 * @example ipKey('2001:db8:1:2:3:4:5:6') // '2001:db8:1:2::/64'
 */
export function ipKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  if (!value.includes(':')) return value;
  const [head = '', tail] = value.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
