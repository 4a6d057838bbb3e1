import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  resolve: { conditions: ['@scola/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@scola/source', ...defaultServerConditions] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
