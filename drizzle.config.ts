import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations serve both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
