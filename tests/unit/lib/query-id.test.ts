import { describe, expect, it } from 'vitest';
import { queryId } from '../../../src/lib/query-id.ts';

describe('ids from the query string', () => {
  it('reads positive integers', () => {
    expect(queryId('?id=12', 'id')).toBe(12);
    expect(queryId('?dealerId=3&vehicalId=150&vehId=9', 'vehicalId')).toBe(150);
    expect(queryId('id=%2012%20', 'id')).toBe(12);
  });

  it('treats anything else as absent', () => {
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=99999999999', '?id=2147483648']) {
      expect(queryId(search, 'id')).toBeNull();
    }
  });
});
