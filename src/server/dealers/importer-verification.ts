/**
 * Issue 23: an admin marks an importer verified after checking the business licence and IFU numbers,
 * or takes the mark away. importers.verified is the flag lists read; importer_verifications says what
 * was checked and when. Both change in one transaction.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, cars, cities, countries, importerVerifications, importers } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import { foldText, foldedSql } from '../db/folded-text.ts';

export interface VerificationInput {
  licenceNumber: string;
  ifuNumber: string;
  /** YYYY-MM-DD. */
  checkedOn: string;
}

/** Every importer with its verification, by business name (folded: 'Bénin Auto' among the B's). */
export function listImporters(db: Db) {
  return db
    .select({
      id: importers.id,
      businessName: importers.businessName,
      cityName: cities.name,
      countryName: countries.name,
      publishedCars: sql<number>`(select count(*)::int from ${cars} where ${cars.importerId} = ${importers.id} and ${cars.status} = ${CAR_STATUS.published})`,
      verified: importers.verified,
      licenceNumber: importerVerifications.licenceNumber,
      ifuNumber: importerVerifications.ifuNumber,
      checkedOn: importerVerifications.checkedOn,
    })
    .from(importers)
    .leftJoin(cities, eq(cities.id, importers.cityId))
    .leftJoin(countries, eq(countries.id, importers.countryId))
    .leftJoin(importerVerifications, eq(importerVerifications.importerId, importers.id))
    .orderBy(asc(foldedSql(importers.businessName)), asc(importers.businessName), asc(importers.id));
}

export interface ImporterPageQuery {
  take: number;
  skip: number;
  /** Part of the business name, any case and accents ('' or absent: every importer). */
  search?: string;
  /** Only the importers not verified yet (the ones an admin has work on). */
  unverified?: boolean;
}

/**
 * One page of the importers, by business name, and how many the search finds: the studio's Importers tab
 * pages instead of drawing every importer at once.
 */
export async function importerPage(db: Db, query: ImporterPageQuery) {
  const search = query.search ? foldText(query.search.trim()) : '';
  const where = and(
    // position() instead of LIKE: what an admin types is taken as it is, % and _ included.
    search ? sql`position(${search} in ${foldedSql(importers.businessName)}) > 0` : undefined,
    query.unverified ? eq(importers.verified, false) : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    listImporters(db).where(where).limit(query.take).offset(query.skip),
    db.select({ rowCount: count() }).from(importers).where(where),
  ]);
  return { importers: rows, rowCount: total?.rowCount ?? 0 };
}

async function requireImporter(db: Db, importerId: number): Promise<void> {
  const [found] = await db.select({ id: importers.id }).from(importers).where(eq(importers.id, importerId));
  if (!found) refuse(404, 'importerNotFound');
}

/** Marks the importer verified with what was checked (a second call replaces the record). */
export async function verifyImporter(db: Db, importerId: number, input: VerificationInput, adminId: number) {
  await requireImporter(db, importerId);
  await db.transaction(async (tx) => {
    const row = { ...input, verifiedBy: adminId, verifiedAt: new Date() };
    await tx
      .insert(importerVerifications)
      .values({ importerId, ...row })
      .onConflictDoUpdate({ target: importerVerifications.importerId, set: row });
    await tx.update(importers).set({ verified: true, updatedAt: new Date() }).where(eq(importers.id, importerId));
  });
}

/** Takes the mark away (idempotent). */
export async function unverifyImporter(db: Db, importerId: number) {
  await requireImporter(db, importerId);
  await db.transaction(async (tx) => {
    await tx.delete(importerVerifications).where(eq(importerVerifications.importerId, importerId));
    await tx.update(importers).set({ verified: false, updatedAt: new Date() }).where(eq(importers.id, importerId));
  });
}
