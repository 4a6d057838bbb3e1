import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` (in apps/api): writes SQL migrations for every `*.tables.ts` (also in module slices). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/**/*.tables.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
