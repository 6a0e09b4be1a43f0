/**
 * The site_files table: what each publish put on the site, kept in the database so that every instance
 * serving its own dist/ can install it (src/server/publish/site-sync.ts). A publish's files get the next
 * generation; the generation of the site is the highest one recorded.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteFiles } from '../db/schema.ts';
import { contentTypeOf } from './content-type.ts';
import type { PublishedFiles } from './publish-target.ts';

export interface SiteFile {
  path: string;
  body: Buffer;
  generation: number;
}

/** The latest generation published (0 when nothing was). One index lookup. */
export async function siteGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ generation: max(siteFiles.generation) }).from(siteFiles);
  return row?.generation ?? 0;
}

/**
 * Records a publish's files (read from `builtDir`) under a new generation and returns it. Only one
 * publish job runs at a time, so the generation is taken without a race.
 */
export async function recordSiteFiles(db: Db, builtDir: string, files: PublishedFiles): Promise<number> {
  const generation = (await siteGeneration(db)) + 1;
  const rows = await Promise.all(
    [...files.assets, ...files.pages].map(async (path) => ({
      path: path.split(/[\\/]/).join('/'),
      bodyBase64: (await readFile(join(builtDir, path))).toString('base64'),
      contentType: contentTypeOf(path),
      generation,
    })),
  );
  if (rows.length === 0) return generation - 1;
  await db
    .insert(siteFiles)
    .values(rows)
    .onConflictDoUpdate({
      target: siteFiles.path,
      set: {
        bodyBase64: sql`excluded.body_base64`,
        contentType: sql`excluded.content_type`,
        generation: sql`excluded.generation`,
        updatedAt: sql`now()`,
      },
    });
  return generation;
}

/** The files recorded after generation `since`, oldest generation first. */
export async function siteFilesSince(db: Db, since: number): Promise<SiteFile[]> {
  const rows = await db
    .select({ path: siteFiles.path, body: siteFiles.bodyBase64, generation: siteFiles.generation })
    .from(siteFiles)
    .where(gt(siteFiles.generation, since))
    .orderBy(asc(siteFiles.generation), asc(siteFiles.path));
  return rows.map((row) => ({ path: row.path, body: Buffer.from(row.body, 'base64'), generation: row.generation }));
}
