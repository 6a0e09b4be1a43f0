import { describe, expect, it, vi } from 'vitest';
import { ListCache } from '../../../../src/server/cars/list-cache.ts';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('ListCache', () => {
  it('answers a key from memory until its time is up, then loads again', async () => {
    const c = clock();
    const cache = new ListCache(2000, 10, c.now);
    const load = vi.fn(async () => ({ rowCount: load.mock.calls.length }));
    expect(await cache.get('a', load)).toEqual({ rowCount: 1 });
    c.advance(1999);
    expect(await cache.get('a', load)).toEqual({ rowCount: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(1);
    expect(await cache.get('a', load)).toEqual({ rowCount: 2 });
    expect(await cache.get('b', load)).toEqual({ rowCount: 3 });
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ListCache(2000);
    let release: (v: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure', async () => {
    const cache = new ListCache(2000);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  it('keeps at most maxEntries keys, dropping the oldest and the expired first', async () => {
    const c = clock();
    const cache = new ListCache(2000, 3, c.now);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    c.advance(5000);
    await cache.get('e', async () => 'e');
    expect(cache.size).toBe(1);
  });

  it('loads every time when turned off', async () => {
    const cache = new ListCache(0);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
