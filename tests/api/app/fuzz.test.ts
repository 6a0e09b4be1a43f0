/**
 * Property: no input of any shape gives a 5xx. Every call the app documents in /api/openapi.json
 * (catalogue, auth, OTP, account… read from the document, so new calls are covered automatically)
 * gets random and malformed JSON payloads, Authorization headers and path parameters.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
let t: TestServer;
let doc: OpenApiDoc;
let tokens: string[] = [];
let carId = 1;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const brand = await createBrand(ctx.db);
  const model = await createModel(ctx.db, { brandId: brand.id });
  const dealer = await createImporter(ctx);
  carId = (await createCar(ctx, { brandId: brand.id, modelId: model.id, importerId: dealer.importer.id })).id;
  const customer = await createUser(ctx, { role: ROLE.customer });
  const admin = await createUser(ctx, { role: ROLE.admin });
  tokens = [customer.token, admin.token, dealer.token];
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApiDoc;
});
afterAll(() => t?.close());

/** Operations of the document as [method, path template, payload field names]. */
function operations(): Array<[string, string, string[]]> {
  const result: Array<[string, string, string[]]> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      let schema = operation.requestBody?.content?.['application/json']?.schema;
      if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
      result.push([method.toUpperCase(), path, Object.keys(schema?.properties ?? {})]);
    }
  }
  return result;
}

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '99999999999999999999',
  '2147483648',
  '%00',
  '..',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>',
  '150?1|abc',
  '150?'.padEnd(3000, '9'),
  'é',
  '👍',
);
const pathParam = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constant(null).map(() => String(carId)),
  fc.integer().map(String),
  oddStrings,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'null',
    'undefined',
    'Bearer x',
    'Bearer ',
    'Bearer null',
    'Basic Zm9vOmJhcg==',
    'eyJhbGciOiJub25lIn0.e30.',
  ),
  headerText,
  fc.nat({ max: 2 }).map((i) => tokens[i]),
  fc.nat({ max: 2 }).map((i) => `Bearer ${tokens[i]}`),
);
const scalar = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, 1e308, null, true, '', '12', 'abc', [], {}),
  oddStrings,
);

function payload(fields: string[]) {
  const known =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((f) => [f, scalar])), { requiredKeys: [] })
      : fc.constant({});
  return fc.oneof(
    known.map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
    fc
      .constantFrom('{', '[', '{"take":', 'null', '""', '{"__proto__":{"x":1}}', '\u0000', '{"a":1}{"b":2}')
      .map((text) => ({ text, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'text/plain' })),
    fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'multipart/form-data; boundary=x' })),
    fc.constant({ text: '', type: '' }),
  );
}

describe('fuzz: no 5xx from any documented call', () => {
  it('documents the calls it fuzzes', () => {
    const paths = operations().map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/customer/V2/getAllCar',
        'POST /api/customer/carSearchText',
        'POST /api/customer/getRecommendedCar',
        'GET /api/open/getMasters/{a}/{b}',
        'GET /api/customer/getDealerInfo/{vehicleId}',
        'GET /api/open/getPage/{slug}',
        'GET /api/customer/saveCarWishlist/{carId}/{flag}',
        'POST /api/customer/getMyWishList',
        'PUT /api/admin/content/pages/{slug}',
        'PUT /api/admin/content/contact',
      ]),
    );
  });

  it('answers every random request below 500', async () => {
    let sent = 0;
    for (const [method, template, fields] of operations()) {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathParam, { minLength: names.length, maxLength: names.length }),
          authorization,
          payload(fields),
          fc.option(fc.dictionary(fc.constantFrom('lang', 'dealerId', 'to', 'x'), fc.oneof(oddStrings, headerText))),
          async (params, auth, body, query) => {
            let path = template;
            names.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i] ?? ''))));
            if (query) path += `?${new URLSearchParams(query).toString()}`;
            const headers: Record<string, string> = {};
            if (auth !== undefined) headers.authorization = auth;
            const hasBody = method !== 'GET' && method !== 'HEAD';
            if (hasBody && body.type) headers['content-type'] = body.type;
            const res = await fetch(t.url + path, { method, headers, body: hasBody ? body.text : undefined });
            const text = await res.text();
            sent += 1;
            expect(res.status, `${method} ${path} ${body.text.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(
              500,
            );
            if (res.headers.get('content-type')?.includes('application/json') && path.startsWith('/api/')) {
              const envelope = JSON.parse(text) as { status?: number };
              if (!template.endsWith('openapi.json')) expect(envelope.status).toBe(res.status);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(sent).toBe(operations().length * RUNS);
  }, 600_000);
});
