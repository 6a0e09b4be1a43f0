import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { S3rverEvent } from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { s3ClientOf } from '../../../src/server/publish/publish-target.ts';
import { createUser } from '../../helpers/build-users.ts';
import { fakeSiteBuild } from '../../helpers/fake-site-build.ts';
import { startS3Server, type S3Server } from '../../helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Publishing to S3-compatible storage (issue 18) against s3rver on this machine: a studio publish puts
// the build's assets, then its pages, in the bucket, and a local receiver gets the CDN purge call.
const BUCKET = 'site';
let s3: S3Server;
let endpoint: string;
let client: S3Client;
let t: TestServer;
let editor: string;
/** Keys in the order s3rver stored them. */
const written: string[] = [];
const purges: { paths: string[]; authorization?: string }[] = [];
/** How many of the next purge calls the receiver refuses. */
let purgeFailures = 0;
let receiver: Server;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  endpoint = s3.endpoint;
  s3.server.on('event', (event: S3rverEvent) => {
    for (const record of event.Records)
      if (record.eventName.startsWith('ObjectCreated')) written.push(record.s3.object.key);
  });
  receiver = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      purges.push({ ...(JSON.parse(body) as { paths: string[] }), authorization: req.headers.authorization });
      res.statusCode = purgeFailures-- > 0 ? 503 : 200;
      res.end('{}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  t = await startTestServer(
    {
      PUBLISH_S3_BUCKET: BUCKET,
      PUBLISH_S3_ENDPOINT: endpoint,
      PUBLISH_S3_PREFIX: 'www/',
      MEDIA_BASE_URL: 'https://cdn.example.test/media',
      CDN_PURGE_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`,
      CDN_PURGE_TOKEN: 'purge-secret',
    },
    { rebuild: (routes) => fakeSiteBuild(t.url, routes), publishBackoffMs: 20 },
  );
  client = s3ClientOf(t.env);
  editor = (await createUser({ db: t.server.deps.db, env: t.env }, { role: ROLE.editor })).token;
}, 30_000);

afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
  receiver?.close();
});

async function publishTerms(lang: string, html: string): Promise<{ status: string; error: string | null }> {
  const doc = (
    await t.call<{ kind: string; lang: string; revision: number }[]>('/api/studio/documents', { token: editor })
  ).body.data.find((d) => d.kind === 'terms' && d.lang === lang);
  const saved = await t.call<{ revision: number }>(`/api/studio/documents/terms/${lang}/draft`, {
    method: 'PUT',
    json: { revision: doc?.revision ?? 0, body: { html } },
    token: editor,
  });
  expect(saved.status).toBe(200);
  const res = await t.call<{ publishId: number }>(`/api/studio/documents/terms/${lang}/publish`, {
    json: { revision: saved.body.data.revision },
    token: editor,
  });
  expect(res.status).toBe(202);
  return vi.waitFor(
    async () => {
      const publish = await t.call<{ status: string; error: string | null }>(
        `/api/studio/publishes/${res.body.data.publishId}`,
        { token: editor },
      );
      expect(['live', 'failed']).toContain(publish.body.data.status);
      return publish.body.data;
    },
    { timeout: 15_000, interval: 50 },
  );
}

async function objectOf(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { ...object, text: await object.Body!.transformToString() };
}

describe('publishing to S3-compatible storage', () => {
  it('puts the assets, then the pages, in the bucket, and sends the changed paths to the CDN purge', async () => {
    written.length = 0;
    purges.length = 0;
    expect((await publishTerms('fr', '<p>Conditions publiées</p>')).status).toBe('live');

    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'www/' }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'www/en/terms_condition/index.html',
        'www/fr/terms_condition/index.html',
        'www/sp/terms_condition/index.html',
      ]),
    );
    const asset = keys.find((key) => key?.startsWith('www/_astro/'));
    expect(asset).toBeDefined();

    const page = await objectOf('www/fr/terms_condition/index.html');
    expect(page.text).toContain('<p>Conditions publiées</p>');
    expect(page.text).toContain(`src="/${asset!.slice('www/'.length)}"`);
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('no-cache');
    const script = await objectOf(asset!);
    expect(script.CacheControl).toBe('public, max-age=31536000, immutable');

    // Every asset was stored before the first page.
    const firstPage = written.findIndex((key) => key.endsWith('.html'));
    const lastAsset = written.findLastIndex((key) => key.includes('/_astro/'));
    expect(firstPage).toBeGreaterThan(-1);
    expect(lastAsset).toBeLessThan(firstPage);

    expect(purges).toEqual([
      {
        paths: ['/en/terms_condition', '/fr/terms_condition', '/sp/terms_condition'],
        authorization: 'Bearer purge-secret',
      },
    ]);
  }, 30_000);

  it('retries the publish when the CDN purge fails, and purges once it answers', async () => {
    purges.length = 0;
    purgeFailures = 1;
    expect((await publishTerms('en', '<p>Terms, purged at last</p>')).status).toBe('live');
    expect(purges).toHaveLength(2);
    expect((await objectOf('www/en/terms_condition/index.html')).text).toContain('<p>Terms, purged at last</p>');
  }, 30_000);
});
