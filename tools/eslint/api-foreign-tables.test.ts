import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignTablesRule, mayImportTables, tableExportsOf } from './api-foreign-tables';
import { noKnownViolations } from './known-violations';

// A small API tree on disk: the rule reads a module's index.ts to learn which of its exports are tables.
const root = mkdtempSync(path.join(tmpdir(), 'scola-foreign-tables-'));
const api = path.join(root, 'apps/api/src');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(api, file)), { recursive: true });
  writeFileSync(path.join(api, file), text);
};
write(
  'modules/orders/index.ts',
  [
    "export { orders as purchaseRecords, orderLines } from './orders.tables';",
    "export { createOrdersService } from './orders.service';",
  ].join('\n'),
);
write(
  'modules/users/index.ts',
  "export * from './users.tables';\nexport { usersServiceFor } from './users';",
);
write('modules/users/users.tables.ts', "export const accounts = pgTable('users', {});\nexport type X = 1;");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = foreignTablesRule(noKnownViolations);
const at = (file: string) => path.join(api, file);

describe('tableExportsOf', () => {
  it('reads the tables a module re-exports, aliases and `export *` included', () => {
    expect([...tableExportsOf(at('modules/orders'))].sort()).toEqual(['orderLines', 'purchaseRecords']);
    expect([...tableExportsOf(at('modules/users'))]).toEqual(['accounts']);
  });
});

describe('mayImportTables', () => {
  it.each([
    ['modules/collections/collections.tables.ts', true],
    ['db/seed-vouchers.ts', true],
    ['modules/vouchers/vouchers.test.ts', true],
    ['test/buying-test-kit.ts', true],
    ['modules/vouchers/vouchers.service.ts', false],
    ['modules/collections/collections.repository.ts', false],
    ['workflows/checkout.ts', false],
    ['plugins/auth.ts', false],
  ])('%s → %s', (file, allowed) => expect(mayImportTables(at(file))).toBe(allowed));
});

describe('scola-api/foreign-tables', () => {
  it("refuses another module's tables outside *.tables.ts, even re-exported under another name", () => {
    tester.run('foreign-tables', rule, {
      valid: [
        // Foreign keys: a tables file may import another module's table.
        {
          code: "import { purchaseRecords } from '../orders';",
          filename: at('modules/vouchers/vouchers.tables.ts'),
        },
        // Services and types of another module are fine; so are the module's own tables.
        {
          code: "import { createOrdersService } from '../orders';",
          filename: at('modules/vouchers/vouchers.service.ts'),
        },
        {
          code: "import { vouchers } from './vouchers.tables';",
          filename: at('modules/vouchers/vouchers.repository.ts'),
        },
        // A type-only import of a table runs no query.
        {
          code: "import type { purchaseRecords } from '../orders';",
          filename: at('modules/vouchers/vouchers.service.ts'),
        },
        { code: "import { accounts } from '../modules/users';", filename: at('db/seed-data.ts') },
      ],
      invalid: [
        {
          code: "import { purchaseRecords } from '../orders';",
          filename: at('modules/vouchers/vouchers.service.ts'),
          errors: [{ message: /"purchaseRecords" is a table of module "orders"/ }],
        },
        {
          code: "import { createOrdersService, orderLines } from '../orders/index';",
          filename: at('modules/vouchers/vouchers.repository.ts'),
          errors: 1,
        },
        {
          code: "import { accounts } from '../../modules/users';",
          filename: at('plugins/request-user.ts').replace('plugins/', 'plugins/sub/'),
          errors: 1,
        },
        {
          code: "import { accounts } from '../modules/users';",
          filename: at('workflows/checkout.ts'),
          errors: [{ message: /module "users"/ }],
        },
        // Unknown module index: the `…Table` naming convention still tells.
        {
          code: "import { tutorProfilesTable } from '../catalogue';",
          filename: at('modules/vouchers/vouchers.service.ts'),
          errors: 1,
        },
        // Straight from the other module's tables file.
        {
          code: "import { orders } from '../orders/orders.tables';",
          filename: at('modules/vouchers/vouchers.service.ts'),
          errors: 1,
        },
        {
          code: "export { purchaseRecords } from '../orders';",
          filename: at('modules/vouchers/index.ts'),
          errors: 1,
        },
      ],
    });
  });
});
