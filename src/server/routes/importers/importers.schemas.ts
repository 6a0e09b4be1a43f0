/** Requests and answers of the importers' verification (issue 23, admins). */
import { z } from '@hono/zod-openapi';
import { intField, MAX_ID } from '../../app/int-field.ts';

export const importerIdParams = z.object({
  id: intField(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: '3' }),
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

export const importerList = z.object({ importers: z.array(importerRow) }).openapi('ImporterVerificationList');
