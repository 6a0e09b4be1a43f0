/**
 * Every answer of the API is `{ status, message, data }` with the HTTP status equal to `status`.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** Sends a success envelope (200 unless told). */
export function ok<T>(c: Context, data: T, message = 'Success', status: ContentfulStatusCode = 200) {
  return c.json({ status, message, data } satisfies Envelope<T>, status);
}

/** Sends an error envelope; `data` is null. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ status, message, data: null } satisfies Envelope<null>, status);
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
