/**
 * Requests and answers of the studio (issue 18): documents (kind × lang), drafts with their revision,
 * publishes, versions. Bodies: `{ html }` for terms and privacy, the contact fields for contact.
 */
import { z } from '@hono/zod-openapi';
import { intField, MAX_ID } from '../../app/int-field.ts';
import { contactUpdateRequest, MAX_PAGE_HTML } from '../content/content.schemas.ts';

export const documentParams = z.object({
  kind: z
    .string()
    .max(16)
    .openapi({ param: { name: 'kind', in: 'path' }, description: 'terms, privacy or contact', example: 'terms' }),
  lang: z
    .string()
    .max(8)
    .openapi({
      param: { name: 'lang', in: 'path' },
      description: 'en, fr or sp; contact has one document, addressed as en',
      example: 'fr',
    }),
});

export const idParams = z.object({
  id: intField(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
});

export const pageBody = z
  .object({
    html: z
      .string()
      .max(MAX_PAGE_HTML, `must be at most ${MAX_PAGE_HTML} characters`)
      .openapi({ description: 'Stored as given; the site sanitises it when it builds the page.' }),
  })
  .openapi('StudioPageBody');

/** The contact fields as a draft sends them (missing coordinates are null). */
export const contactBody = contactUpdateRequest
  .transform((body) => ({ ...body, latitude: body.latitude ?? null, longitude: body.longitude ?? null }))
  .openapi('StudioContactBody');

const revision = z.number().int().min(0).openapi({ description: 'The revision the editor opened' });

export const draftRequest = z
  .object({
    revision,
    body: z.union([pageBody, contactBody]).openapi({ description: '{ html } for terms/privacy; contact fields' }),
  })
  .openapi('StudioDraftRequest');

export const revisionRequest = z.object({ revision }).openapi('StudioRevisionRequest');

const contactOut = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const bodyOut = z.union([z.object({ html: z.string() }), contactOut]);
const kind = z.enum(['terms', 'privacy', 'contact']);
const lang = z.enum(['en', 'fr', 'sp']);
const iso = z.string().openapi({ format: 'date-time' });

export const studioDocument = z
  .object({
    kind,
    lang,
    revision: z.number().int(),
    draft: z.object({ body: bodyOut, savedAt: iso, savedBy: z.string() }).nullable(),
    published: z
      .object({ versionId: z.number().int(), body: bodyOut, publishedAt: iso, publishedBy: z.string() })
      .nullable()
      .openapi({ description: 'versionId 0: the content from before the studio' }),
  })
  .openapi('StudioDocument');

export const studioDocuments = z.array(studioDocument);

export const draftSaved = z.object({ revision: z.number().int(), savedAt: iso }).openapi('StudioDraftSaved');

export const publishQueued = z
  .object({ publishId: z.number().int(), versionId: z.number().int(), revision: z.number().int() })
  .openapi('StudioPublishQueued');

export const publishStatus = z
  .object({
    id: z.number().int(),
    status: z.enum(['queued', 'building', 'live', 'failed']),
    error: z.string().nullable(),
    kind,
    lang,
    paths: z.array(z.string()).openapi({ example: ['/fr/terms_condition'] }),
    queuedAt: iso,
    finishedAt: iso.nullable(),
  })
  .openapi('StudioPublish');

const versionFields = {
  id: z.number().int(),
  kind,
  lang,
  createdAt: iso,
  author: z.string(),
  action: z.enum(['publish', 'revert']),
  revertedFrom: z.number().int().nullable(),
};

export const versionSummaries = z.array(z.object(versionFields).openapi('StudioVersionSummary'));

export const versionDetail = z.object({ ...versionFields, body: bodyOut }).openapi('StudioVersion');

export type StudioDocumentData = z.infer<typeof studioDocument>;
