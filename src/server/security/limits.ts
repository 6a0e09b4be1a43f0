/**
 * The named rate limits of the API and their defaults. Each is `limit` hits per `windowSeconds`
 * for one key (a phone number, an IP, a user). Operators and tests override them with
 * `RATE_LIMITS="loginNumber=3/60,otpCooldown=off"`; OTP_IP_SENDS_PER_HOUR sets otpSendIp.
 * loginNumber is a progressive delay, not a window (guard.ts withProgressiveDelay): `limit` wrong
 * passwords per window cost nothing, then each one makes the number wait 1 s, 2 s, 4 s… up to
 * DELAY_CAP_SECONDS, so a flood from many addresses slows the number without locking its owner out.
 */

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

const DEFAULTS = {
  /** Wrong passwords on one number (any address) before the progressive delay. */
  loginNumber: { limit: 10, windowSeconds: 900 },
  /** Tries on one number from one address: the attacker's address is stopped, not the number. */
  loginNumberIp: { limit: 10, windowSeconds: 900 },
  loginIp: { limit: 30, windowSeconds: 900 },
  checkUserNumber: { limit: 10, windowSeconds: 900 },
  checkUserIp: { limit: 30, windowSeconds: 900 },
  resetNumber: { limit: 5, windowSeconds: 900 },
  resetIp: { limit: 20, windowSeconds: 900 },
  /** One SMS per number per 30 s: the resend cool-down. */
  otpCooldown: { limit: 1, windowSeconds: 30 },
  otpSendNumber: { limit: 3, windowSeconds: 600 },
  otpSendIp: { limit: 20, windowSeconds: 3600 },
  otpVerifyNumber: { limit: 15, windowSeconds: 900 },
  otpVerifyIp: { limit: 30, windowSeconds: 900 },
  changePasswordUser: { limit: 10, windowSeconds: 900 },
  uploadUser: { limit: 30, windowSeconds: 3600 },
  /** Issue 23: an importer's car photos (20 a car). */
  carPhotoUser: { limit: 300, windowSeconds: 3600 },
  /** Issue 23: listing reports by one buyer (one per car anyway). */
  reportUser: { limit: 5, windowSeconds: 3600 },
} satisfies Record<string, LimitRule>;

/** The longest a progressive delay makes one wait. */
export const DELAY_CAP_SECONDS = 60;

export type LimitName = keyof typeof DEFAULTS;
export const LIMIT_NAMES = Object.keys(DEFAULTS) as LimitName[];

/** A limit switched off by `name=off`. */
export type LimitOverrides = Partial<Record<LimitName, LimitRule | null>>;

/**
 * Parses `name=limit/windowSeconds` pairs (or `name=off`), comma-separated; throws naming the bad part.
 * @example parseLimitOverrides('loginNumber=3/60,otpCooldown=off')
 */
export function parseLimitOverrides(text: string): LimitOverrides {
  const overrides: LimitOverrides = {};
  for (const part of text.split(',').map((s) => s.trim())) {
    if (!part) continue;
    const match = /^(\w+)=(?:(off)|(\d+)\/(\d+))$/.exec(part);
    const name = match?.[1];
    if (!match || !name || !(LIMIT_NAMES as string[]).includes(name)) {
      throw new Error(
        `"${part}" is not name=limit/windowSeconds or name=off with a name among ${LIMIT_NAMES.join(', ')}`,
      );
    }
    const windowSeconds = Number(match[4]);
    if (!match[2] && windowSeconds < 1) throw new Error(`"${part}": the window must be at least 1 second`);
    overrides[name as LimitName] = match[2] ? null : { limit: Number(match[3]), windowSeconds };
  }
  return overrides;
}

const resolved = new WeakMap<object, Record<LimitName, LimitRule | null>>();

/** The settings the limits read (src/server/env.ts parses them; this module must not import it: env.ts imports this). */
export interface LimitSettings {
  OTP_IP_SENDS_PER_HOUR: number;
  RATE_LIMITS: LimitOverrides;
}

/** The effective rules for this server's settings (null = switched off). */
export function limitsOf(env: LimitSettings): Record<LimitName, LimitRule | null> {
  let rules = resolved.get(env);
  if (!rules) {
    rules = {
      ...DEFAULTS,
      otpSendIp: { limit: env.OTP_IP_SENDS_PER_HOUR, windowSeconds: 3600 },
      ...env.RATE_LIMITS,
    };
    resolved.set(env, rules);
  }
  return rules;
}
