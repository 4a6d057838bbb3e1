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
    // ADR 0016: another feature through its index.ts; shared code and config from anywhere below app/.
    [`${web}/features/cart/index.ts`, '../catalogue'],
    [`${web}/features/orders/api/orders.ts`, '../../cart'],
    [`${web}/features/orders/api/orders.ts`, '../../cart/index.ts'],
    [`${web}/features/orders/components/order-card.tsx`, '../../../components/mdi-icon'],
    [`${web}/features/orders/components/order-card.tsx`, '../../../config/paths'],
    [`${web}/components/class-card.tsx`, '../config/paths'],
    [`${web}/components/class-card.tsx`, './card-parts'],
    [`${web}/lib/commerce-items.ts`, '../config/paths'],
    [`${web}/app/pages/buying/checkout-page.tsx`, '../../../features/orders/components/checkout-panel'],
    [`${web}/lib/catalogue-filters.test.ts`, '../features/catalogue-classes/api/class-filters'],
  ])('allows %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toBeUndefined();
  });

  it.each([
    [`${api}/app.ts`, './modules/users/users.repository'],
    [`${api}/workflows/checkout.ts`, '../modules/users/users.service'],
    [`${api}/modules/health/health.routes.ts`, '../users/users.tables'],
    [`${web}/features/catalogue/components/card.tsx`, '../../cart/hooks/use-cart'],
  ])('refuses %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toMatch(/index\.ts|must not import/);
  });

  it.each([
    [`${web}/features/orders/api/orders.ts`, '../../cart/query-keys', /only through its index\.ts/],
    [`${web}/features/orders/api/orders.ts`, '../../cart/api/cart', /only through its index\.ts/],
    [`${web}/features/cart/components/cart-view.tsx`, '../../../app/route-meta', /must not import app\//],
    [`${web}/features/cart/index.ts`, '../../app/pages/buying/cart-page', /must not import app\//],
    [`${web}/components/class-card.tsx`, '../features/cart', /\(components\/\) must not import features\//],
    [
      `${web}/components/class-card.tsx`,
      '../features/cart/components/add-to-cart-button',
      /must not import features/,
    ],
    [`${web}/lib/commerce-items.ts`, '../features/orders', /\(lib\/\) must not import features\//],
    [`${web}/lib/commerce-items.ts`, '../app/routes', /\(lib\/\) must not import app\//],
    [`${web}/components/detail/detail-header.tsx`, '../../app/layouts/brand', /must not import app\//],
  ])('refuses %s → %s (web layers, ADR 0016)', (importer, specifier, message) => {
    expect(boundaryViolation(importer, specifier)).toMatch(message);
  });
});

describe('scola/module-boundaries rule', () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
  it('reports deep imports and dynamic imports', () => {
    tester.run('module-boundaries', rule, {
      valid: [
        { code: "import { users } from './modules/users';", filename: `${api}/app.ts` },
        { code: "import { cartKeys } from '../../cart';", filename: `${web}/features/orders/api/orders.ts` },
      ],
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
        {
          code: "import { paths } from '../../../app/page-modules';",
          filename: `${web}/features/cart/components/cart-view.tsx`,
          errors: 1,
        },
        { code: "export { x } from '../features/cart';", filename: `${web}/lib/x.ts`, errors: 1 },
      ],
    });
  });
});
