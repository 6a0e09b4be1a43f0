/**
 * Every visible string lives in public/assets/i18n/{en,fr,sp}.json: each key exists in all three
 * languages, none is empty, placeholders match, and every key is used somewhere in src/.
 * A key is "used" when it appears in src/ as a quoted literal ('nav.home', "nav.home" or `nav.home`).
 * Keys built at run time must start with one of DYNAMIC_PREFIXES (documented in docs/site-frame.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Prefixes of keys that code builds from a value (e.g. t(`language.${lang}`); apiMessage.<key> from the API's X-Message-Key). */
const DYNAMIC_PREFIXES = ['language.', 'apiMessage.'];

const root = join(import.meta.dirname, '../../../..');
const load = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'public/assets/i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
const dictionaries = { en: load('en'), fr: load('fr'), sp: load('sp') };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('translation files', () => {
  const enKeys = Object.keys(dictionaries.en).sort();

  it.each(['fr', 'sp'] as const)('%s has exactly the keys of en', (lang) => {
    const keys = Object.keys(dictionaries[lang]).sort();
    expect(
      keys.filter((k) => !enKeys.includes(k)),
      'keys only in this language',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !keys.includes(k)),
      'keys missing in this language',
    ).toEqual([]);
  });

  it.each(['en', 'fr', 'sp'] as const)('%s has no empty string and the same placeholders as en', (lang) => {
    for (const [key, text] of Object.entries(dictionaries[lang])) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(dictionaries.en[key] ?? ''));
    }
  });

  it('has every key the code asks t() for', () => {
    const asked = sourceFiles(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt[a-z]?\(\s*['"]([A-Za-z0-9_]+\.[A-Za-z0-9_.]+)['"]/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    expect([...new Set(asked.filter((key) => !(key in dictionaries.en)))]).toEqual([]);
  });

  it('uses every key in the code', () => {
    const source = sourceFiles(join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = enKeys.filter(
      (key) =>
        !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`) &&
        !source.includes(`\`${key}\``),
    );
    expect(unused, 'keys no code uses (remove them, or use them literally)').toEqual([]);
  });
});
