import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { builtEnvOf } from './src/config/env-schema.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __SCOLA_CLIENT_ENV__: JSON.stringify(builtEnvOf({})) },
  plugins: [react()],
  resolve: {
    conditions: ['@scola/source', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
