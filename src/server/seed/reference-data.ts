/**
 * Everything but the cars: master lists, demo accounts and importers, content pages, the contact
 * row and the home-page ads. Rows get explicit ids so references never depend on insert order.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ADS, type AdLink } from './ad-art.ts';
import type { Catalogue } from './catalogue.ts';
import { IMPORTERS, importerPhone } from './data/importers.ts';
import { CONTACT } from './data/places.ts';
import { referenceNameRows } from './data/reference-names.ts';
import { createRandom, deriveSeed } from './random.ts';

type Writer = Pick<Db, 'insert'>;

export interface DemoHashes {
  customer: string;
  importer: string;
  admin: string;
}

/** The demo sign-ins printed in the README (all on the Benin dial code). */
export const DEMO_ACCOUNTS = [
  { role: 'customer', countryCode: '+229', mobileNo: '97000001', password: 'Customer#2026' },
  { role: 'importer', countryCode: '+229', mobileNo: '97000002', password: 'Importer#2026' },
  { role: 'admin', countryCode: '+229', mobileNo: '97000003', password: 'Admin#2026' },
] as const;

/** The demo passwords, each hashed once (argon2 is slow on purpose): all dealers share the importer's. */
export async function hashDemoPasswords(): Promise<DemoHashes> {
  const [customer, importer, admin] = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  return { customer: customer!, importer: importer!, admin: admin! };
}

/** User ids: 1 customer, 2 the demo importer, 3 admin, then the other importers in order. */
export const importerUserId = (index: number) => (index === 0 ? 2 : index + 3);

export async function insertReferenceData(
  db: Writer,
  c: Catalogue,
  options: { seed: number; hashes: DemoHashes },
): Promise<void> {
  await db
    .insert(t.countries)
    .values(c.countries.map(({ id, name, iso2, dialCode }) => ({ id, name, iso2, dialCode })));
  await db.insert(t.cities).values(c.cities);
  await db.insert(t.brands).values(c.brands.map(({ id, name }) => ({ id, name })));
  await db
    .insert(t.models)
    .values(c.brands.flatMap((b) => b.models.map((m) => ({ id: m.id, brandId: b.id, name: m.name }))));
  await db.insert(t.bodyTypes).values(c.bodyTypes.map(({ id, name }) => ({ id, name })));
  await db.insert(t.bodyStyles).values(c.bodyStyles);
  await db.insert(t.fuelTypes).values(c.fuelTypes);
  await db.insert(t.transmissions).values(c.transmissions);
  await db.insert(t.equipment).values(c.equipment);
  await insertReferenceNames(db);
  await insertAccounts(db, c, options);
  await insertContent(db, c);
}

/** The French and Spanish names (a fresh database has them from its migration; a reset one does not). */
async function insertReferenceNames(db: Writer) {
  await db
    .insert(t.referenceNames)
    .values(referenceNameRows())
    .onConflictDoUpdate({
      target: [t.referenceNames.kind, t.referenceNames.en, t.referenceNames.lang],
      set: { name: sql`excluded.name` },
    });
}

const slug = (text: string) => normalizeSearchText(text).replace(/ /g, '-');

async function insertAccounts(db: Writer, c: Catalogue, { seed, hashes }: { seed: number; hashes: DemoHashes }) {
  const [customer, importer, admin] = DEMO_ACCOUNTS;
  const users: (typeof t.users.$inferInsert)[] = [
    {
      id: 1,
      role: t.ROLE.customer,
      countryCode: customer.countryCode,
      mobileNo: customer.mobileNo,
      passwordHash: hashes.customer,
      displayName: 'Demo Customer',
      email: 'customer@example.com',
      address: 'Haie Vive, Cotonou',
    },
    {
      id: 3,
      role: t.ROLE.admin,
      countryCode: admin.countryCode,
      mobileNo: admin.mobileNo,
      passwordHash: hashes.admin,
      displayName: 'Site Administrator',
      email: 'admin@example.com',
    },
  ];
  const importers: (typeof t.importers.$inferInsert)[] = [];
  for (const info of c.importers) {
    const row = IMPORTERS[info.index]!;
    const r = createRandom(deriveSeed(seed, 2_000_000 + info.index));
    const dialCode = info.country.dialCode;
    const phone = info.index === 0 ? importer.mobileNo : importerPhone(dialCode, info.index);
    const email = `${slug(row.business)}@example.com`;
    const userId = importerUserId(info.index);
    users.push({
      id: userId,
      role: t.ROLE.dealer,
      countryCode: dialCode,
      mobileNo: phone,
      passwordHash: hashes.importer,
      displayName: `${row.firstName} ${row.lastName}`,
      email,
      address: `${row.address}, ${info.country.name}`,
    });
    importers.push({
      id: info.id,
      userId,
      businessName: row.business,
      firstName: row.firstName,
      lastName: row.lastName,
      countryCode: dialCode,
      phoneNumber: phone,
      whatsAppNumber: `${dialCode.slice(1)}-${phone}`,
      address: row.address,
      email,
      // A few streets from the city centre, not on top of it.
      latitude: Number((info.city.latitude + r.range(-0.02, 0.02)).toFixed(6)),
      longitude: Number((info.city.longitude + r.range(-0.02, 0.02)).toFixed(6)),
      cityId: info.city.id,
      countryId: info.country.id,
      verified: row.verified,
    });
  }
  await db.insert(t.users).values(users.sort((a, b) => a.id! - b.id!));
  await db.insert(t.importers).values(importers);
  // Issue 23: what was checked for the importers seeded as verified (made-up numbers, a fixed day).
  const verified = importers.filter((row) => row.verified);
  if (verified.length) {
    await db.insert(t.importerVerifications).values(
      verified.map((row) => ({
        importerId: row.id!,
        licenceNumber: `RB/COT/24 B ${1000 + row.id!}`,
        ifuNumber: String(3_202_400_000_000 + row.id!),
        checkedOn: '2026-11-12',
      })),
    );
  }
}

const page = (name: string) => readFileSync(new URL(`./content/${name}.html`, import.meta.url), 'utf8');

async function insertContent(db: Writer, catalogue: Catalogue) {
  const pages: (typeof t.contentPages.$inferInsert)[] = [];
  for (const slugName of t.PAGE_SLUGS) {
    const file = slugName === 'TermAndCondition' ? 'terms' : 'privacy';
    for (const lang of t.LANGS)
      pages.push({ id: pages.length + 1, slug: slugName, lang, html: page(`${file}.${lang}`) });
  }
  await db.insert(t.contentPages).values(pages);
  await db.insert(t.contactInfo).values({ id: 1, ...CONTACT });
  await db
    .insert(t.ads)
    .values(ADS.map((ad, i) => ({ id: i + 1, type: ad.type, fileName: ad.fileName, sortOrder: i, active: true })));
  await db
    .insert(t.adTexts)
    .values(
      ADS.flatMap((ad, i) =>
        t.LANGS.map((lang) => ({ adId: i + 1, lang, ...ad.copy[lang], link: adLink(ad.link, catalogue) })),
      ),
    );
}

/** An ad's link: the car list, filtered by body type when the ad is about one. */
function adLink(link: AdLink, catalogue: Catalogue): string {
  if (!link.bodyType) return 'car_list';
  const body = catalogue.bodyTypes.find((b) => b.name === link.bodyType);
  if (!body) throw new Error(`ad link: no body type ${link.bodyType}`);
  return `car_list?body=${body.id}`;
}
