import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { dataAccessRule, mayQuery } from './api-data-access';
import { repoRoot } from './api-scope';
import { KnownViolations, noKnownViolations } from './known-violations';

const api = '/repo/apps/api/src';
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = dataAccessRule(noKnownViolations);

describe('mayQuery', () => {
  it.each([
    `${api}/modules/cart/cart.repository.ts`,
    `${api}/modules/cart/cart.tables.ts`,
    `${api}/modules/catalogue/live-classes/live-classes.repository.ts`,
    `${api}/db/client.ts`,
    `${api}/db/seed-catalogue/index.ts`,
    `${api}/test/buying-test-kit.ts`,
    `${api}/modules/cart/cart.test.ts`,
    '/repo/bench/catalogue.ts',
  ])('lets %s query', (file) => expect(mayQuery(file)).toBe(true));

  it.each([
    `${api}/modules/cart/cart.service.ts`,
    `${api}/modules/cart/cart.routes.ts`,
    `${api}/modules/catalogue/search/search.ts`,
    `${api}/workflows/checkout.ts`,
    `${api}/plugins/health.ts`,
    `${api}/app.ts`,
  ])('keeps %s from querying', (file) => expect(mayQuery(file)).toBe(false));
});

describe('scola-api/data-access', () => {
  it('refuses Drizzle imports and queries outside repositories, allows type-only imports', () => {
    tester.run('data-access', rule, {
      valid: [
        { code: "import type { SQL } from 'drizzle-orm';", filename: `${api}/modules/cart/cart.service.ts` },
        {
          code: "import { type SQL, type SQLWrapper } from 'drizzle-orm';",
          filename: `${api}/modules/cart/cart.service.ts`,
        },
        {
          code: "import { eq } from 'drizzle-orm'; const rows = db.select().from(t).where(eq(t.id, 1));",
          filename: `${api}/modules/cart/cart.repository.ts`,
        },
        { code: "import { sql } from 'drizzle-orm';", filename: `${api}/modules/cart/cart.tables.ts` },
        { code: 'await db.execute(sql`select 1`);', filename: `${api}/db/migrate.ts` },
        // Not database handles: a Map's delete, a hash's update.
        { code: 'seen.delete(key); hash.update(data);', filename: `${api}/modules/cart/cart.service.ts` },
        { code: 'const ok = await app.db.ping();', filename: `${api}/modules/health/health.service.ts` },
      ],
      invalid: [
        {
          code: "import { and, eq } from 'drizzle-orm';",
          filename: `${api}/modules/cart/cart.service.ts`,
          errors: [{ message: /repository/ }],
        },
        {
          code: "import { type SQL, sql } from 'drizzle-orm';",
          filename: `${api}/modules/vouchers/vouchers.service.ts`,
          errors: 1,
        },
        {
          code: "import { alias } from 'drizzle-orm/pg-core';",
          filename: `${api}/workflows/checkout.ts`,
          errors: 1,
        },
        { code: "export { sql } from 'drizzle-orm';", filename: `${api}/lib/sql.ts`, errors: 1 },
        { code: "const d = await import('drizzle-orm');", filename: `${api}/plugins/x.ts`, errors: 1 },
        {
          code: 'const rows = await db.select().from(carts);',
          filename: `${api}/modules/cart/cart.service.ts`,
          errors: [{ message: /"db\.select"/ }],
        },
        {
          code: 'await tx.insert(t).values(v); await tx.update(t).set(v); await tx.delete(t);',
          filename: `${api}/modules/cart/cart.service.ts`,
          errors: 3,
        },
        {
          code: 'await app.db.db.execute(q);',
          filename: `${api}/plugins/health.ts`,
          errors: [{ message: /"db\.execute"/ }],
        },
        {
          code: 'return db.transaction(async (tx) => work(tx));',
          filename: `${api}/workflows/checkout.ts`,
          errors: [{ message: /"db\.transaction"/ }],
        },
        {
          code: 'const users = await db.query.users.findMany();',
          filename: `${api}/modules/users/users.service.ts`,
          errors: [{ message: /"db\.query"/ }],
        },
      ],
    });
  });

  it('skips the violations the baseline lists, and only as many as it lists', () => {
    const file = 'apps/api/src/modules/cart/cart.service.ts';
    const known = new KnownViolations([
      { file, line: 1, rule: 'scola-api/data-access', subject: 'drizzle-orm' },
      { file, line: 3, rule: 'scola-api/data-access', subject: 'db.select' },
    ]);
    const filename = path.join(repoRoot, file);
    tester.run('data-access', dataAccessRule(known), {
      valid: [],
      invalid: [
        {
          code: "import { eq } from 'drizzle-orm';\n\nawait db.select();\nawait db.select();\nawait db.delete(t);",
          filename,
          errors: [
            { message: /"db\.select"/, line: 4 },
            { message: /"db\.delete"/, line: 5 },
          ],
        },
      ],
    });
  });
});
