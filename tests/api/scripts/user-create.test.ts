import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/passwords.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { importers, ROLE, users } from '../../../src/server/db/schema.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';

// `npm run user:create` runs scripts/user-create.ts; the test runs it the same way, against a
// throwaway PostgreSQL database or a fresh PGlite directory.
let testDb: TestDatabase | undefined;
let scriptEnv: Record<string, string>;
let dataDir = '';

beforeAll(async () => {
  if (testDbKind() === 'postgres') {
    testDb = await createTestDatabase();
    scriptEnv = { DATABASE_URL: testDb.url ?? '' };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'autoimport-user-create-'));
    scriptEnv = { DATA_DIR: dataDir };
  }
});
afterAll(() => testDb?.drop());

function run(...args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['scripts/user-create.ts', ...args], {
    env: { ...inherited, ...scriptEnv, NODE_ENV: 'development', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function withDb<T>(use: (db: Database['db']) => Promise<T>): Promise<T> {
  if (testDb) return use(testDb.database.db);
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run user:create', () => {
  it('creates a customer, an importer with its profile row, and an admin', async () => {
    const customer = run(
      '--role',
      'customer',
      '--country-code',
      '+229',
      '--mobile',
      '97000009',
      '--password',
      'Correct-Horse-42',
      '--name',
      'Ama Mensah',
    );
    expect(customer.err).toBe('');
    expect(customer.code).toBe(0);
    expect(customer.out).toMatch(/^Created customer #\d+ \(\+229 97000009\)\.\n$/);
    const importer = run(
      '--role',
      'importer',
      '--country-code',
      '229',
      '--mobile',
      '97 00 00 10',
      '--password',
      'Correct-Horse-42',
      '--name',
      'Kofi Boateng Jr',
      '--business',
      'Kofi Motors',
    );
    expect(importer.code).toBe(0);
    expect(importer.out).toMatch(/with importer profile #\d+/);
    const admin = run(
      '--role',
      'admin',
      '--country-code',
      '+228',
      '--mobile',
      '90000011',
      '--password',
      'Correct-Horse-42',
      '--name',
      'Admin',
    );
    expect(admin.code).toBe(0);

    await withDb(async (db) => {
      const rows = await db.select().from(users);
      const byMobile = new Map(rows.map((u) => [u.mobileNo, u]));
      expect(byMobile.get('97000009')).toMatchObject({
        role: ROLE.customer,
        countryCode: '+229',
        displayName: 'Ama Mensah',
      });
      expect(await verifyPassword(byMobile.get('97000009')?.passwordHash ?? '', 'Correct-Horse-42')).toBe(true);
      const dealer = byMobile.get('97000010');
      expect(dealer).toMatchObject({ role: ROLE.dealer, countryCode: '+229' });
      expect(byMobile.get('90000011')).toMatchObject({ role: ROLE.admin, countryCode: '+228' });
      const [profile] = await db
        .select()
        .from(importers)
        .where(eq(importers.userId, dealer?.id ?? 0));
      expect(profile).toMatchObject({
        businessName: 'Kofi Motors',
        firstName: 'Kofi',
        lastName: 'Boateng Jr',
        countryCode: '+229',
        phoneNumber: '97000010',
      });
    });
  }, 240_000); // three runs of the script, each opening the database: slow on a loaded machine

  it('creates an editor (role 30), who may edit content and nothing else', async () => {
    const editor = run(
      '--role',
      'editor',
      '--country-code',
      '+229',
      '--mobile',
      '97000020',
      '--password',
      'Correct-Horse-42',
      '--name',
      'Efua Editor',
    );
    expect(editor.err).toBe('');
    expect(editor.code).toBe(0);
    expect(editor.out).toMatch(/^Created editor #\d+ \(\+229 97000020\)\.\n$/);
    await withDb(async (db) => {
      const [row] = await db.select().from(users).where(eq(users.mobileNo, '97000020'));
      expect(row).toMatchObject({ role: ROLE.editor, displayName: 'Efua Editor' });
      expect(
        await db
          .select()
          .from(importers)
          .where(eq(importers.userId, row?.id ?? 0)),
      ).toEqual([]);
    });
  }, 120_000);

  it.each([
    [['--role', 'boss'], /--role: must be customer, importer, admin or editor/],
    [
      [
        '--role',
        'customer',
        '--country-code',
        '+229',
        '--mobile',
        '97x',
        '--password',
        'Correct-Horse-42',
        '--name',
        'A',
      ],
      /--mobile: must be 4 to 10 digits/,
    ],
    [
      ['--role', 'customer', '--country-code', '+229', '--mobile', '97000012', '--password', 'short', '--name', 'A'],
      /--password: must be at least 8 characters/,
    ],
    [
      [
        '--role',
        'importer',
        '--country-code',
        '+229',
        '--mobile',
        '97000013',
        '--password',
        'Correct-Horse-42',
        '--name',
        'A',
      ],
      /--business: is required for an importer/,
    ],
    [
      [
        '--role',
        'customer',
        '--country-code',
        '+229',
        '--mobile',
        '97000009',
        '--password',
        'Correct-Horse-42',
        '--name',
        'Again',
      ],
      /\+229 97000009 already has an account/,
    ],
    [['--role', 'customer', '--colour', 'red'], /Unknown option '--colour'/],
  ])('explains bad input %j and exits 1', (args, message) => {
    const result = run(...args);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/Usage: npm run user:create/);
    expect(result.out).toBe('');
  });
});
