import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  countryName,
  DEFAULT_COUNTRY,
  filterCountries,
  loadCountryCodes,
  networkFirst,
  parseCountryCodes,
} from '../../../../src/features/auth/country-codes.ts';

const file = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../public/assets/js/CountryCodes.json'), 'utf8'),
) as unknown;
const all = parseCountryCodes(file);

describe('country codes', () => {
  it('reads every entry of /assets/js/CountryCodes.json, Benin +229 among them', () => {
    expect(all.length).toBe((file as unknown[]).length);
    expect(all).toContainEqual(DEFAULT_COUNTRY);
  });

  it('filters by name from the start of a word, accents ignored, starting names first', () => {
    expect(filterCountries(all, 'ben').map((c) => c.code)).toEqual(['BJ']);
    expect(filterCountries(all, 'cote').map((c) => c.code)).toContain('CI');
    expect(filterCountries(all, 'ivoire').map((c) => c.code)).toContain('CI');
    expect(filterCountries(all, 'ni')[0]?.name.toLowerCase().startsWith('ni')).toBe(true);
  });

  it('filters by dial code (with or without +) and by ISO code', () => {
    expect(filterCountries(all, '+229').map((c) => c.code)).toEqual(['BJ']);
    expect(filterCountries(all, '228').map((c) => c.code)).toEqual(['TG']);
    expect(filterCountries(all, 'tg').map((c) => c.code)).toContain('TG');
  });

  it('matches names in the page language too', () => {
    const french = (c: { code: string; name: string; dial_code: string }) => countryName(c, 'fr');
    expect(filterCountries(all, 'allemagne', french).map((c) => c.code)).toEqual(['DE']);
    expect(countryName(DEFAULT_COUNTRY, 'fr')).toBe('Bénin');
  });

  it('gives everything for an empty filter and nothing for nonsense', () => {
    expect(filterCountries(all, '  ')).toHaveLength(all.length);
    expect(filterCountries(all, 'zzzz')).toEqual([]);
  });

  it("lists the network's countries first, Benin on top, the rest in the file's order", () => {
    const ordered = networkFirst(all);
    expect(ordered.slice(0, 8).map((c) => c.code)).toEqual(['BJ', 'TG', 'CI', 'NG', 'GH', 'SN', 'BF', 'NE']);
    expect(ordered[8]?.code).toBe('AF');
    expect(ordered).toHaveLength(all.length);
    expect(
      filterCountries(ordered, 'ni')
        .map((c) => c.code)
        .slice(0, 2),
    ).toEqual(['NG', 'NE']);
  });

  it('fetches the list once, and answers Benin alone when it cannot be loaded', async () => {
    const failing = vi.fn(async () => new Response('nope', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadCountryCodes(failing)).toEqual([DEFAULT_COUNTRY]);
    expect(error).toHaveBeenCalled();
    const working = vi.fn(async () => Response.json(file));
    expect(await loadCountryCodes(working)).toHaveLength(all.length);
    await loadCountryCodes(working);
    expect(working).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
