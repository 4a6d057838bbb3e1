import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scola/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@scola/source', ...defaultServerConditions] } },
  test: { name: 'tools', environment: 'node', include: ['**/*.test.ts'] },
});
