/**
 * Server settings: every one an environment variable, parsed once by zod at start.
 * A bad value stops the process with a message naming the variable (see .env.example).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv as parseDotEnv } from 'node:util';
import { z } from 'zod';
import { publicSettingsProblems, settingsAgreement } from '../lib/public-settings.ts';
import { devSecretIn } from './dev-secret.ts';
import { parseLimitOverrides } from './security/limits.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Addresses only this machine can reach; any other HOST needs NODE_ENV=production. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    MEDIA_DIR: z.string().min(1).optional(),
    DIST_DIR: z.string().min(1).default('./dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Required in production; elsewhere a random one (kept in DATA_DIR by a development server, see loadEnv). */
    JWT_SECRET: z
      .string()
      .min(32)
      .default(() => randomBytes(48).toString('base64url')),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    TRUST_PROXY: bool.default(false),
    /** A request's headers must arrive within this many ms, its whole body within REQUEST_TIMEOUT_MS. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
    /**
     * How long an idle kept-alive connection stays open after an answer. Default 5 s when clients connect
     * directly (a browser's idle sockets count against MAX_CONNECTIONS_PER_IP, and give way to new ones), 65 s with TRUST_PROXY: a load
     * balancer reuses its connections up to its own idle timeout (60 s on AWS ALB), and the server must be
     * the more patient side or a request sent as it closes one fails as a 502.
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
    /**
     * Open connections one address may hold (0: no cap; not applied with TRUST_PROXY, cap at the proxy). Over
     * it, a new connection replaces one of the address's idle kept-alive ones; it is refused only when none is idle.
     */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(64),
    /** With TRUST_PROXY: how many proxies of this deployment append to X-Forwarded-For (the client is that many entries from the right). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Prefix of rate-limit keys in Redis (one per deployment; tests use one per server). */
    RATE_LIMIT_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'letters, digits, _ . : - only')
      .default('rl'),
    /** Prefix of the content-publish queue's keys in Redis (BullMQ; one per deployment sharing a Redis). */
    PUBLISH_QUEUE_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'letters, digits, _ . : - only')
      .default('bull'),
    /** Overrides of the named rate limits of src/server/security/limits.ts, e.g. 'loginNumber=3/60,otpCooldown=off'. */
    RATE_LIMITS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        try {
          return parseLimitOverrides(v);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    PHONE_AUTH_PROVIDER: z.enum(['console', 'firebase']).default('console'),
    /** Production with the console provider (codes only in the log): allowed only when this says the deployment is a demo. */
    PHONE_AUTH_DEMO: bool.default(false),
    OTP_ALLOWED_DIAL_CODES: csv.default(['+229', '+228', '+225', '+234', '+233', '+221', '+226', '+227']),
    OTP_IP_SENDS_PER_HOUR: z.coerce.number().int().positive().default(20),
    FIREBASE_PROJECT_ID: z.string().optional(),
    /** Where Google's public keys for Firebase ID tokens are fetched; tests point it at a local key set. */
    FIREBASE_JWKS_URL: z
      .url()
      .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
    /** Rebuild the content pages when an editor publishes (off in tests that do not need it: publishes then go live at once). */
    CONTENT_REBUILD: bool.default(true),
    SEED_CARS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    /** Anonymous car lists and searches are answered from memory for this many ms (0: off; default 2000, 0 in tests). */
    LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** A search's ranking (its best matches' ids and count, the same for every caller) is kept this many ms (0: off; default 10000, 0 in tests). */
    SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    /** Publish content pages to this S3 bucket instead of DIST_DIR (credentials: the AWS SDK's usual env vars). */
    PUBLISH_S3_BUCKET: z.string().min(1).optional(),
    /** An S3-compatible endpoint (MinIO, R2, s3rver…); path-style addressing is used with it. */
    PUBLISH_S3_ENDPOINT: z.url().optional(),
    PUBLISH_S3_REGION: z.string().min(1).default('us-east-1'),
    /** Key prefix of the published site in the bucket, e.g. 'site/' (default: the bucket's root). */
    PUBLISH_S3_PREFIX: z.string().default(''),
    /** Store uploaded photos in this bucket (default: PUBLISH_S3_BUCKET; neither: the local media folder). */
    MEDIA_S3_BUCKET: z.string().min(1).optional(),
    /** Key prefix of uploaded photos in the bucket. */
    MEDIA_S3_PREFIX: z.string().default('media/'),
    /** Public address of the photos in the bucket (bucket website or CDN), e.g. https://cdn.example.com/media; required with a bucket. */
    MEDIA_BASE_URL: z.url().optional(),
    /** After a publish, POST {"paths": [...]} of the changed pages here (a CDN purge endpoint). */
    CDN_PURGE_URL: z.url().optional(),
    /** Sent as 'Authorization: Bearer …' with the purge call. */
    CDN_PURGE_TOKEN: z.string().min(1).optional(),
    /** How long the purge call may take (ms) before the publish is retried. */
    CDN_PURGE_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(10_000),
    /** How often an instance serving dist/ looks for a publish made by another instance (ms; 0: never). */
    SITE_SYNC_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    /** How often detail views are added to the cars' view counts, which the popular sort reads (ms; 0: only at stop). */
    VIEW_FOLD_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** Issue 23: how often the alert job looks for new matches and due digests (ms; 0: only when asked). */
    ALERT_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** The site's public origin: alert messages link to its pages (also the pages' canonical links). */
    SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4321'),
    /** PostgreSQL: how many distinct statements each connection prepares (0: none, e.g. behind a transaction pooler without prepared statement support). */
    PG_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).optional(),
    /** PostgreSQL: connections of this server's pool (of each of its two pools with PG_GENERIC_PLANS: up to twice as many in all). */
    PG_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
    /** PostgreSQL: statements whose plan cannot depend on their values are planned once, on a second pool (src/server/db/plan-mode.ts). */
    PG_GENERIC_PLANS: bool.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production' && !LOOPBACK.test(env.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message: `${env.HOST} is reachable from other machines: only NODE_ENV=production may listen there`,
      });
    }
    if (env.NODE_ENV === 'production' && env.PHONE_AUTH_PROVIDER === 'console' && !env.PHONE_AUTH_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['PHONE_AUTH_PROVIDER'],
        message:
          'console sends no SMS, so no one could finish sign-up or reset: use firebase in production, ' +
          'or set PHONE_AUTH_DEMO=true if this deployment is a demo',
      });
    }
    if ((env.MEDIA_S3_BUCKET ?? env.PUBLISH_S3_BUCKET) && !env.MEDIA_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_BASE_URL'],
        message: 'is required when photos are stored in a bucket (MEDIA_S3_BUCKET or PUBLISH_S3_BUCKET)',
      });
    }
    if (env.PHONE_AUTH_PROVIDER === 'firebase' && !env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message: 'is required with PHONE_AUTH_PROVIDER=firebase',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws an Error whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const lines = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  // Checked here, not in the schema: the schema's default would hide that none was given.
  if (cleaned.NODE_ENV === 'production' && !cleaned.JWT_SECRET) lines.push('  JWT_SECRET: must be set in production');
  // The site's settings (the start script builds the pages with them), and those both sides must share.
  lines.push(...[...publicSettingsProblems(cleaned), ...settingsAgreement(cleaned)].map((line) => `  ${line}`));
  if (result.success && lines.length === 0) return result.data;
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * Copies the settings of a .env file into `target` (Node's own parser), except those `target` already
 * has: the environment wins over the file. Returns the names taken from the file.
 */
export function applyDotEnv(path: string, target: Record<string, string | undefined>): string[] {
  if (!existsSync(path)) return [];
  const taken: string[] = [];
  for (const [name, value] of Object.entries(parseDotEnv(readFileSync(path, 'utf8')))) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    taken.push(name);
  }
  return taken;
}

/**
 * Reads .env (if any; the environment wins), then parses process.env, or prints the bad variables and exits. A development server without JWT_SECRET
 * keeps a random one in its DATA_DIR (sessions survive restarts; nothing public can sign tokens).
 */
export function loadEnv(): Env {
  const fromFile = applyDotEnv('.env', process.env);
  if (existsSync('.env')) {
    console.error(`Settings: .env read (${fromFile.length} taken from it; the environment wins over the file).`);
  }
  try {
    const env = parseEnv(process.env);
    if (env.NODE_ENV === 'development' && !process.env.JWT_SECRET) env.JWT_SECRET = devSecretIn(env.DATA_DIR);
    return env;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
