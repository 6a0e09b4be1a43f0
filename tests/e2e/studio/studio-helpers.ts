/**
 * Helpers of the studio specs: the seeded editor (scripts/e2e-server.ts adds it), a session for it or
 * for the demo customer, and the studio's strings in each language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { signIn } from '../site/site-helpers.ts';

export type Lang = 'en' | 'fr' | 'sp';

/** Same as E2E_EDITOR in scripts/e2e-server.ts. */
export const EDITOR = { countryCode: '+229', mobileNo: '97000004', password: 'Editor#2026', name: 'Studio Editor' };
const CUSTOMER = { countryCode: '+229', mobileNo: '97000001', password: 'Customer#2026' };

const dictionary = (lang: Lang) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../public/assets/i18n', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const STRINGS: Record<Lang, Record<string, string>> = {
  en: dictionary('en'),
  fr: dictionary('fr'),
  sp: dictionary('sp'),
};

/** A string of the site in `lang`, with its {{placeholders}} filled. */
export function say(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const text = STRINGS[lang][key];
  if (text === undefined) throw new Error(`no string ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/**
 * A session token: the editor signs in with roleType 30 (the login form offers customer and importer
 * only), the customer without a roleType.
 */
export async function tokenOf(request: APIRequestContext, who: 'editor' | 'customer'): Promise<string> {
  const account = who === 'editor' ? EDITOR : CUSTOMER;
  const response = await request.post('/api/customer/userLogin', {
    data: {
      mobileNo: account.mobileNo,
      countryCode: account.countryCode,
      password: account.password,
      ...(who === 'editor' ? { roleType: 30 } : {}),
    },
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`${who} login failed: ${response.status()}`);
  return body.data.token;
}

/** Signs the page in as `who` (the token stored before any script runs). */
export async function signInAs(page: Page, request: APIRequestContext, who: 'editor' | 'customer'): Promise<void> {
  await signIn(page, await tokenOf(request, who));
}

/**
 * Publishes `html` as `kind` in `lang` through the studio API and waits until it is live: a known
 * version before the one a test makes in the browser, so there are always two to compare.
 */
export async function publishThroughApi(
  request: APIRequestContext,
  doc: { kind: 'terms' | 'privacy'; lang: Lang; html: string },
): Promise<void> {
  const headers = { authorization: await tokenOf(request, 'editor') };
  const documents = (await (await request.get('/api/studio/documents', { headers })).json()) as {
    data: { kind: string; lang: string; revision: number }[];
  };
  const revision = documents.data.find((d) => d.kind === doc.kind && d.lang === doc.lang)?.revision ?? 0;
  const path = `/api/studio/documents/${doc.kind}/${doc.lang}`;
  const saved = await request.put(`${path}/draft`, { headers, data: { revision, body: { html: doc.html } } });
  if (!saved.ok()) throw new Error(`draft refused: ${saved.status()} ${await saved.text()}`);
  const next = ((await saved.json()) as { data: { revision: number } }).data.revision;
  const queued = await request.post(`${path}/publish`, { headers, data: { revision: next } });
  if (queued.status() !== 202) throw new Error(`publish refused: ${queued.status()} ${await queued.text()}`);
  const { publishId } = ((await queued.json()) as { data: { publishId: number } }).data;
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/studio/publishes/${publishId}`, { headers })).json()) as {
            data: { status: string };
          }
        ).data.status,
      { timeout: 120_000 },
    )
    .toBe('live');
}
