/** Requests and answers of the importers' verification (issue 23, admins). */
import { z } from '@hono/zod-openapi';
import { intField, MAX_ID, optionalIntField } from '../../app/int-field.ts';

export const importerIdParams = z.object({
  id: intField(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: '3' }),
});

export const importersQuery = z.object({
  take: optionalIntField(1, 100, 50).openapi({ param: { name: 'take', in: 'query' }, example: '10' }),
  skip: optionalIntField(0, MAX_ID, 0).openapi({ param: { name: 'skip', in: 'query' }, example: '0' }),
  search: z
    .string()
    .trim()
    .max(60, 'must be at most 60 characters')
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description: 'Part of the business name, any case.',
      example: 'cotonou',
    }),
  unverified: z
    .enum(['0', '1'], { error: 'must be 0 or 1' })
    .optional()
    .openapi({ param: { name: 'unverified', in: 'query' }, description: '1: only importers not verified yet.' }),
});

const paperNumber = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(3, `${what} must be at least 3 characters`)
    .max(40, `${what} must be at most 40 characters`)
    .regex(/^[\p{L}\p{N} ./-]+$/u, `${what}: letters, digits, spaces, dots, slashes and dashes only`);

export const verifyImporterRequest = z
  .object({
    licenceNumber: paperNumber('The business licence number').openapi({ example: 'RB/COT/24 B 1234' }),
    ifuNumber: paperNumber('The IFU number').openapi({ example: '3202412345678' }),
    checkedOn: z.iso
      .date('must be a date YYYY-MM-DD')
      .refine((day) => day <= new Date().toISOString().slice(0, 10), 'cannot be in the future')
      .openapi({ description: 'The day the papers were checked', example: '2026-11-12' }),
  })
  .openapi('VerifyImporterRequest');

export const importerRow = z
  .object({
    id: z.number().int(),
    businessName: z.string().openapi({ example: 'Cotonou Auto Import' }),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    publishedCars: z.number().int(),
    verified: z.boolean(),
    licenceNumber: z.string().nullable(),
    ifuNumber: z.string().nullable(),
    checkedOn: z.string().nullable().openapi({ example: '2026-11-12' }),
  })
  .openapi('ImporterVerification');

export const importerList = z
  .object({
    importers: z.array(importerRow),
    rowCount: z.number().int().openapi({ description: 'How many importers the search finds, on every page' }),
  })
  .openapi('ImporterVerificationList');
