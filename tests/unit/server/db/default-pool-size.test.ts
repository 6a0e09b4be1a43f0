import { describe, expect, it } from 'vitest';
import { REMOTE_POOL_SIZE, defaultPoolSize, poolSizeOf } from '../../../../src/server/db/client.ts';

describe('defaultPoolSize (PG_POOL_SIZE unset)', () => {
  it('gives a PostgreSQL on this host one connection per core, 2 at least and 10 at most', () => {
    expect(defaultPoolSize('postgres://postgres@127.0.0.1:5432/test', 2)).toBe(2);
    expect(defaultPoolSize('postgres://postgres@localhost/test', 1)).toBe(2);
    expect(defaultPoolSize('postgres://u@[::1]:5432/test', 6)).toBe(6);
    expect(defaultPoolSize('postgres://u@127.0.0.1/test', 64)).toBe(10);
  });

  it('counts a Unix socket as this host', () => {
    expect(defaultPoolSize('postgres:///test?host=/var/run/postgresql', 4)).toBe(4);
    expect(defaultPoolSize('postgresql:///test', 3)).toBe(3);
  });

  it('keeps postgres.js’s 10 for a PostgreSQL elsewhere or an address it cannot read', () => {
    expect(defaultPoolSize('postgres://app:secret@db.internal:5432/autoimport', 2)).toBe(REMOTE_POOL_SIZE);
    expect(defaultPoolSize('postgres://app@10.0.0.7/autoimport', 2)).toBe(REMOTE_POOL_SIZE);
    expect(defaultPoolSize('not a url', 2)).toBe(REMOTE_POOL_SIZE);
    expect(REMOTE_POOL_SIZE).toBe(10);
  });
});

describe('poolSizeOf (what a server opens)', () => {
  const remote = 'postgres://app@db.internal/autoimport';

  it('takes PG_POOL_SIZE when it is set, as a number or as process.env’s text', () => {
    expect(poolSizeOf(remote, 3)).toBe(3);
    expect(poolSizeOf('postgres://u@127.0.0.1/test', '25')).toBe(25);
  });

  it('falls back to the default when it is unset, empty or not a count', () => {
    expect(poolSizeOf(remote)).toBe(REMOTE_POOL_SIZE);
    expect(poolSizeOf(remote, '')).toBe(REMOTE_POOL_SIZE);
    expect(poolSizeOf(remote, 'ten')).toBe(REMOTE_POOL_SIZE);
    expect(poolSizeOf(remote, 0)).toBe(REMOTE_POOL_SIZE);
    expect(poolSizeOf('postgres://u@127.0.0.1/test')).toBe(defaultPoolSize('postgres://u@127.0.0.1/test'));
  });
});
