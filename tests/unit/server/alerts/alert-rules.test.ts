/** Quiet hours by country, stop tokens and the digest's words (src/server/alerts/), pure. */
import { describe, expect, it } from 'vitest';
import { digestText } from '../../../../src/server/alerts/alert-texts.ts';
import { readStopToken, stopToken } from '../../../../src/server/alerts/stop-token.ts';
import { isQuietHour, localTime } from '../../../../src/server/alerts/time-zones.ts';

describe('quiet hours', () => {
  it('run from 21:00 to 07:00 in the buyer’s country', () => {
    // Benin is UTC+1, Côte d'Ivoire UTC+0.
    expect(isQuietHour(new Date('2026-11-26T19:59:00Z'), '+229')).toBe(false); // 20:59 Cotonou
    expect(isQuietHour(new Date('2026-11-26T20:00:00Z'), '+229')).toBe(true); // 21:00
    expect(isQuietHour(new Date('2026-11-26T20:00:00Z'), '+225')).toBe(false); // 20:00 Abidjan
    expect(isQuietHour(new Date('2026-11-27T05:59:00Z'), '+229')).toBe(true); // 06:59
    expect(isQuietHour(new Date('2026-11-27T06:00:00Z'), '+229')).toBe(false); // 07:00
    expect(isQuietHour(new Date('2026-11-27T06:30:00Z'), '+225')).toBe(true); // 06:30 Abidjan
  });

  it('count days in local time', () => {
    expect(localTime(new Date('2026-11-26T23:30:00Z'), 'Africa/Lagos')).toEqual({ day: '2026-11-27', hour: 0 });
    expect(localTime(new Date('2026-11-26T23:30:00Z'), 'Africa/Accra')).toEqual({ day: '2026-11-26', hour: 23 });
  });
});

describe('stop tokens', () => {
  it('name the alert they were signed for, and nothing when changed', () => {
    const token = stopToken('secret', { kind: 'search', id: 12 });
    expect(readStopToken('secret', token)).toEqual({ kind: 'search', id: 12 });
    expect(readStopToken('other secret', token)).toBeNull();
    expect(readStopToken('secret', token.replace('s12', 's13'))).toBeNull();
    expect(readStopToken('secret', stopToken('secret', { kind: 'priceDrops', userId: 7 }))).toEqual({
      kind: 'priceDrops',
      userId: 7,
    });
    expect(readStopToken('secret', 'nonsense')).toBeNull();
  });
});

describe('digest text', () => {
  const base = { siteUrl: 'https://auto.example/', priceStopToken: 'p7.x', priceDrops: [] };
  const search = (n: number) => ({ name: `Search ${n}`, newCars: n, listQuery: `body=${n}`, stopToken: `s${n}.x` });

  it('links each search’s list and stop page in the buyer’s language', () => {
    const text = digestText({ ...base, lang: 'sp', searches: [search(1), search(2)] });
    expect(text).toContain('Search 1: 1 coche nuevo https://auto.example/sp/car_list?body=1');
    expect(text).toContain('Search 2: 2 coches nuevos https://auto.example/sp/car_list?body=2');
    expect(text).toContain('Detener esta alerta: https://auto.example/sp/alert_stop?t=s2.x');
  });

  it('names at most three searches and counts the rest', () => {
    const text = digestText({ ...base, lang: 'en', searches: [1, 2, 3, 4, 5].map(search) });
    expect(text).not.toContain('Search 4');
    expect(text).toContain('2 more saved searches with new cars: https://auto.example/en/my_account');
  });

  it('writes prices with the language’s grouping, and nothing when there is no news', () => {
    const drops = [{ carName: 'Kia Rio 2016', oldPrice: 5_000_000, newPrice: 4_750_000 }];
    const text = digestText({ ...base, lang: 'fr', searches: [], priceDrops: drops });
    expect(text).toContain('Kia Rio 2016 4\u202f750\u202f000 FCFA (avant 5\u202f000\u202f000)');
    expect(text).toContain('/fr/wish_list');
    expect(digestText({ ...base, lang: 'en', searches: [] })).toBe('');
  });
});
