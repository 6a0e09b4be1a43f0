/** Route definitions of the importers' verification (issue 23): admins only. */
import { createRoute } from '@hono/zod-openapi';
import { responsesOf } from '../../app/envelope.ts';
import { requireAdmin } from '../../auth/require-role.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';
import {
  importerIdParams,
  importerList,
  importerRow,
  importersQuery,
  verifyImporterRequest,
} from './importers.schemas.ts';

export const listImporters = createRoute({
  tags: ['Importers'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/admin/importers',
  summary: 'The importers with their verification, a page at a time (admins)',
  description:
    'By business name; `search` narrows to names containing it, `unverified=1` to importers not verified yet.',
  middleware: [requireAdmin] as const,
  request: { query: importersQuery },
  responses: responsesOf(importerList, 'A page of importers and how many there are', [400, 401, 403, 503]),
});

export const verifyImporter = createRoute({
  tags: ['Importers'],
  security: tokenSecurity,
  method: 'put',
  path: '/api/admin/importers/{id}/verification',
  summary: 'Mark an importer verified, with the licence and IFU numbers checked and the date (admins)',
  description: 'Replaces an earlier verification. Cards, the car detail and getDealerInfo then say IsVerified.',
  middleware: [requireAdmin] as const,
  request: { params: importerIdParams, body: jsonBody(verifyImporterRequest) },
  responses: responsesOf(importerRow, 'The importer, verified', [401, 403, 404, 503]),
});

export const unverifyImporter = createRoute({
  tags: ['Importers'],
  security: tokenSecurity,
  method: 'delete',
  path: '/api/admin/importers/{id}/verification',
  summary: 'Take the verified mark away (admins)',
  middleware: [requireAdmin] as const,
  request: { params: importerIdParams },
  responses: responsesOf(importerRow, 'The importer, not verified', [401, 403, 404, 503]),
});
