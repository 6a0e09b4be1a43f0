/**
 * The studio's calls (/api/studio/*, issue 18): the documents with their drafts and published versions,
 * draft saves guarded by a revision, publishing (a job whose progress is polled), versions and reverts.
 * The types follow the contract shared with the server (docs: studio contract); the routes are not in
 * this branch's AppType yet, so the calls go through requestApi.
 * TODO(merge): switch to callApi once studio routes are in AppType (and take the types from api-types.ts).
 */
import { requestApi, type ApiEnvelope, type CallOptions } from './client.ts';

export type StudioKind = 'terms' | 'privacy' | 'contact';
export type StudioLang = 'en' | 'fr' | 'sp';

/** A terms or privacy page: the editor's HTML. */
export interface PageBody {
  html: string;
}

/** The contact document (one, addressed with lang 'en'). */
export interface ContactBody {
  phone: string;
  email: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type StudioBody = PageBody | ContactBody;

export interface StudioDocument {
  kind: StudioKind;
  lang: StudioLang;
  /** Bumps on every draft save, publish and revert; 0 when never touched. */
  revision: number;
  draft: { body: StudioBody; savedAt: string; savedBy: string } | null;
  published: { versionId: number; body: StudioBody; publishedAt: string; publishedBy: string } | null;
}

export type PublishStatus = 'queued' | 'building' | 'live' | 'failed';

export interface StudioPublish {
  id: number;
  status: PublishStatus;
  error: string | null;
  kind: StudioKind;
  lang: StudioLang;
  paths: string[];
  queuedAt: string;
  finishedAt: string | null;
}

export interface PublishQueued {
  publishId: number;
  versionId: number;
  revision: number;
}

export interface StudioVersionSummary {
  id: number;
  kind: StudioKind;
  lang: StudioLang;
  createdAt: string;
  author: string;
  action: 'publish' | 'revert';
  revertedFrom: number | null;
}

export interface StudioVersion extends StudioVersionSummary {
  body: StudioBody;
}

const documentPath = (kind: StudioKind, lang: StudioLang) =>
  `/api/studio/documents/${encodeURIComponent(kind)}/${encodeURIComponent(lang)}`;

/** Every document (terms and privacy in three languages, contact once). */
export async function getStudioDocuments(options?: CallOptions): Promise<StudioDocument[]> {
  const { data } = await requestApi<StudioDocument[]>('/api/studio/documents', 'GET', {}, options);
  return data;
}

/** Saves the draft; 409 (ApiError key 'staleRevision') when someone saved since `revision`. */
export function saveDraft(
  kind: StudioKind,
  lang: StudioLang,
  revision: number,
  body: StudioBody,
): Promise<ApiEnvelope<{ revision: number; savedAt: string }>> {
  return requestApi(`${documentPath(kind, lang)}/draft`, 'PUT', { json: { revision, body } });
}

/** Publishes the saved draft; the answer names the publish to poll. */
export function publishDocument(
  kind: StudioKind,
  lang: StudioLang,
  revision: number,
): Promise<ApiEnvelope<PublishQueued>> {
  return requestApi(`${documentPath(kind, lang)}/publish`, 'POST', { json: { revision } });
}

/** A publish's progress. */
export async function getPublish(id: number, options?: CallOptions): Promise<StudioPublish> {
  const { data } = await requestApi<StudioPublish>(`/api/studio/publishes/${id}`, 'GET', {}, options);
  return data;
}

/** A document's versions, newest first, without bodies. */
export async function getVersions(
  kind: StudioKind,
  lang: StudioLang,
  options?: CallOptions,
): Promise<StudioVersionSummary[]> {
  const { data } = await requestApi<StudioVersionSummary[]>(`${documentPath(kind, lang)}/versions`, 'GET', {}, options);
  return data;
}

/** One version with its body. */
export async function getVersion(id: number, options?: CallOptions): Promise<StudioVersion> {
  const { data } = await requestApi<StudioVersion>(`/api/studio/versions/${id}`, 'GET', {}, options);
  return data;
}

/** Publishes an old version again (a new version, action 'revert'); the current draft is kept. */
export function revertVersion(id: number, revision: number): Promise<ApiEnvelope<PublishQueued>> {
  return requestApi(`/api/studio/versions/${id}/revert`, 'POST', { json: { revision } });
}
