import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, configureApiClient } from '../../../../src/lib/api/client.ts';
import {
  getStudioPublish,
  listStudioDocuments,
  getStudioVersion,
  listStudioVersions,
  publishStudioDocument,
  revertStudioVersion,
  saveStudioDraft,
} from '../../../../src/lib/api/studio.ts';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Points the client at a fake fetch that records the request and answers with `status`, `data` and a key. */
function answer(data: unknown, status = 200, key?: string): Sent[] {
  const sent: Sent[] = [];
  configureApiClient({
    baseUrl: '',
    getToken: () => 'token-1',
    fetch: async (url, init) => {
      sent.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const headers = key ? { 'x-message-key': key } : undefined;
      return new Response(JSON.stringify({ status, message: 'text', data }), { status, headers });
    },
  });
  return sent;
}
afterEach(() => configureApiClient({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }));

describe('studio calls (contract of issue 18)', () => {
  it('send the paths, methods and bodies of the contract', async () => {
    const sent = answer({ revision: 4, savedAt: 'x', publishId: 1, versionId: 2 });
    await listStudioDocuments();
    await saveStudioDraft('terms', 'fr', 3, { html: '<p>x</p>' });
    await publishStudioDocument('privacy', 'sp', 4);
    await getStudioPublish(7);
    await listStudioVersions('contact', 'en');
    await getStudioVersion(9);
    await revertStudioVersion(9, 5);
    expect(sent).toEqual([
      { url: '/api/studio/documents', method: 'GET', body: null },
      { url: '/api/studio/documents/terms/fr/draft', method: 'PUT', body: { revision: 3, body: { html: '<p>x</p>' } } },
      { url: '/api/studio/documents/privacy/sp/publish', method: 'POST', body: { revision: 4 } },
      { url: '/api/studio/publishes/7', method: 'GET', body: null },
      { url: '/api/studio/documents/contact/en/versions', method: 'GET', body: null },
      { url: '/api/studio/versions/9', method: 'GET', body: null },
      { url: '/api/studio/versions/9/revert', method: 'POST', body: { revision: 5 } },
    ]);
  });

  it('a stale save throws the 409 with its message key and variables', async () => {
    answer(null, 409, 'staleRevision?name=Bea&time=10%3A00');
    const error = await saveStudioDraft('terms', 'en', 1, { html: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, key: 'staleRevision', vars: { name: 'Bea', time: '10:00' } });
  });
});
