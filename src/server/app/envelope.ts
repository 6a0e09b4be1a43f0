/**
 * Every answer of the API is `{ status, message, data }` with the HTTP status equal to `status`.
 * A message from the catalogue (src/lib/messages/api-messages.ts) also names its key in X-Message-Key:
 * successes say theirs with `said(c, key)`; refusals are thrown (src/server/refusal.ts) and answered here.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  encodeMessageKey,
  MESSAGE_KEY_HEADER,
  messageText,
  type MessageKey,
  type MessageVars,
} from '../../lib/messages/api-messages.ts';
import type { ApiRefusal } from '../refusal.ts';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** Sends a success envelope (200 unless told). */
export function ok<T>(c: Context, data: T, message = 'Success', status: ContentfulStatusCode = 200) {
  return c.json({ status, message, data } satisfies Envelope<T>, status);
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

/** Response entries for createRoute: the success body and every error status the route can give. */
export function responsesOf<T extends z.ZodType>(
  data: T,
  description: string,
  errors: ReadonlyArray<ContentfulStatusCode> = [],
) {
  const base: Record<number, { description: string; content: { 'application/json': { schema: z.ZodType } } }> = {
    200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  };
  for (const status of [400, 429, 500, ...errors]) {
    base[status] = {
      description: errorDescriptions[status] ?? 'Error',
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  return base;
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
