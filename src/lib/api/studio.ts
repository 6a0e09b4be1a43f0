/**
 * The studio's typed calls (issue 18): documents, drafts, publishing, versions. Admins and editors
 * only (401/403 otherwise). A save or publish on a stale revision throws ApiError with status 409 and
 * key 'staleRevision' (vars name, time); a publish without a draft, 409 'nothingToPublish'.
 * Saves, publishes and reverts resolve to the envelope, whose message and messageKey feed the toast.
 */
import type {
  StudioBody,
  StudioDocument,
  StudioDraftSaved,
  StudioKind,
  StudioLang,
  StudioPublish,
  StudioPublishQueued,
  StudioVersion,
  StudioVersionSummary,
} from './api-types.ts';
import { callApi, type ApiEnvelope, type CallOptions } from './client.ts';

export type {
  StudioBody,
  StudioDocument,
  StudioDraftSaved,
  StudioKind,
  StudioLang,
  StudioPublish,
  StudioPublishQueued,
  StudioVersion,
  StudioVersionSummary,
};

/** Every document (terms en/fr/sp, privacy en/fr/sp, contact en) with its revision, draft and published content. */
export async function listStudioDocuments(options: CallOptions = {}): Promise<StudioDocument[]> {
  const { data } = await callApi('/api/studio/documents', '$get', {}, options);
  return data;
}

/** Saves the draft on the revision the editor opened; data is the new revision and the save's time. */
export function saveStudioDraft(
  kind: StudioKind,
  lang: StudioLang,
  revision: number,
  body: StudioBody,
  options: CallOptions = {},
): Promise<ApiEnvelope<StudioDraftSaved>> {
  const input = { param: { kind, lang }, json: { revision, body } };
  return callApi('/api/studio/documents/:kind/:lang/draft', '$put', input, options);
}

/** Publishes the document's draft (202); follow data.publishId with getStudioPublish. */
export function publishStudioDocument(
  kind: StudioKind,
  lang: StudioLang,
  revision: number,
  options: CallOptions = {},
): Promise<ApiEnvelope<StudioPublishQueued>> {
  const input = { param: { kind, lang }, json: { revision } };
  return callApi('/api/studio/documents/:kind/:lang/publish', '$post', input, options);
}

/** Where a publish stands: queued, building, live or failed (with its error). */
export async function getStudioPublish(publishId: number, options: CallOptions = {}): Promise<StudioPublish> {
  const { data } = await callApi('/api/studio/publishes/:id', '$get', { param: { id: String(publishId) } }, options);
  return data;
}

/** A document's versions, newest first, without bodies. */
export async function listStudioVersions(
  kind: StudioKind,
  lang: StudioLang,
  options: CallOptions = {},
): Promise<StudioVersionSummary[]> {
  const { data } = await callApi(
    '/api/studio/documents/:kind/:lang/versions',
    '$get',
    { param: { kind, lang } },
    options,
  );
  return data;
}

/** One version with its body. */
export async function getStudioVersion(versionId: number, options: CallOptions = {}): Promise<StudioVersion> {
  const { data } = await callApi('/api/studio/versions/:id', '$get', { param: { id: String(versionId) } }, options);
  return data;
}

/** Publishes an earlier version again as a new version (202); the document's draft is kept. */
export function revertStudioVersion(
  versionId: number,
  revision: number,
  options: CallOptions = {},
): Promise<ApiEnvelope<StudioPublishQueued>> {
  const input = { param: { id: String(versionId) }, json: { revision } };
  return callApi('/api/studio/versions/:id/revert', '$post', input, options);
}

/** A document's body as the server answers it. */
type AnsweredBody = NonNullable<StudioDocument['published']>['body'];
/** A terms or privacy page's body: the editor's HTML. */
export type PageBody = Extract<AnsweredBody, { html: string }>;
/** The contact document's body. */
export type ContactBody = Exclude<AnsweredBody, PageBody>;
export type PublishStatus = StudioPublish['status'];
export type PublishQueued = StudioPublishQueued;
