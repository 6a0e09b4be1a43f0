/**
 * Applies named rate limits to a request: the first limit exceeded refuses it with 429, Retry-After
 * and a message saying how long to wait; later limits are not counted.
 */
import type { Context } from 'hono';
import { messageText, type MessageKey } from '../../lib/messages/api-messages.ts';
import type { AppBindings } from '../app/types.ts';
import { refuse } from '../refusal.ts';
import { limitsOf, type LimitName } from './limits.ts';

/** A limit and the key it counts (a phone number, an IP, a user id). */
export type LimitCheck = readonly [LimitName, string];

/**
 * Counts one hit on each limit in order; refuses (429) at the first exceeded.
 * @example await enforceLimits(c, [['loginIp', ip], ['loginNumber', phone]]);
 */
export async function enforceLimits(c: Context<AppBindings>, checks: readonly LimitCheck[]): Promise<void> {
  const { env, rateLimiter } = c.get('deps');
  const rules = limitsOf(env);
  for (const [name, key] of checks) {
    const rule = rules[name];
    if (!rule) continue;
    const result = await rateLimiter.hit(`${name}:${key}`, rule.limit, rule.windowSeconds * 1000);
    if (!result.allowed) {
      c.get('logger').warn({ limit: name }, 'rate limited');
      const wait = tooManyKey(name, result.retryAfterSeconds);
      refuse(429, wait.key, wait.vars, { 'Retry-After': String(result.retryAfterSeconds) });
    }
  }
}

/**
 * The 429 message's key: how long to wait, in seconds under a minute, in minutes beyond.
 * @example tooManyKey('otpCooldown', 25) // { key: 'otpWaitSeconds', vars: { count: 25 } }
 */
export function tooManyKey(name: LimitName, seconds: number): { key: MessageKey; vars: { count: number } } {
  const minutes = seconds >= 60;
  const count = minutes ? Math.ceil(seconds / 60) : seconds;
  if (name === 'otpCooldown') return { key: minutes ? 'otpWaitMinutes' : 'otpWaitSeconds', vars: { count } };
  return { key: minutes ? 'tooManyMinutes' : 'tooManySeconds', vars: { count } };
}

/** The 429 message in English, e.g. 'Too many attempts. Please try again in 2 minutes.'. */
export function tooManyMessage(name: LimitName, seconds: number): string {
  const { key, vars } = tooManyKey(name, seconds);
  return messageText(key, vars);
}
