import { describe, expect, it } from 'vitest';
import { postgresTarget } from '../../../../src/server/db/client.ts';

describe('postgresTarget (DATABASE_URL as postgres.js takes it)', () => {
  it('turns libpq’s ?host=/directory into postgres.js’s host option, keeping the rest of the URL', () => {
    expect(postgresTarget('postgres:///autoimport?host=/var/run/postgresql')).toEqual({
      url: 'postgres:///autoimport',
      options: { host: '/var/run/postgresql' },
    });
    expect(postgresTarget('postgres://app:s%40cret@localhost:6432/autoimport?host=/run/pg&sslmode=disable')).toEqual({
      url: 'postgres://app:s%40cret@localhost:6432/autoimport?sslmode=disable',
      options: { host: '/run/pg' },
    });
  });

  it('passes a TCP address, a host parameter that is not a directory and an unreadable URL as they are', () => {
    for (const url of [
      'postgres://app@db.internal:5432/autoimport',
      'postgres://app@127.0.0.1/autoimport?sslmode=require',
      'postgres://app@x/autoimport?host=db.internal',
      'not a url',
    ])
      expect(postgresTarget(url)).toEqual({ url, options: {} });
  });
});
