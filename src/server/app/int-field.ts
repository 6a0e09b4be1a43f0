/**
 * Integer request fields as the legacy clients send them: a JSON number or a numeric string
 * (the site reads ids from the query string), checked against a range with a readable message.
 */
import { z } from '@hono/zod-openapi';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** An integer from `min` to `max`, sent as a number or a numeric string. */
export function intField(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,16}$/, 'must be an integer'),
      ],
      { error: 'must be an integer' },
    )
    .transform(Number)
    .pipe(z.number().int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .openapi({ description: `An integer from ${min} to ${max} (a number or a numeric string).` });
}

/** Like intField, but missing or null gives `fallback`. */
export function optionalIntField(min: number, max: number, fallback: number) {
  return intField(min, max)
    .nullish()
    .transform((value) => value ?? fallback)
    .openapi({ description: `An integer from ${min} to ${max} (a number or a numeric string); default ${fallback}.` });
}
