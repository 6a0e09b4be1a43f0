/**
 * The client's address for per-IP limits: the socket's peer, or, when TRUST_PROXY is set, the
 * X-Forwarded-For entry that the last trusted proxy wrote. Proxies append the address they saw, so the
 * caller controls every entry left of those; counting TRUST_PROXY_HOPS from the right skips only the
 * deployment's own proxies.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from '../app/types.ts';

/** The caller's IP as a rate-limit key (an IPv6 address is cut to its /64, what one subscriber gets). */
export function clientIp(c: Context<AppBindings>): string {
  const env = c.get('deps').env;
  if (env.TRUST_PROXY) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), env.TRUST_PROXY_HOPS);
    if (forwarded) return ipKey(forwarded.slice(0, 64));
  }
  try {
    return ipKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not running on @hono/node-server (e.g. app.request in a unit test).
    return 'unknown';
  }
}

/**
 * The address the outermost trusted proxy saw: with `hops` proxies of our own, each appending the
 * address it received from, that is the `hops`-th entry from the right. A header with fewer entries
 * than hops (a proxy chain shorter than configured) gives its leftmost entry.
 * @example forwardedClient('6.6.6.6, 203.0.113.9', 1) // '203.0.113.9' (6.6.6.6 was written by the caller)
 * @example forwardedClient('203.0.113.9, 10.0.0.2', 2) // '203.0.113.9'
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
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
