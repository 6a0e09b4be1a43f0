import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../src/server/env.ts';
import { keepAliveMsOf } from '../../../../src/server/security/connection-guard.ts';

describe('idle keep-alive time', () => {
  it("is Node's 5 s for clients that connect directly, and outlives a load balancer's 60 s behind a proxy", () => {
    expect(keepAliveMsOf(parseEnv({ NODE_ENV: 'test' }))).toBe(5_000);
    expect(keepAliveMsOf(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true' }))).toBe(65_000);
  });

  it('takes KEEP_ALIVE_TIMEOUT_MS as set, an empty value as unset', () => {
    expect(keepAliveMsOf(parseEnv({ NODE_ENV: 'test', KEEP_ALIVE_TIMEOUT_MS: '120000', TRUST_PROXY: 'true' }))).toBe(
      120_000,
    );
    expect(keepAliveMsOf(parseEnv({ NODE_ENV: 'test', KEEP_ALIVE_TIMEOUT_MS: '' }))).toBe(5_000);
  });
});
