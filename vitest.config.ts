import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'tools'],
    // Vitest's default (one worker fewer than the cores) leaves a 2-core CI machine with one worker, yet an API test
    // spends much of its time waiting on a database server or a timer. Measured for the API project: 916 s with one
    // worker migrating every database, 448 s with two workers copying template databases.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
