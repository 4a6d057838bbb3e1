import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentDb } from './build/content-db.ts';
import { landingTranslations } from './build/landing-translations.ts';
import { builtEnvOf } from './src/config/env-schema.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  define: { __SCOLA_CLIENT_ENV__: JSON.stringify(builtEnvOf({})) },
  // Tests get the whole Indonesian file where the build bundles the landing page's part only (ADR 0011).
  plugins: [
    landingTranslations({ dir: `${root}src/i18n/locales/id`, keys: [], split: false }),
    contentDb({ dir: `${root}content` }),
    react(),
  ],
  resolve: {
    conditions: ['@scola/source', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
