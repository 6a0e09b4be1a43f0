/**
 * Every answer of the API is `{ status, message, data }` with the HTTP status equal to `status`.
 * A message from the catalogue (src/lib/messages/api-messages.ts) also names its key in X-Message-Key:
 * successes say theirs with `said(c, key)`; refusals are thrown (src/server/refusal.ts) and answered here.
 * `ok` is typed by the route of its context: `data` must match the route's 200 schema, and the
 * answer is a typed response the route's chain (`.openapi(route, handler)`) accepts without a cast.
 */
import { z, type RouteConfig, type RouteConfigToTypedResponse } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { encodeMessageKey, messageText, type MessageKey, type MessageVars } from '../../lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../lib/messages/message-key-header.ts';
import type { ApiRefusal } from '../refusal.ts';
import type { RouteMark } from './types.ts';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/**
 * The `data` of a route's 200 envelope (what the client reads, `z.output` of the schema);
 * anything for a context of no documented route (a plain `app.get`: benchmarks, tests).
 */
export type SuccessData<R extends RouteConfig> = RouteConfig extends R
  ? unknown
  : R['responses'][200] extends {
        content: { 'application/json': { schema: infer S extends z.ZodType } };
      }
    ? z.output<S> extends { data: infer D }
      ? D
      : never
    : never;

/** The typed 200 answer of a route. */
export type SuccessResponse<R extends RouteConfig> = Response &
  Extract<RouteConfigToTypedResponse<R>, { _status: 200 }>;

/** The typed error answer of a status: `{ status, message, data: null }`. */
export type ErrorResponse<S extends ContentfulStatusCode> = Response &
  TypedResponse<{ status: number; message: string; data: null }, S, 'json'>;

/**
 * Sends the 200 success envelope of the context's route; `data` is checked against the route's schema.
 * @example return ok(c, { carList }, 'Success');
 */
export function ok<R extends RouteConfig>(
  c: Pick<Context, 'json'> & RouteMark<R>,
  data: SuccessData<R>,
  message = 'Success',
): SuccessResponse<R> {
  // The route's type only narrows what c.json already sends; the runtime answer is the same.
  return c.json(successEnvelope(data, message), 200) as unknown as SuccessResponse<R>;
}

/** The 200 envelope `ok` sends, in its field order (app/kept-answer.ts keeps it as text). */
export function successEnvelope(data: unknown, message = 'Success'): Envelope<unknown> {
  return { status: 200, message, data };
}

/** The `data` of a route's 202 envelope (a request accepted, its work still running). */
export type AcceptedData<R extends RouteConfig> = R['responses'][202] extends {
  content: { 'application/json': { schema: infer S extends z.ZodType } };
}
  ? z.output<S> extends { data: infer D }
    ? D
    : never
  : never;

/**
 * Sends the 202 envelope of a route declared with acceptedResponsesOf (the work goes on after the answer).
 * @example return accepted(c, { publishId }, said(c, 'publishQueued'));
 */
export function accepted<R extends RouteConfig>(
  c: Pick<Context, 'json'> & RouteMark<R>,
  data: AcceptedData<R>,
  message: string,
): Response & Extract<RouteConfigToTypedResponse<R>, { _status: 202 }> {
  return c.json({ status: 202, message, data } satisfies Envelope<unknown>, 202) as unknown as Response &
    Extract<RouteConfigToTypedResponse<R>, { _status: 202 }>;
}

/**
 * Names a success's catalogue message in X-Message-Key and returns its English text, for `ok`.
 * @example return ok(c, { IsLiked: true, LikeCount }, said(c, 'wishAdded'));
 */
export function said(c: Context, key: MessageKey, vars: MessageVars = {}): string {
  c.header(MESSAGE_KEY_HEADER, encodeMessageKey(key, vars));
  return messageText(key, vars);
}

/** The error envelope of a refusal (`data` is null), its headers and X-Message-Key: the one place it is built. */
export function refusalResponse(c: Context, refusal: ApiRefusal) {
  for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
  const message = said(c, refusal.key, refusal.vars);
  return c.json({ status: refusal.status, message, data: null } satisfies Envelope<null>, refusal.status);
}

/** The OpenAPI schema of a success envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const errorEnvelope = z
  .object({ status: z.number().int(), message: z.string(), data: z.null() })
  .openapi('Error');

interface JsonResponse<S extends z.ZodType> {
  description: string;
  content: { 'application/json': { schema: S } };
}

/** The statuses every route can answer: invalid payload, rate limit, server error. */
type CommonErrorStatus = 400 | 429 | 500;

/** Response entries for createRoute: the success body and every error status the route can give. */
export function responsesOf<T extends z.ZodType, const E extends ContentfulStatusCode = never>(
  data: T,
  description: string,
  errors: ReadonlyArray<E> = [],
): { 200: JsonResponse<ReturnType<typeof envelopeOf<T>>> } & Record<
  CommonErrorStatus | E,
  JsonResponse<typeof errorEnvelope>
> {
  const failures: Partial<Record<number, JsonResponse<typeof errorEnvelope>>> = {};
  for (const status of [400, 429, 500, ...errors]) {
    failures[status] = {
      description: errorDescriptions[status] ?? 'Error',
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  const success = { description, content: { 'application/json': { schema: envelopeOf(data) } } };
  // The loop above filled exactly the statuses of the declared type.
  return { 200: success, ...failures } as { 200: typeof success } & Record<
    CommonErrorStatus | E,
    JsonResponse<typeof errorEnvelope>
  >;
}

/** Like responsesOf, for a route whose success is 202 Accepted. */
export function acceptedResponsesOf<T extends z.ZodType, const E extends ContentfulStatusCode = never>(
  data: T,
  description: string,
  errors: ReadonlyArray<E> = [],
) {
  const { 200: success, ...failures } = responsesOf(data, description, errors);
  return { 202: success, ...failures };
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid payload; the message names the field',
  401: 'No valid token',
  403: 'Not allowed for this role',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Database unavailable',
};
