/** Route definitions of the studio (issue 18): admins and editors only. */
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { acceptedResponsesOf, responsesOf } from '../../app/envelope.ts';
import { requireContentEditor } from '../../auth/require-role.ts';
import { refuse } from '../../refusal.ts';
import { MAX_PAGE_HTML } from '../content/content.schemas.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';
import {
  documentParams,
  draftRequest,
  draftSaved,
  idParams,
  publishQueued,
  publishStatus,
  revisionRequest,
  studioDocuments,
  versionDetail,
  versionSummaries,
} from './studio.schemas.ts';

/** Refuses bodies beyond the page cap (plus JSON overhead) before parsing them. */
const limitBody = bodyLimit({
  maxSize: MAX_PAGE_HTML * 2 + 1024,
  onError: () => refuse(413, 'pageTooLarge', { max: MAX_PAGE_HTML }),
});

export const listDocuments = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/studio/documents',
  summary: 'Every document with its revision, draft and published content',
  middleware: [requireContentEditor] as const,
  responses: responsesOf(studioDocuments, 'Terms en/fr/sp, privacy en/fr/sp, contact', [401, 403, 503]),
});

export const saveDraft = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'put',
  path: '/api/studio/documents/{kind}/{lang}/draft',
  summary: 'Save the draft of a document',
  description:
    'revision: the revision the editor opened. 409 staleRevision when the document changed since; the ' +
    'stored draft is then untouched.',
  middleware: [requireContentEditor, limitBody] as const,
  request: { params: documentParams, body: jsonBody(draftRequest) },
  responses: responsesOf(draftSaved, 'Draft saved; the new revision', [401, 403, 404, 409, 413, 503]),
});

export const publishDocument = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'post',
  path: '/api/studio/documents/{kind}/{lang}/publish',
  summary: 'Publish the draft of a document',
  description:
    'The draft becomes a new version and the live content at once; its pages are rebuilt by a job ' +
    '(follow it at /api/studio/publishes/{id}). 409 staleRevision or nothingToPublish.',
  middleware: [requireContentEditor] as const,
  request: { params: documentParams, body: jsonBody(revisionRequest) },
  responses: acceptedResponsesOf(publishQueued, 'Published; the pages are being rebuilt', [401, 403, 404, 409, 503]),
});

export const getPublish = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/studio/publishes/{id}',
  summary: 'Where a publish stands: queued, building, live or failed',
  middleware: [requireContentEditor] as const,
  request: { params: idParams },
  responses: responsesOf(publishStatus, 'The publish', [401, 403, 404, 503]),
});

export const listVersions = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/studio/documents/{kind}/{lang}/versions',
  summary: 'The versions of a document, newest first (without bodies)',
  middleware: [requireContentEditor] as const,
  request: { params: documentParams },
  responses: responsesOf(versionSummaries, 'The versions', [401, 403, 404, 503]),
});

export const getVersion = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'get',
  path: '/api/studio/versions/{id}',
  summary: 'One version with its body',
  middleware: [requireContentEditor] as const,
  request: { params: idParams },
  responses: responsesOf(versionDetail, 'The version', [401, 403, 404, 503]),
});

export const revertVersion = createRoute({
  tags: ['Studio'],
  security: tokenSecurity,
  method: 'post',
  path: '/api/studio/versions/{id}/revert',
  summary: 'Publish an earlier version again',
  description: "A new version (action 'revert') with that version's body; the document's draft is kept.",
  middleware: [requireContentEditor] as const,
  request: { params: idParams, body: jsonBody(revisionRequest) },
  responses: acceptedResponsesOf(publishQueued, 'Reverted; the pages are being rebuilt', [401, 403, 404, 409, 503]),
});
