import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Resolve packages as Node does at run time: without Vite's `module` condition, which picks ESM builds that Node
// cannot load (e.g. @opentelemetry/api's, imported by pg-boss, has extensionless imports).
const conditions = [
  '@scola/source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineProject({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One worker process runs many files (Vitest's default spawns a fresh one per file, and every file then
    // re-imports the whole app and compiles PGlite's WebAssembly again): the auth folder took 51 s of CPU isolated,
    // 26 s shared. Files share no state through modules: each builds its own app over its own database, and the
    // module-level caches (the migrated PGlite dump, the dummy password hash per cost) are the same for every file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `expect.poll` waits 1 s by default: too short on a CI machine whose two cores also run the database servers.
    // A poll that passes returns at once, so this only spares slow-but-correct runs.
    expect: { poll: { timeout: 5_000 } },
  },
});
