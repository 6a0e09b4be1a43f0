/**
 * SPEC.md §6–7: the stored token goes raw in Authorization on every call, and a CSRF header taken from
 * a cookie is added to non-GET, non-HEAD requests to relative URLs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAllCar, saveWishlist } from '../../../../src/lib/api/catalog.ts';
import { getMasters } from '../../../../src/lib/api/masters.ts';
import { configureApiClient } from '../../../../src/lib/api/client.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

/** Records each request's URL, method and headers, and answers an empty success. */
function recordCalls(baseUrl: string, token: string | null): Sent[] {
  const sent: Sent[] = [];
  configureApiClient({
    baseUrl,
    getToken: () => token,
    fetch: async (url, init) => {
      sent.push({ url: String(url), method: init?.method ?? 'GET', headers: { ...(init?.headers as object) } });
      return new Response(JSON.stringify({ status: 200, message: 'Success', data: { userDetail: [] } }));
    },
  });
  return sent;
}

const globals = globalThis as { document?: { cookie: string; documentElement: { lang: string } } };
beforeEach(() => {
  globals.document = { cookie: 'theme=dark; XSRF-TOKEN=a%2Bb%3D%3D; lang=fr', documentElement: { lang: 'en' } };
});
afterEach(() => {
  delete globals.document;
  configureApiClient({ baseUrl: '', getToken: () => null, fetch: (...args) => globalThis.fetch(...args) });
});

describe('the headers every call sends', () => {
  it('sends the stored token raw (no "Bearer "), on GET and POST calls alike', async () => {
    const sent = recordCalls('', TOKEN);
    await getMasters('brands');
    await saveWishlist(7, 1);
    await getAllCar({ take: 12, skip: 0 });
    expect(sent.map((s) => [s.method, s.headers.authorization])).toEqual([
      ['GET', TOKEN],
      ['GET', TOKEN],
      ['POST', TOKEN],
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    const sent = recordCalls('', null);
    await getMasters('brands');
    await getAllCar({ take: 12, skip: 0 });
    expect(sent.map((s) => 'authorization' in s.headers)).toEqual([false, false]);
  });

  it('adds the CSRF header from the cookie, decoded, to a POST on a relative URL only', async () => {
    const sent = recordCalls('', TOKEN);
    await getAllCar({ take: 12, skip: 0 });
    await getMasters('brands');
    expect(sent.map((s) => [s.method, s.headers['x-csrf-token']])).toEqual([
      ['POST', 'a+b=='],
      ['GET', undefined],
    ]);
  });

  it('reads the cookie under its other name too (csrftoken)', async () => {
    globals.document = { cookie: 'csrftoken=t0k3n', documentElement: { lang: 'en' } };
    const sent = recordCalls('', null);
    await getAllCar({ take: 12, skip: 0 });
    expect(sent[0]?.headers['x-csrf-token']).toBe('t0k3n');
  });

  it('sends no CSRF header to an absolute API base (another origin)', async () => {
    const sent = recordCalls('https://api.example.com', TOKEN);
    await getAllCar({ take: 12, skip: 0 });
    expect(sent[0]?.url).toMatch(/^https:\/\/api\.example\.com\/api\//);
    expect(sent[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(sent[0]?.headers.authorization).toBe(TOKEN);
  });

  it('sends no CSRF header when there is no such cookie', async () => {
    globals.document = { cookie: 'theme=dark', documentElement: { lang: 'en' } };
    const sent = recordCalls('', null);
    await getAllCar({ take: 12, skip: 0 });
    expect('x-csrf-token' in (sent[0]?.headers ?? {})).toBe(false);
  });
});
