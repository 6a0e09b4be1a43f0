/**
 * Route definitions of the content calls: getPage (SPEC.md §7) and the admin editors (issue 3).
 */
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { contactStrings } from '../masters/masters.schemas.ts';
import {
  contactUpdateRequest,
  langQuery,
  MAX_PAGE_HTML,
  pageData,
  pageParams,
  pageUpdateData,
  pageUpdateRequest,
} from './content.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { requireContentEditor } from '../../auth/require-role.ts';
import { refuse } from '../../refusal.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';

/** Refuses bodies beyond the page cap (plus JSON overhead) before parsing them. */
const limitBody = bodyLimit({
  maxSize: MAX_PAGE_HTML * 2 + 1024,
  onError: () => refuse(413, 'pageTooLarge', { max: MAX_PAGE_HTML }),
});

export const getPage = createRoute({
  method: 'get',
  path: '/api/open/getPage/{slug}',
  tags: ['Content'],
  summary: 'Terms (TermAndCondition) or privacy policy (PrivacyPolicy) as HTML',
  description: 'lang en (default), fr, sp or es (= sp); a page missing in that language falls back to English.',
  request: { params: pageParams, query: langQuery },
  responses: responsesOf(pageData, 'The page', [404, 503]),
});

export const updatePage = createRoute({
  method: 'put',
  path: '/api/admin/content/pages/{slug}',
  tags: ['Content editors'],
  summary: 'Replace a content page in one language (admins and editors)',
  description: 'The HTML is stored as given (the site sanitises it when it rebuilds the page); at most 200 KB.',
  security: tokenSecurity,
  middleware: [requireContentEditor, limitBody] as const,
  request: { params: pageParams, query: langQuery, body: jsonBody(pageUpdateRequest) },
  responses: responsesOf(pageUpdateData, 'Saved; the page is being rebuilt', [401, 403, 404, 413, 503]),
});

export const updateContact = createRoute({
  method: 'put',
  path: '/api/admin/content/contact',
  tags: ['Content editors'],
  summary: 'Replace the contact strings (admins and editors)',
  security: tokenSecurity,
  middleware: [requireContentEditor] as const,
  request: { body: jsonBody(contactUpdateRequest) },
  responses: responsesOf(contactStrings, 'Saved; the contact page is being rebuilt', [401, 403, 503]),
});
