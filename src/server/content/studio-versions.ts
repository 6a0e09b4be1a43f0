/**
 * Publishing, reverting and the version history of the studio's documents (issue 18). A publish or a
 * revert is one transaction: a new content_versions row, the live content replaced, the revision bumped,
 * and a content_publishes row ('queued') for the job that rebuilds the pages (src/server/publish/).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentDrafts, contentPublishes, contentVersions, users } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import {
  bumpRevision,
  documentOf,
  forceRevision,
  writeLiveContent,
  type DocumentBody,
  type DocumentRef,
} from './studio-documents.ts';

export type VersionAction = 'publish' | 'revert';

export interface PublishOutcome {
  publishId: number;
  versionId: number;
  revision: number;
}

/** Records the version, makes it live and queues its rebuild; inside the caller's transaction. */
async function recordVersion(
  tx: Db,
  doc: DocumentRef,
  input: { body: DocumentBody; userId: number; action: VersionAction; revertedFrom: number | null },
): Promise<{ publishId: number; versionId: number }> {
  const [version] = await tx
    .insert(contentVersions)
    .values({
      ...doc,
      body: input.body,
      authorId: input.userId,
      action: input.action,
      revertedFrom: input.revertedFrom,
    })
    .returning({ id: contentVersions.id });
  if (!version) throw new Error('the version row was not created');
  await writeLiveContent(tx, doc, input.body);
  const [publish] = await tx
    .insert(contentPublishes)
    .values({ ...doc, versionId: version.id })
    .returning({ id: contentPublishes.id });
  if (!publish) throw new Error('the publish row was not created');
  return { publishId: publish.id, versionId: version.id };
}

const draftOf = (doc: DocumentRef) => and(eq(contentDrafts.kind, doc.kind), eq(contentDrafts.lang, doc.lang));

/** Publishes the document's draft on revision `revision` (409 when stale or when there is no draft). */
export async function publishDraft(
  db: Db,
  doc: DocumentRef,
  input: { revision: number; userId: number },
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const revision = await bumpRevision(tx, doc, input.revision, input.userId);
    const [draft] = await tx.select({ body: contentDrafts.body }).from(contentDrafts).where(draftOf(doc));
    if (!draft) refuse(409, 'nothingToPublish');
    const ids = await recordVersion(tx, doc, {
      body: draft.body as DocumentBody,
      userId: input.userId,
      action: 'publish',
      revertedFrom: null,
    });
    await tx.delete(contentDrafts).where(draftOf(doc));
    return { ...ids, revision };
  });
}

/** Publishes `body` directly, without a revision check or a draft (the admin editors of /api/admin/content). */
export async function publishBody(
  db: Db,
  doc: DocumentRef,
  input: { body: DocumentBody; userId: number },
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const revision = await forceRevision(tx, doc, input.userId);
    const ids = await recordVersion(tx, doc, { ...input, action: 'publish', revertedFrom: null });
    return { ...ids, revision };
  });
}

/** Makes an earlier version live again as a new 'revert' version; the document's draft is kept. */
export async function revertToVersion(
  db: Db,
  versionId: number,
  input: { revision: number; userId: number },
): Promise<PublishOutcome & DocumentRef> {
  return db.transaction(async (tx) => {
    const [version] = await tx.select().from(contentVersions).where(eq(contentVersions.id, versionId));
    const doc = version && documentOf(version.kind, version.lang);
    if (!version || !doc) refuse(404, 'versionNotFound');
    const revision = await bumpRevision(tx, doc, input.revision, input.userId);
    const ids = await recordVersion(tx, doc, {
      body: version.body as DocumentBody,
      userId: input.userId,
      action: 'revert',
      revertedFrom: version.id,
    });
    return { ...ids, revision, ...doc };
  });
}

const versionColumns = {
  id: contentVersions.id,
  kind: contentVersions.kind,
  lang: contentVersions.lang,
  createdAt: contentVersions.createdAt,
  author: users.displayName,
  action: contentVersions.action,
  revertedFrom: contentVersions.revertedFrom,
};

export interface VersionSummary {
  id: number;
  kind: string;
  lang: string;
  createdAt: Date;
  author: string;
  action: VersionAction;
  revertedFrom: number | null;
}

function summaryOf(row: { author: string | null; action: string } & Omit<VersionSummary, 'author' | 'action'>) {
  return { ...row, author: row.author ?? '', action: row.action as VersionAction };
}

/** The document's versions, newest first, without their bodies. */
export async function listVersions(db: Db, doc: DocumentRef): Promise<VersionSummary[]> {
  const rows = await db
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(and(eq(contentVersions.kind, doc.kind), eq(contentVersions.lang, doc.lang)))
    .orderBy(desc(contentVersions.id));
  return rows.map(summaryOf);
}

/** One version with its body; null when there is none of that id. */
export async function findVersion(db: Db, id: number): Promise<(VersionSummary & { body: DocumentBody }) | null> {
  const [row] = await db
    .select({ ...versionColumns, body: contentVersions.body })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(eq(contentVersions.id, id));
  return row ? { ...summaryOf(row), body: row.body as DocumentBody } : null;
}
