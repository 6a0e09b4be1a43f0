/**
 * What the studio opens with (GET /api/studio/documents): every document with its revision, its
 * unpublished draft and what is published. A document never published through the studio shows the
 * live content (content_pages / contact_info) as version 0.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentDrafts, contentRevisions, contentVersions, users } from '../db/schema.ts';
import { readLiveContent, STUDIO_DOCUMENTS, type DocumentBody, type DocumentRef } from './studio-documents.ts';

export interface StudioDocument extends DocumentRef {
  revision: number;
  draft: { body: DocumentBody; savedAt: Date; savedBy: string } | null;
  published: { versionId: number; body: DocumentBody; publishedAt: Date; publishedBy: string } | null;
}

const keyOf = (row: { kind: string; lang: string }) => `${row.kind}/${row.lang}`;

/** The newest version of each document (one row per kind × lang). */
async function latestVersions(db: Db) {
  const newest = db
    .selectDistinctOn([contentVersions.kind, contentVersions.lang], { id: contentVersions.id })
    .from(contentVersions)
    .orderBy(contentVersions.kind, contentVersions.lang, desc(contentVersions.id));
  return db
    .select({
      id: contentVersions.id,
      kind: contentVersions.kind,
      lang: contentVersions.lang,
      body: contentVersions.body,
      createdAt: contentVersions.createdAt,
      author: users.displayName,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(inArray(contentVersions.id, newest));
}

export async function listStudioDocuments(db: Db): Promise<StudioDocument[]> {
  const [revisions, drafts, versions] = await Promise.all([
    db.select().from(contentRevisions),
    db
      .select({
        kind: contentDrafts.kind,
        lang: contentDrafts.lang,
        body: contentDrafts.body,
        savedAt: contentDrafts.savedAt,
        savedBy: users.displayName,
      })
      .from(contentDrafts)
      .leftJoin(users, eq(users.id, contentDrafts.savedBy)),
    latestVersions(db),
  ]);
  const revisionOf = new Map(revisions.map((row) => [keyOf(row), row.revision]));
  const draftOf = new Map(drafts.map((row) => [keyOf(row), row]));
  const versionOf = new Map(versions.map((row) => [keyOf(row), row]));
  return Promise.all(
    STUDIO_DOCUMENTS.map(async (doc): Promise<StudioDocument> => {
      const key = keyOf(doc);
      const draft = draftOf.get(key);
      const version = versionOf.get(key);
      const live = version ? null : await readLiveContent(db, doc);
      return {
        ...doc,
        revision: revisionOf.get(key) ?? 0,
        draft: draft
          ? { body: draft.body as DocumentBody, savedAt: draft.savedAt, savedBy: draft.savedBy ?? '' }
          : null,
        published: version
          ? {
              versionId: version.id,
              body: version.body as DocumentBody,
              publishedAt: version.createdAt,
              publishedBy: version.author ?? '',
            }
          : live && { versionId: 0, body: live.body, publishedAt: live.at, publishedBy: '' },
      };
    }),
  );
}
