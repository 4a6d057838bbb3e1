import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiImportEdges,
  CYCLE_RULE,
  describeCycle,
  edgesInCycles,
  type ImportEdge,
  importsOf,
  nodeOf,
  stronglyConnected,
} from './api-module-graph';
import { knownViolations } from './known-violations';

function apiTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scola-module-graph-'));
  const src = path.join(root, 'apps/api/src');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return src;
}

/** The cycles left once the edges listed in the baseline are taken out, printed one per line. */
function unknownCycles(edges: ImportEdge[], known: { file: string; subject: string }[]): string {
  const left = edges.filter(
    (edge) => !known.some((entry) => entry.file === edge.file && entry.subject === edge.specifier),
  );
  return stronglyConnected(left)
    .map((component) => describeCycle(component, left))
    .join('\n');
}

describe('nodeOf', () => {
  it.each([
    ['modules/cart/cart.service.ts', 'modules/cart'],
    ['modules/catalogue/read-cache/read-cache.plugin.ts', 'modules/catalogue'],
    ['modules/users', 'modules/users'],
    ['workflows/checkout.ts', 'workflows'],
    ['plugins/errors/app-error.ts', 'plugins'],
    ['db/client.ts', 'db'],
    ['db/notifications.ts', 'db'],
    ['db/seed.ts', 'db/seeds'],
    ['db/seed-catalogue/index.ts', 'db/seeds'],
    ['db/factories.ts', 'db/seeds'],
    ['db/demo-media.ts', 'db/seeds'],
    ['config/env.ts', 'config'],
    ['app.ts', 'app'],
    ['test/test-app.ts', undefined],
    ['modules/cart/cart.test.ts', undefined],
  ])('%s is part of %s', (file, node) => expect(nodeOf(file)).toBe(node));
});

describe('importsOf', () => {
  it('finds imports, type imports, re-exports and dynamic imports with their lines', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import { z } from 'zod';",
      "const d = await import('./d');",
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../b', line: 2 },
      { specifier: './c', line: 3 },
      { specifier: './d', line: 5 },
    ]);
  });
});

describe('module cycles', () => {
  it('finds a cycle between modules and prints it hop by hop with the imports', () => {
    const src = apiTree({
      'modules/cart/cart.service.ts': "import { owned } from '../collections';",
      'modules/collections/index.ts': "export { x } from './collections.tables';",
      'modules/collections/collections.tables.ts': "import { ordersTable } from '../orders';",
      'modules/orders/orders.tables.ts': "import type { Cart } from '../cart';",
      'modules/users/index.ts': "import type { Database } from '../../db/client';",
      'db/client.ts': 'export type Database = unknown;',
      'db/seed.ts': "import { usersServiceFor } from '../modules/users';",
      'workflows/checkout.ts': "import { cart } from '../modules/cart';",
    });
    const edges = apiImportEdges(src);
    expect(stronglyConnected(edges)).toEqual([['modules/cart', 'modules/collections', 'modules/orders']]);
    expect(edgesInCycles(edges).map((edge) => edge.specifier)).toEqual([
      '../collections',
      '../orders',
      '../cart',
    ]);
    const [component = []] = stronglyConnected(edges);
    expect(describeCycle(component, edges)).toMatch(
      /^modules\/cart → modules\/collections \(.*modules\/cart\/cart\.service\.ts:1 '\.\.\/collections'\) → modules\/orders \(.*collections\.tables\.ts:1 '\.\.\/orders'\) → modules\/cart \(.*orders\.tables\.ts:1 '\.\.\/cart'\)$/,
    );
    // Seeds stand on top of the modules, the database core below them: no cycle through `db`. Knowing the one
    // import that closes the cycle leaves none.
    const closing = edges.find((edge) => edge.specifier === '../collections');
    expect(unknownCycles(edges, [{ file: closing?.file ?? '', subject: '../collections' }])).toBe('');
  });

  it('the API has no import cycle between its parts beyond the known ones', () => {
    const known = knownViolations().forRule(CYCLE_RULE);
    expect(unknownCycles(apiImportEdges(), known), 'import cycles between API parts').toBe('');
  });

  it('every known cycle import still exists and still closes a cycle (the baseline only shrinks)', () => {
    const edges = apiImportEdges();
    const cyclic = edgesInCycles(edges);
    const stale = knownViolations()
      .forRule(CYCLE_RULE)
      .filter((entry) => !cyclic.some((edge) => edge.file === entry.file && edge.specifier === entry.subject))
      .map((entry) => `${entry.file}:${entry.line} ${entry.subject}`);
    expect(stale, 'remove these lines from tools/eslint/known-violations.txt').toEqual([]);
  });
});
