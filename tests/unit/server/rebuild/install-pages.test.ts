import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../../../src/server/rebuild/content-routes.ts';
import { installAssets, installPages } from '../../../../src/server/rebuild/install-pages.ts';

describe('content routes', () => {
  it('maps each kind to the routes that show it', () => {
    expect(routesOf(['terms'])).toEqual(['terms_condition']);
    expect(routesOf(['contact', 'privacy', 'contact'])).toEqual(['contact_us', 'privacy_policy']);
  });
});

describe('installing rebuilt pages', () => {
  it('adds new assets, replaces only the named routes, and leaves no temporary file', async () => {
    const built = mkdtempSync(join(tmpdir(), 'built-'));
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    for (const lang of ['en', 'fr', 'sp']) {
      mkdirSync(join(built, lang, 'terms_condition'), { recursive: true });
      writeFileSync(join(built, lang, 'terms_condition', 'index.html'), `new ${lang}`);
      mkdirSync(join(dist, lang, 'terms_condition'), { recursive: true });
      writeFileSync(join(dist, lang, 'terms_condition', 'index.html'), `old ${lang}`);
      mkdirSync(join(dist, lang, 'faq'), { recursive: true });
      writeFileSync(join(dist, lang, 'faq', 'index.html'), `faq ${lang}`);
    }
    mkdirSync(join(built, 'en', 'faq'), { recursive: true });
    writeFileSync(join(built, 'en', 'faq', 'index.html'), 'should not be installed');
    mkdirSync(join(built, '_astro'), { recursive: true });
    writeFileSync(join(built, '_astro', 'page.abc.js'), 'new asset');
    writeFileSync(join(built, '_astro', 'shared.def.js'), 'built copy');
    mkdirSync(join(dist, '_astro'), { recursive: true });
    writeFileSync(join(dist, '_astro', 'shared.def.js'), 'live copy');
    writeFileSync(join(dist, 'en', 'terms_condition', 'index.html.gz'), 'stale');

    expect(await installAssets(built, dist)).toBe(1);
    const pages = await installPages(built, dist, ['terms_condition']);

    expect(pages).toEqual([
      'en/terms_condition/index.html',
      'fr/terms_condition/index.html',
      'sp/terms_condition/index.html',
    ]);
    expect(readFileSync(join(dist, 'fr', 'terms_condition', 'index.html'), 'utf8')).toBe('new fr');
    expect(readFileSync(join(dist, 'en', 'faq', 'index.html'), 'utf8')).toBe('faq en');
    expect(readFileSync(join(dist, '_astro', 'shared.def.js'), 'utf8')).toBe('live copy');
    expect(readFileSync(join(dist, '_astro', 'page.abc.js'), 'utf8')).toBe('new asset');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(readFileSync(join(dist, 'en', 'terms_condition', 'index.html.gz'))).toString()).toBe('new en');
    const leftovers = readdirSync(dist, { recursive: true }).filter((name) => String(name).endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});
