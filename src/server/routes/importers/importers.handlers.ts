/** Handlers of the importers' verification (issue 23); the rows live in src/server/dealers/. */
import { eq } from 'drizzle-orm';
import { ok, said } from '../../app/envelope.ts';
import type { RouteContext } from '../../app/types.ts';
import type { Db } from '../../db/client.ts';
import { importers } from '../../db/schema.ts';
import { importerPage, listImporters, unverifyImporter, verifyImporter } from '../../dealers/importer-verification.ts';
import { refuse } from '../../refusal.ts';
import type {
  listImporters as listRoute,
  unverifyImporter as unverifyRoute,
  verifyImporter as verifyRoute,
} from './importers.routes.ts';

async function rowOf(db: Db, id: number) {
  const [row] = await listImporters(db).where(eq(importers.id, id));
  return row ?? refuse(404, 'importerNotFound');
}

export async function listImportersHandler(c: RouteContext<typeof listRoute>) {
  const { take, skip, search, unverified } = c.req.valid('query');
  return ok(c, await importerPage(c.get('deps').db, { take, skip, search, unverified: unverified === '1' }));
}

export async function verifyImporterHandler(c: RouteContext<typeof verifyRoute>) {
  const { id } = c.req.valid('param');
  const { db } = c.get('deps');
  await verifyImporter(db, id, c.req.valid('json'), c.get('user')?.id ?? refuse(401, 'unauthorized'));
  c.get('deps').listCache.clear();
  return ok(c, await rowOf(db, id), said(c, 'importerVerified'));
}

export async function unverifyImporterHandler(c: RouteContext<typeof unverifyRoute>) {
  const { id } = c.req.valid('param');
  const { db } = c.get('deps');
  await unverifyImporter(db, id);
  c.get('deps').listCache.clear();
  return ok(c, await rowOf(db, id), said(c, 'importerUnverified'));
}
