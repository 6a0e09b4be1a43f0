/**
 * The `lang` query of every call that answers reference names (body types, fuels, countries, equipment, …):
 * issue 19. Without it the Accept-Language header chooses, and without that, English (the mobile app).
 */
import { z } from '@hono/zod-openapi';

export const namesLangQuery = z.object({
  lang: z
    .enum(['en', 'fr', 'sp', 'es'], { error: 'must be en, fr, sp or es' })
    .optional()
    .openapi({
      param: { name: 'lang', in: 'query' },
      description:
        'Language of the reference names in the answer (body type, body style, fuel, transmission, colour, ' +
        'vehicle class and type, equipment, city, country): en, fr, sp (es means sp). Without it, the ' +
        'Accept-Language header chooses (fr…, es…), else English. Makers and models are never translated; ' +
        'filters and ids are the same in every language.',
      example: 'fr',
    }),
});

/** Merges the `lang` query into a route's own query schema. */
export const withNamesLang = <T extends z.ZodRawShape>(query: z.ZodObject<T>) => query.extend(namesLangQuery.shape);
