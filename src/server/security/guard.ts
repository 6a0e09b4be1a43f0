/**
 * Applies named rate limits to a request: the first limit exceeded answers 429 with Retry-After
 * and a readable message; later limits are not counted.
 */
import type { Context } from 'hono';
import { fail, type ErrorResponse } from '../app/envelope.ts';
import type { AppBindings } from '../app/types.ts';
import { limitsOf, type LimitName } from './limits.ts';
import { rateLimiterOf } from './rate-limit.ts';

/** A limit and the key it counts (a phone number, an IP, a user id). */
export type LimitCheck = readonly [LimitName, string];

/**
 * Counts one hit on each limit in order; returns a 429 response for the first exceeded, else null.
 * @example const limited = await enforceLimits(c, [['loginIp', ip], ['loginNumber', phone]]); if (limited) return limited;
 */
export async function enforceLimits(
  c: Context<AppBindings>,
  checks: readonly LimitCheck[],
): Promise<ErrorResponse<429> | null> {
  const deps = c.get('deps');
  const rules = limitsOf(deps.env);
  const limiter = rateLimiterOf(deps);
  for (const [name, key] of checks) {
    const rule = rules[name];
    if (!rule) continue;
    const result = await limiter.hit(`${name}:${key}`, rule.limit, rule.windowSeconds * 1000);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      c.get('logger').warn({ limit: name }, 'rate limited');
      return fail(c, 429, tooManyMessage(name, result.retryAfterSeconds));
    }
  }
  return null;
}

/** The 429 message: how long to wait, in words. */
export function tooManyMessage(name: LimitName, seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const wait = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  if (name === 'otpCooldown') return `Please wait ${wait} before asking for another code.`;
  return `Too many attempts. Please try again in ${wait}.`;
}
