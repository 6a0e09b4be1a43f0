/**
 * Content pages (terms, privacy) and the contact strings: getPage for everyone, editors for admins.
 */
import { z } from '@hono/zod-openapi';

/** Largest page HTML an editor may store (characters). */
export const MAX_PAGE_HTML = 200 * 1024;

const slug = z
  .string()
  .max(64, 'must be at most 64 characters')
  .openapi({
    param: { name: 'slug', in: 'path' },
    description: 'TermAndCondition or PrivacyPolicy; any other name answers 404.',
    example: 'TermAndCondition',
  });

export const pageParams = z.object({ slug });

export const langQuery = z.object({
  lang: z
    .enum(['en', 'fr', 'sp', 'es'], { error: 'must be en, fr, sp or es' })
    .optional()
    .openapi({
      param: { name: 'lang', in: 'query' },
      description: 'en (default), fr, sp; es means sp.',
      example: 'en',
    }),
});

export const pageData = z
  .object({ pdata: z.string().openapi({ description: 'The page as HTML.' }) })
  .openapi('PageData');

export const pageUpdateRequest = z
  .object({
    html: z
      .string()
      .min(1, 'is required')
      .max(MAX_PAGE_HTML, `must be at most ${MAX_PAGE_HTML} characters`)
      .openapi({ description: 'Stored as given; the site sanitises it when it builds the page.' }),
  })
  .openapi('PageUpdateRequest');

export const pageUpdateData = z
  .object({ slug: z.string(), lang: z.enum(['en', 'fr', 'sp']) })
  .openapi('PageUpdateData');

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const contactUpdateRequest = z
  .object({
    phone: text(40),
    email: text(254),
    address: text(300),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
  })
  .openapi('ContactUpdateRequest');

export type PageData = z.infer<typeof pageData>;
export type PageUpdateRequest = z.input<typeof pageUpdateRequest>;
export type PageUpdateData = z.infer<typeof pageUpdateData>;
export type ContactUpdateRequest = z.input<typeof contactUpdateRequest>;
