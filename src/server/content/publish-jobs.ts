/**
 * The content_publishes rows the publish job works through (src/server/publish/): claimed all at once
 * (a burst of publishes is one rebuild), then settled as live, failed, or queued again for a retry.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ContentKind } from '../app/types.ts';
import type { Db } from '../db/client.ts';
import { contentPublishes, type PublishStatus } from '../db/schema.ts';
import { routesOf } from '../rebuild/content-routes.ts';
import type { DocumentRef } from './studio-documents.ts';

/** A 'building' row older than this was left by a worker that died; the next job takes it over. */
export const STALE_BUILD_MINUTES = 15;

export interface ClaimedPublish {
  id: number;
  kind: ContentKind;
}

/**
 * Marks every queued publish (and any build left stale by a dead worker) 'building' and returns them.
 * Only one job runs at a time (the queue sees to it), so what it claims is its own. `takeOverBuilding`
 * (BullMQ: one job across all instances) takes every 'building' row: its worker died mid-build.
 */
export async function claimPublishes(db: Db, options: { takeOverBuilding?: boolean } = {}): Promise<ClaimedPublish[]> {
  const staleAt = options.takeOverBuilding
    ? sql`now() + interval '1 minute'`
    : sql`now() - make_interval(mins => ${STALE_BUILD_MINUTES})`;
  const rows = await db
    .update(contentPublishes)
    .set({ status: 'building', startedAt: sql`now()`, attempts: sql`${contentPublishes.attempts} + 1` })
    .where(
      or(
        eq(contentPublishes.status, 'queued'),
        and(eq(contentPublishes.status, 'building'), lt(contentPublishes.startedAt, staleAt)),
      ),
    )
    .returning({ id: contentPublishes.id, kind: contentPublishes.kind });
  return rows.map((row) => ({ id: row.id, kind: row.kind as ContentKind }));
}

/** The longest failure reason kept on a row (a build's output can be long). */
const MAX_ERROR = 2000;

/** Ends a job's publishes: 'live', 'failed' (with the reason), or back to 'queued' for a retry. */
export async function settlePublishes(
  db: Db,
  ids: readonly number[],
  outcome: { status: Extract<PublishStatus, 'live' | 'failed' | 'queued'>; error?: string },
): Promise<void> {
  if (ids.length === 0) return;
  const error = outcome.error === undefined ? null : outcome.error.slice(0, MAX_ERROR);
  await db
    .update(contentPublishes)
    .set({
      status: outcome.status,
      error,
      finishedAt: outcome.status === 'queued' ? null : sql`now()`,
    })
    .where(inArray(contentPublishes.id, [...ids]));
}

export interface PublishRecord extends DocumentRef {
  id: number;
  status: PublishStatus;
  error: string | null;
  paths: string[];
  queuedAt: Date;
  finishedAt: Date | null;
}

/** The site paths a publish rebuilds: its kind's routes in its language, e.g. '/fr/terms_condition'. */
export function pathsOf(doc: DocumentRef): string[] {
  const langs = doc.kind === 'contact' ? ['en', 'fr', 'sp'] : [doc.lang];
  return langs.flatMap((lang) => routesOf([doc.kind]).map((route) => `/${lang}/${route}`));
}

/** One publish and where it stands; null when there is none of that id. */
export async function findPublish(db: Db, id: number): Promise<PublishRecord | null> {
  const [row] = await db.select().from(contentPublishes).where(eq(contentPublishes.id, id));
  if (!row) return null;
  const doc = { kind: row.kind as ContentKind, lang: row.lang as DocumentRef['lang'] };
  return {
    id: row.id,
    ...doc,
    status: row.status as PublishStatus,
    error: row.error,
    paths: pathsOf(doc),
    queuedAt: row.queuedAt,
    finishedAt: row.finishedAt,
  };
}
