/**
 * Settings that cannot surprise an operator (issue 20): no public token secret in development, a random
 * one kept per data directory instead; production must name its own; only production listens beyond
 * this machine.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devSecretIn } from '../../../src/server/dev-secret.ts';
import { applyDotEnv, loadEnv, parseEnv } from '../../../src/server/env.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars' };
const FIREBASE_BOTH_SIDES = {
  PHONE_AUTH_PROVIDER: 'firebase',
  FIREBASE_PROJECT_ID: 'p',
  PUBLIC_PHONE_AUTH_PROVIDER: 'firebase',
  PUBLIC_FIREBASE_API_KEY: 'k',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'p',
  PUBLIC_FIREBASE_APP_ID: 'a',
};
const tempDir = () => mkdtempSync(join(tmpdir(), 'autoimport-env-'));

describe('the token secret', () => {
  it('is random when none is given outside production: two servers never share one', () => {
    const a = parseEnv({ NODE_ENV: 'test' }).JWT_SECRET;
    const b = parseEnv({ NODE_ENV: 'test' }).JWT_SECRET;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
    expect(a).not.toBe('dev-only-secret-change-me-in-production-0123456789');
  });

  it('must be given in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set in production/);
    const secret = 'a-production-secret-of-at-least-32-chars';
    expect(parseEnv({ ...PRODUCTION, JWT_SECRET: secret, PHONE_AUTH_DEMO: 'true' }).JWT_SECRET).toBe(secret);
  });

  it('a development data directory keeps its own, readable only by its owner', () => {
    const dir = tempDir();
    const first = devSecretIn(dir);
    expect(devSecretIn(dir)).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(devSecretIn(tempDir())).not.toBe(first);
  });

  describe('loadEnv in development', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('uses the data directory’s secret when JWT_SECRET is unset, and JWT_SECRET when it is set', () => {
      const dir = tempDir();
      vi.stubEnv('NODE_ENV', 'development');
      vi.stubEnv('DATA_DIR', dir);
      vi.stubEnv('JWT_SECRET', '');
      expect(loadEnv().JWT_SECRET).toBe(devSecretIn(dir));
      vi.stubEnv('JWT_SECRET', 'an-operator-chosen-secret-of-32-chars-or-more');
      expect(loadEnv().JWT_SECRET).toBe('an-operator-chosen-secret-of-32-chars-or-more');
    });
  });
});

describe('the phone provider in production', () => {
  it('refuses the console provider, whose codes reach no one', () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(/PHONE_AUTH_PROVIDER: console sends no SMS/);
  });

  it('allows it when the deployment says it is a demo, and firebase always', () => {
    expect(parseEnv({ ...PRODUCTION, PHONE_AUTH_DEMO: 'true' }).PHONE_AUTH_PROVIDER).toBe('console');
    expect(parseEnv({ ...PRODUCTION, ...FIREBASE_BOTH_SIDES }).PHONE_AUTH_PROVIDER).toBe('firebase');
  });
});

describe('settings the site and the server share, checked at start', () => {
  it('refuses a server and a site that verify phones differently, naming both settings', () => {
    expect(() => parseEnv({ PHONE_AUTH_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'p' })).toThrow(
      /PUBLIC_PHONE_AUTH_PROVIDER \(console\) and PHONE_AUTH_PROVIDER \(firebase\) must be the same/,
    );
    expect(() => parseEnv({ PUBLIC_PHONE_AUTH_PROVIDER: 'console', PHONE_AUTH_PROVIDER: 'console' })).not.toThrow();
  });

  it('refuses a PUBLIC_* value that is set but wrong, instead of a silent default', () => {
    expect(() => parseEnv({ PUBLIC_PHONE_AUTH_PROVIDER: 'firbase' })).toThrow(/PUBLIC_PHONE_AUTH_PROVIDER: /);
    expect(() => parseEnv({ PUBLIC_APP_REDIRECT: 'maybe' })).toThrow(/PUBLIC_APP_REDIRECT: must be one of/);
  });
});

describe('HOST', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('%s is fine in development', (host) => {
    expect(parseEnv({ HOST: host }).HOST).toBe(host);
  });

  it.each(['0.0.0.0', '::', '192.168.1.10'])('%s is refused outside production, allowed in production', (host) => {
    expect(() => parseEnv({ HOST: host })).toThrow(/HOST: .* only NODE_ENV=production may listen there/);
    expect(() => parseEnv({ NODE_ENV: 'test', HOST: host })).toThrow(/HOST/);
    const env = parseEnv({ ...PRODUCTION, HOST: host, PHONE_AUTH_DEMO: 'true' });
    expect(env.HOST).toBe(host);
  });
});

describe('.env', () => {
  it('fills what the environment lacks; the environment wins over the file', () => {
    const path = join(tempDir(), '.env');
    writeFileSync(path, 'PORT=5000\n# a comment\nLOG_LEVEL=debug\nRATE_LIMITS="loginIp=off"\n');
    const target: Record<string, string | undefined> = { PORT: '4600' };
    expect(applyDotEnv(path, target)).toEqual(['LOG_LEVEL', 'RATE_LIMITS']);
    expect(target).toEqual({ PORT: '4600', LOG_LEVEL: 'debug', RATE_LIMITS: 'loginIp=off' });
  });

  it('is optional', () => {
    expect(applyDotEnv(join(tempDir(), '.env'), {})).toEqual([]);
  });
});
