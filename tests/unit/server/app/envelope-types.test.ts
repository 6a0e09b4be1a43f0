/**
 * Type-level test of the answer helpers, checked by `tsc --noEmit` (the `@ts-expect-error` lines fail
 * the type check if the mistake below them ever compiles): `ok(c, data)` accepts only the data of its
 * route's 200 schema, and the app's type (AppType) carries each route's answer for the site's client.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { hc, InferResponseType } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppType } from '../../../../src/server/app/app-type.ts';
import { createRouter } from '../../../../src/server/app/create-app.ts';
import { ok, responsesOf } from '../../../../src/server/app/envelope.ts';
import type { RouteContext } from '../../../../src/server/app/types.ts';
import { refuse } from '../../../../src/server/refusal.ts';

const sample = createRoute({
  method: 'get',
  path: '/api/sample',
  responses: responsesOf(z.object({ count: z.number().int() }), 'A count', [404]),
});

/** Never called: only compiled. */
function handlers(c: RouteContext<typeof sample>) {
  return [
    ok(c, { count: 1 }),
    // @ts-expect-error: `count` must be a number (the route's 200 schema)
    ok(c, { count: '1' }),
    // @ts-expect-error: a field the schema does not have
    ok(c, { count: 1, extra: true }),
    // @ts-expect-error: `count` is required
    ok(c, {}),
  ];
}

describe('typed answers', () => {
  it('chain a route whose handler answers its 200 or refuses, without a cast', async () => {
    const router = createRouter().openapi(sample, async (c: RouteContext<typeof sample>) => {
      if (c.req.query('missing')) refuse(404, 'notFound');
      return ok(c, { count: 2 });
    });
    const res = await router.request('/api/sample');
    expect(await res.json()).toEqual({ status: 200, message: 'Success', data: { count: 2 } });
    expect(handlers).toBeTypeOf('function');
  });

  it('gives the site each answer of the app by path', () => {
    type CarList = InferResponseType<AppTypeClient['api']['customer']['V2']['getAllCar']['$post'], 200>;
    expectTypeOf<CarList['data']>().toHaveProperty('rowCount');
    type Login = InferResponseType<AppTypeClient['api']['customer']['userLogin']['$post'], 200>;
    expectTypeOf<Login['data']['token']>().toEqualTypeOf<string>();
  });
});

type AppTypeClient = ReturnType<typeof hc<AppType>>;
