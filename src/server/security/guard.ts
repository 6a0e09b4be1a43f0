/**
 * Applies named rate limits to a request: the first limit exceeded refuses it with 429, Retry-After
 * and a message saying how long to wait; later limits are not counted. A progressive delay
 * (withProgressiveDelay) refuses the same way while its key waits.
 */
import type { Context } from 'hono';
import { messageText, type MessageKey } from '../../lib/messages/api-messages.ts';
import type { AppBindings } from '../app/types.ts';
import { ApiRefusal, refuse } from '../refusal.ts';
import { DELAY_CAP_SECONDS, limitsOf, type LimitName } from './limits.ts';

/** A limit and the key it counts (a phone number, an IP, a user id). */
export type LimitCheck = readonly [LimitName, string];

/**
 * Counts one hit on each limit in order; refuses (429) at the first exceeded.
 * @example await enforceLimits(c, [['loginIp', ip], ['loginNumberIp', `${phone}@${ip}`]]);
 */
export async function enforceLimits(c: Context<AppBindings>, checks: readonly LimitCheck[]): Promise<void> {
  const { env, rateLimiter } = c.get('deps');
  const rules = limitsOf(env);
  for (const [name, key] of checks) {
    const rule = rules[name];
    if (!rule) continue;
    const result = await rateLimiter.hit(`${name}:${key}`, rule.limit, rule.windowSeconds * 1000);
    if (!result.allowed) tooMany(c, name, result.retryAfterSeconds);
  }
}

function tooMany(c: Context<AppBindings>, name: LimitName, retryAfterSeconds: number): never {
  c.get('logger').warn({ limit: name }, 'rate limited');
  const wait = tooManyKey(name, retryAfterSeconds);
  refuse(429, wait.key, wait.vars, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Runs `attempt` under the progressive delay `name` of `key`: refused (429, Retry-After) while the key
 * still waits after its last failure; a 401 from `attempt` counts a failure (limits.ts says how long
 * the next try then waits). Refused tries count nothing, so hammering does not lengthen the wait.
 * @example const user = await withProgressiveDelay(c, 'loginNumber', numberKey, () => signIn(db, credentials));
 */
export async function withProgressiveDelay<T>(
  c: Context<AppBindings>,
  name: LimitName,
  key: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const rule = limitsOf(c.get('deps').env)[name];
  if (!rule) return attempt();
  const { rateLimiter } = c.get('deps');
  const waitMs = await rateLimiter.waitOf(`${name}:${key}`);
  if (waitMs > 0) tooMany(c, name, Math.ceil(waitMs / 1000));
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiRefusal && error.status === 401) {
      const delay = { free: rule.limit, windowMs: rule.windowSeconds * 1000, capMs: DELAY_CAP_SECONDS * 1000 };
      await rateLimiter.fail(`${name}:${key}`, delay);
    }
    throw error;
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
