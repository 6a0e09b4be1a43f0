import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/server/db/schema.ts and applied at start by src/server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
