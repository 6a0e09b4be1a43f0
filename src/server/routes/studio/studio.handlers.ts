/** Handlers of the studio (issue 18); the documents, drafts and versions live in src/server/content/. */
import type { z } from '@hono/zod-openapi';
import { accepted, ok, said } from '../../app/envelope.ts';
import type { RouteContext } from '../../app/types.ts';
import { findPublish } from '../../content/publish-jobs.ts';
import { listStudioDocuments } from '../../content/studio-overview.ts';
import { requireDocument, saveDraft, type DocumentBody, type DocumentRef } from '../../content/studio-documents.ts';
import { findVersion, listVersions, publishDraft, revertToVersion } from '../../content/studio-versions.ts';
import { requestPublish } from '../../publish/request-publish.ts';
import { refuse } from '../../refusal.ts';
import { firstIssue } from '../../validation-message.ts';
import type {
  getPublish,
  getVersion,
  listDocuments,
  listVersions as listVersionsRoute,
  publishDocument,
  revertVersion,
  saveDraft as saveDraftRoute,
} from './studio.routes.ts';
import { contactBody, pageBody, type StudioDocumentData } from './studio.schemas.ts';

/** The caller's id (the routes' guard has let only admins and editors through). */
function callerId(c: { get(key: 'user'): { id: number } | null }): number {
  return c.get('user')?.id ?? refuse(401, 'unauthorized');
}

/** The draft's body checked against its document's kind (400 naming the field otherwise). */
function bodyFor(doc: DocumentRef, body: unknown): DocumentBody {
  const schema: z.ZodType<DocumentBody> = doc.kind === 'contact' ? contactBody : pageBody;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  return refuse(400, 'invalidField', { field: `body.${issue?.field ?? 'body'}`, reason: issue?.reason ?? '' });
}

const iso = (at: Date) => at.toISOString();

export async function listDocumentsHandler(c: RouteContext<typeof listDocuments>) {
  const documents = await listStudioDocuments(c.get('deps').db);
  const data: StudioDocumentData[] = documents.map((doc) => ({
    ...doc,
    draft: doc.draft && { ...doc.draft, savedAt: iso(doc.draft.savedAt) },
    published: doc.published && { ...doc.published, publishedAt: iso(doc.published.publishedAt) },
  }));
  return ok(c, data);
}

export async function saveDraftHandler(c: RouteContext<typeof saveDraftRoute>) {
  const { kind, lang } = c.req.valid('param');
  const doc = requireDocument(kind, lang);
  const { revision, body } = c.req.valid('json');
  const saved = await saveDraft(c.get('deps').db, doc, { revision, body: bodyFor(doc, body), userId: callerId(c) });
  return ok(c, { revision: saved.revision, savedAt: iso(saved.savedAt) }, said(c, 'draftSaved'));
}

export async function publishDocumentHandler(c: RouteContext<typeof publishDocument>) {
  const { kind, lang } = c.req.valid('param');
  const doc = requireDocument(kind, lang);
  const deps = c.get('deps');
  const outcome = await publishDraft(deps.db, doc, { revision: c.req.valid('json').revision, userId: callerId(c) });
  await requestPublish(deps, c.get('logger'), outcome.publishId);
  return accepted(c, outcome, said(c, 'publishQueued'));
}

export async function getPublishHandler(c: RouteContext<typeof getPublish>) {
  const publish = await findPublish(c.get('deps').db, c.req.valid('param').id);
  if (!publish) refuse(404, 'publishNotFound');
  return ok(c, {
    ...publish,
    queuedAt: iso(publish.queuedAt),
    finishedAt: publish.finishedAt && iso(publish.finishedAt),
  });
}

export async function listVersionsHandler(c: RouteContext<typeof listVersionsRoute>) {
  const { kind, lang } = c.req.valid('param');
  const versions = await listVersions(c.get('deps').db, requireDocument(kind, lang));
  return ok(
    c,
    versions.map((version) => ({
      ...version,
      ...requireDocument(version.kind, version.lang),
      createdAt: iso(version.createdAt),
    })),
  );
}

export async function getVersionHandler(c: RouteContext<typeof getVersion>) {
  const version = await findVersion(c.get('deps').db, c.req.valid('param').id);
  if (!version) refuse(404, 'versionNotFound');
  return ok(c, { ...version, ...requireDocument(version.kind, version.lang), createdAt: iso(version.createdAt) });
}

export async function revertVersionHandler(c: RouteContext<typeof revertVersion>) {
  const deps = c.get('deps');
  const { id } = c.req.valid('param');
  const outcome = await revertToVersion(deps.db, id, { revision: c.req.valid('json').revision, userId: callerId(c) });
  await requestPublish(deps, c.get('logger'), outcome.publishId);
  const { publishId, versionId, revision } = outcome;
  return accepted(c, { publishId, versionId, revision }, said(c, 'publishQueued'));
}
