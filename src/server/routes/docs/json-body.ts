/** The JSON request body of a createRoute, shared by every route definition. */
import type { z } from '@hono/zod-openapi';

/** A required JSON request body validated by `schema` (another content type answers 415/400). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}
