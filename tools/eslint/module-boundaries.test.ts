import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule, { boundaryViolation } from './module-boundaries';

const api = '/repo/apps/api/src';
const web = '/repo/apps/web/src';

describe('boundaryViolation', () => {
  it.each([
    [`${api}/app.ts`, './modules/users'],
    [`${api}/app.ts`, './modules/users/index'],
    [`${api}/app.ts`, './modules/users/index.ts'],
    [`${api}/workflows/checkout.ts`, '../modules/users'],
    [`${api}/modules/users/users.service.ts`, './users.repository'],
    [`${api}/modules/health/health.routes.ts`, '../users'],
    [`${web}/features/catalogue/components/card.tsx`, '../api/classes'],
    [`${web}/app/routes.tsx`, '../features/catalogue/components/card'],
    [`${web}/features/catalogue/api.ts`, 'react'],
  ])('allows %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toBeUndefined();
  });

  it.each([
    [`${api}/app.ts`, './modules/users/users.repository'],
    [`${api}/workflows/checkout.ts`, '../modules/users/users.service'],
    [`${api}/modules/health/health.routes.ts`, '../users/users.tables'],
    [`${web}/features/catalogue/components/card.tsx`, '../../cart/hooks/use-cart'],
    [`${web}/features/cart/index.ts`, '../catalogue'],
  ])('refuses %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toMatch(/index\.ts|must not import/);
  });
});

describe('scola/module-boundaries rule', () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
  it('reports deep imports and dynamic imports', () => {
    tester.run('module-boundaries', rule, {
      valid: [{ code: "import { users } from './modules/users';", filename: `${api}/app.ts` }],
      invalid: [
        { code: "import x from './modules/users/users.repository';", filename: `${api}/app.ts`, errors: 1 },
        {
          code: "export * from '../users/users.service';",
          filename: `${api}/modules/auth/index.ts`,
          errors: 1,
        },
        {
          code: "const m = import('../../cart/api');",
          filename: `${web}/features/catalogue/api/x.ts`,
          errors: 1,
        },
      ],
    });
  });
});
