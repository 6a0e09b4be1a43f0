/**
 * The studio's documents (issue 18): terms and privacy in en/fr/sp, and the one contact document
 * (addressed as 'en'). Each has a revision, bumped by every draft save, publish and revert, and at
 * most one unpublished draft; a change made on an older revision is refused (409 staleRevision).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentKind } from '../app/types.ts';
import type { Db } from '../db/client.ts';
import {
  contactInfo,
  contentDrafts,
  contentPages,
  contentRevisions,
  LANGS,
  users,
  type Lang,
  type PageSlug,
} from '../db/schema.ts';
import { refuse } from '../refusal.ts';

/** The body of a terms or privacy document: the editor's HTML, stored as given. */
export interface PageBody {
  html: string;
}

/** The body of the contact document. */
export interface ContactBody {
  phone: string;
  email: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type DocumentBody = PageBody | ContactBody;

export interface DocumentRef {
  kind: ContentKind;
  lang: Lang;
}

/** Every document the studio edits, in the order it lists them. */
export const STUDIO_DOCUMENTS: readonly DocumentRef[] = [
  ...LANGS.map((lang) => ({ kind: 'terms' as const, lang })),
  ...LANGS.map((lang) => ({ kind: 'privacy' as const, lang })),
  { kind: 'contact', lang: 'en' },
];

/** The getPage slug that shows a page kind. */
export const SLUG_OF_KIND: Readonly<Record<'terms' | 'privacy', PageSlug>> = {
  terms: 'TermAndCondition',
  privacy: 'PrivacyPolicy',
};

/** The document named by a path's kind and lang, or null (contact exists in 'en' only). */
export function documentOf(kind: string, lang: string): DocumentRef | null {
  return STUDIO_DOCUMENTS.find((doc) => doc.kind === kind && doc.lang === lang) ?? null;
}

/** The document of `kind`/`lang`, or a 404 refusal. */
export function requireDocument(kind: string, lang: string): DocumentRef {
  return documentOf(kind, lang) ?? refuse(404, 'documentNotFound', { kind, lang });
}

/** Formats a moment for the stale-revision message: "2026-11-26 07:30 UTC". */
export function momentText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Moves the document from revision `expected` to the next one, or refuses with 409 staleRevision
 * naming who made the current revision and when. Atomic: two callers holding the same revision
 * cannot both pass. Run it inside the transaction of the change it guards.
 */
export async function bumpRevision(db: Db, doc: DocumentRef, expected: number, userId: number): Promise<number> {
  const where = and(eq(contentRevisions.kind, doc.kind), eq(contentRevisions.lang, doc.lang));
  const [moved] =
    expected === 0
      ? await db
          .insert(contentRevisions)
          .values({ ...doc, revision: 1, changedBy: userId })
          .onConflictDoNothing()
          .returning({ revision: contentRevisions.revision })
      : await db
          .update(contentRevisions)
          .set({ revision: sql`${contentRevisions.revision} + 1`, changedBy: userId, changedAt: sql`now()` })
          .where(and(where, eq(contentRevisions.revision, expected)))
          .returning({ revision: contentRevisions.revision });
  if (moved) return moved.revision;
  const [current] = await db
    .select({ at: contentRevisions.changedAt, name: users.displayName })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.changedBy))
    .where(where);
  return refuse(409, 'staleRevision', {
    name: current?.name ?? 'someone',
    time: current ? momentText(current.at) : momentText(new Date()),
  });
}

/** Bumps the revision without a check (the admin editors of /api/admin/content, which send none). */
export async function forceRevision(db: Db, doc: DocumentRef, userId: number): Promise<number> {
  const [row] = await db
    .insert(contentRevisions)
    .values({ ...doc, revision: 1, changedBy: userId })
    .onConflictDoUpdate({
      target: [contentRevisions.kind, contentRevisions.lang],
      set: { revision: sql`${contentRevisions.revision} + 1`, changedBy: userId, changedAt: sql`now()` },
    })
    .returning({ revision: contentRevisions.revision });
  return row?.revision ?? 1;
}

/** Saves the document's draft on revision `revision`; answers the new revision and the save's time. */
export async function saveDraft(
  db: Db,
  doc: DocumentRef,
  input: { revision: number; body: DocumentBody; userId: number },
): Promise<{ revision: number; savedAt: Date }> {
  return db.transaction(async (tx) => {
    const revision = await bumpRevision(tx, doc, input.revision, input.userId);
    const [row] = await tx
      .insert(contentDrafts)
      .values({ ...doc, body: input.body, savedBy: input.userId })
      .onConflictDoUpdate({
        target: [contentDrafts.kind, contentDrafts.lang],
        set: { body: input.body, savedBy: input.userId, savedAt: sql`now()` },
      })
      .returning({ savedAt: contentDrafts.savedAt });
    return { revision, savedAt: row?.savedAt ?? new Date() };
  });
}

/** Makes `body` the live content of the document (what getPage, getMasters and the build read). */
export async function writeLiveContent(db: Db, doc: DocumentRef, body: DocumentBody): Promise<void> {
  if (doc.kind === 'contact') {
    const values = body as ContactBody;
    const row = {
      phone: values.phone,
      email: values.email,
      address: values.address,
      latitude: values.latitude,
      longitude: values.longitude,
    };
    await db
      .insert(contactInfo)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: contactInfo.id, set: { ...row, updatedAt: sql`now()` } });
    return;
  }
  const html = (body as PageBody).html;
  await db
    .insert(contentPages)
    .values({ slug: SLUG_OF_KIND[doc.kind], lang: doc.lang, html })
    .onConflictDoUpdate({ target: [contentPages.slug, contentPages.lang], set: { html, updatedAt: sql`now()` } });
}

/** The live content of a document and when it last changed; null when there is none. */
export async function readLiveContent(db: Db, doc: DocumentRef): Promise<{ body: DocumentBody; at: Date } | null> {
  if (doc.kind === 'contact') {
    const [row] = await db.select().from(contactInfo).orderBy(contactInfo.id).limit(1);
    if (!row) return null;
    const { phone, email, address, latitude, longitude } = row;
    return { body: { phone, email, address, latitude, longitude }, at: row.updatedAt };
  }
  const [row] = await db
    .select({ html: contentPages.html, at: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.slug, SLUG_OF_KIND[doc.kind]), eq(contentPages.lang, doc.lang)));
  return row ? { body: { html: row.html }, at: row.at } : null;
}
