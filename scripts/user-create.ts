/**
 * `npm run user:create -- --role customer|importer|admin|editor --country-code +229 --mobile 97000009
 *   --password '…' --name '…' [--business '…'] [--email '…']`
 * Creates an account (and the importers row of an importer) in the database of DATABASE_URL or DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { databaseOptions, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { loadEnv } from '../src/server/env.ts';
import { accountInput, createAccount, type AccountInput } from '../src/server/users/create-account.ts';
import { describeZodError } from '../src/server/validation-message.ts';

const USAGE = `Usage: npm run user:create -- --role customer|importer|admin|editor --country-code +229 --mobile 97000009 \\
  --password '<8 to 128 characters>' --name '<display name>' [--business '<importer business name>'] [--email '<e-mail>']`;

function fail(message: string): never {
  console.error(`user:create: ${message}\n${USAGE}`);
  process.exit(1);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      role: { type: 'string' },
      'country-code': { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      business: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message);
}

// Flag names in messages, as the person typed them.
const FLAG_OF: Record<string, string> = { countryCode: '--country-code', mobileNo: '--mobile' };
const input: AccountInput = {
  role: values.role,
  countryCode: values['country-code'],
  mobileNo: values.mobile,
  password: values.password,
  name: values.name,
  business: values.business,
  email: values.email,
};

/** Fails naming the flag, e.g. "--mobile: must be 4 to 10 digits". */
function failFor(error: string): never {
  const [field = '', ...rest] = error.split(': ');
  fail(rest.length && !field.includes(' ') ? `${FLAG_OF[field] ?? `--${field}`}: ${rest.join(': ')}` : error);
}

// Bad input is reported before the database is opened.
const checked = accountInput.safeParse(input);
if (!checked.success) failFor(describeZodError(checked.error));

const env = loadEnv();
const database = await openDatabase(databaseOptions(env));
try {
  await migrateDatabase(database);
  const outcome = await createAccount(database.db, input);
  if (!outcome.ok) {
    await database.close();
    failFor(outcome.error);
  }
  const importer = outcome.importerId ? ` with importer profile #${outcome.importerId}` : '';
  console.log(`Created ${input.role} #${outcome.userId} (${outcome.phone})${importer}.`);
  await database.close();
} catch (error) {
  await database.close();
  throw error;
}
