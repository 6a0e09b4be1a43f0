/**
 * A terms publish through a server with the real rebuild (not a fake): the page already built in dist/
 * gets the new text in its slot, in every language, without an Astro build; the rest of the page is
 * untouched. A page without the slot is refused by the fast path (the build then runs instead).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { CONTENT_END_MARKER } from '../../../src/server/rebuild/content-splice.ts';
import { splicePages } from '../../../src/server/rebuild/splice-pages.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LANGS = ['en', 'fr', 'sp'] as const;
const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><body><h1>Terms ${lang}</h1><div class="prose-content max-w-3xl" data-content-page="TermAndCondition">${text}${CONTENT_END_MARKER}</div><footer>f</footer></body></html>`;

let t: TestServer;
let dist: string;
let token: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'autoimport-splice-dist-'));
  for (const lang of LANGS) {
    mkdirSync(join(dist, lang, 'terms_condition'), { recursive: true });
    writeFileSync(join(dist, lang, 'terms_condition', 'index.html'), page(lang, '<p>Old</p>'));
  }
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
  t = await startTestServer({ CONTENT_REBUILD: 'true', DIST_DIR: dist }, { serveSite: true });
  token = (await createUser({ db: t.server.deps.db, env: t.env }, { role: ROLE.editor })).token;
});
afterAll(() => t?.close());

async function publish(lang: string, html: string): Promise<string> {
  const docs = await t.call<{ kind: string; lang: string; revision: number }[]>('/api/studio/documents', { token });
  const revision = docs.body.data.find((d) => d.kind === 'terms' && d.lang === lang)?.revision ?? 0;
  const path = `/api/studio/documents/terms/${lang}`;
  const saved = await t.call<{ revision: number }>(`${path}/draft`, {
    method: 'PUT',
    json: { revision, body: { html } },
    token,
  });
  const queued = await t.call<{ publishId: number }>(`${path}/publish`, {
    json: { revision: saved.body.data.revision },
    token,
  });
  expect(queued.status).toBe(202);
  for (let i = 0; i < 100; i++) {
    const state = await t.call<{ status: string; error: string | null }>(
      `/api/studio/publishes/${queued.body.data.publishId}`,
      { token },
    );
    if (state.body.data.status === 'live' || state.body.data.status === 'failed') return state.body.data.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  return 'timeout';
}

describe('publishing terms without a build', () => {
  it('puts the sanitised text into the built page of its language, and leaves the rest of the page', async () => {
    expect(await publish('fr', '<h1>Objet</h1><p onclick="x()">Nouveau <script>alert(1)</script>texte</p>')).toBe(
      'live',
    );
    const served = await (await fetch(`${t.url}/fr/terms_condition`)).text();
    expect(served).toBe(page('fr', '<h2>Objet</h2><p>Nouveau texte</p>'));
    expect(readFileSync(join(dist, 'fr', 'terms_condition', 'index.html'), 'utf8')).toBe(served);
    // The other languages keep their text (a page missing in one language falls back to English).
    expect(readFileSync(join(dist, 'sp', 'terms_condition', 'index.html'), 'utf8')).not.toContain('Nouveau');
  });

  it('refuses routes it cannot splice, and pages without the slot', async () => {
    const db = t.server.deps.db;
    expect(await splicePages({ db, distDir: dist, routes: ['contact_us'] })).toBeNull();
    const bare = mkdtempSync(join(tmpdir(), 'autoimport-splice-bare-'));
    for (const lang of LANGS) {
      mkdirSync(join(bare, lang, 'terms_condition'), { recursive: true });
      writeFileSync(join(bare, lang, 'terms_condition', 'index.html'), '<live-rich-text></live-rich-text>');
    }
    expect(await splicePages({ db, distDir: bare, routes: ['terms_condition'] })).toBeNull();
    expect(await splicePages({ db, distDir: join(bare, 'missing'), routes: ['terms_condition'] })).toBeNull();
  });
});
