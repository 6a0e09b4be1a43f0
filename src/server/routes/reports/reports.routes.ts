/**
 * Route definitions of listing reports (issue 23): a buyer reports a car; admins list reports, unpublish
 * a car and put it back.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { responsesOf } from '../../app/envelope.ts';
import { requireUser } from '../../auth/middleware.ts';
import { requireAdmin } from '../../auth/require-role.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';
import { carIdParams, carReportList, reportCarRequest, reportsQuery } from './reports.schemas.ts';

export const reportCar = createRoute({
  tags: ['Reports'],
  security: tokenSecurity,
  method: 'post',
  path: '/api/customer/reportCar',
  summary: 'Report a listing (already sold, wrong price, wrong photos, suspected scam, other)',
  description:
    'One report per buyer and car: a second answers 409 reportAlreadySent. Reason other needs text ' +
    '(400 reportTextRequired). Rate-limited per buyer (reportUser, 429). 404 for a car not on sale.',
  middleware: [requireUser] as const,
  request: { body: jsonBody(reportCarRequest) },
  responses: responsesOf(z.null(), 'Reported', [401, 404, 409, 503]),
});

export const listReports = createRoute({
  tags: ['Reports'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/admin/reports',
  summary: 'Listing reports, newest first (admins)',
  middleware: [requireAdmin] as const,
  request: { query: reportsQuery },
  responses: responsesOf(carReportList, 'A page of reports', [401, 403, 503]),
});

export const unpublishCar = createRoute({
  tags: ['Reports'],
  security: tokenSecurity,
  method: 'post',
  path: '/api/admin/cars/{id}/unpublish',
  summary: 'Take a car off the site (admins)',
  description:
    'The car leaves lists, counts and search at once (its status becomes removed, 3). Idempotent. ' +
    '404 for an unknown car.',
  middleware: [requireAdmin] as const,
  request: { params: carIdParams },
  responses: responsesOf(z.null(), 'Unpublished', [401, 403, 404, 503]),
});

export const restoreCar = createRoute({
  tags: ['Reports'],
  security: tokenSecurity,
  method: 'post',
  path: '/api/admin/cars/{id}/restore',
  summary: 'Put a car taken down back on the site (admins)',
  description:
    'Undoes unpublish: the car gets back the status it had before (on sale again, in lists, counts and ' +
    'search at once, if it was on sale). Idempotent for a car that is not taken down. 404 for an unknown car.',
  middleware: [requireAdmin] as const,
  request: { params: carIdParams },
  responses: responsesOf(z.null(), 'Restored', [401, 403, 404, 503]),
});
