/** Requests and answers of listing reports and unpublishing (issue 23). */
import { z } from '@hono/zod-openapi';
import { intField, MAX_ID, optionalIntField } from '../../app/int-field.ts';
import { REPORT_REASONS } from '../../db/schema.ts';

import { MAX_REPORT_TEXT, MIN_OTHER_TEXT } from '../../../lib/validation/report-fields.ts';

export { MIN_OTHER_TEXT };

export const reportCarRequest = z
  .object({
    carId: intField(1, MAX_ID),
    reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
    text: z
      .string()
      .trim()
      .max(MAX_REPORT_TEXT, `must be at most ${MAX_REPORT_TEXT} characters`)
      .nullish()
      .openapi({ description: `Required (at least ${MIN_OTHER_TEXT} characters) when reason is other.` }),
  })
  .openapi('ReportCarRequest', {
    example: { carId: 12, reason: 'other', text: 'The importer asked for a deposit by phone.' },
  });

export const reportsQuery = z.object({
  take: optionalIntField(1, 100, 50).openapi({ param: { name: 'take', in: 'query' }, example: '50' }),
  before: optionalIntField(0, MAX_ID, 0).openapi({
    param: { name: 'before', in: 'query' },
    description: 'The last report id of the previous page (0 or absent: the newest).',
    example: '0',
  }),
});

export const carReport = z
  .object({
    id: z.number().int(),
    carId: z.number().int(),
    carName: z.string().openapi({ example: 'Toyota Corolla 2016' }),
    importerName: z.string().openapi({ example: 'Cotonou Auto Import' }),
    reason: z.enum(REPORT_REASONS),
    text: z.string().nullable(),
    reporterName: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    carPublished: z.boolean().openapi({ description: 'false once the car is unpublished, sold or removed' }),
    carTakenDown: z
      .boolean()
      .openapi({ description: 'true while an admin has the car off the site (restore puts it back)' }),
    reportsOfCar: z.number().int().openapi({ description: 'How many buyers reported this car' }),
  })
  .openapi('CarReport');

export const carReportList = z.object({ reports: z.array(carReport) }).openapi('CarReportList');

export const carIdParams = z.object({
  id: intField(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: '12' }),
});
