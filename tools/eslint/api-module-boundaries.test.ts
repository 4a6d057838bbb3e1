import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './module-boundaries';

/**
 * The API half of `scola/module-boundaries` (ADR 0006) from every kind of importer: workflows, plugins, the
 * database folder and the app reach a module only through its index.ts, also when the module has sub-folders
 * (the catalogue's slices, ADR 0018).
 */
const api = '/repo/apps/api/src';

describe('module-boundaries: API modules only through index.ts', () => {
  it.each([
    [`${api}/workflows/checkout.ts`, '../modules/catalogue'],
    [`${api}/plugins/auth.ts`, '../modules/auth/index'],
    [`${api}/db/seed-catalogue/index.ts`, '../../modules/catalogue'],
    [`${api}/modules/catalogue/live-classes/live-classes.service.ts`, '../read-cache/read-cache'],
    [`${api}/modules/catalogue/index.ts`, './tutors/tutors.routes'],
  ])('allows %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toBeUndefined();
  });

  it.each([
    [`${api}/workflows/checkout.ts`, '../modules/orders/orders.repository'],
    [`${api}/workflows/order-transitions.ts`, '../modules/catalogue/purchasable/purchasable.repository'],
    [`${api}/plugins/auth.ts`, '../modules/auth/sessions'],
    [`${api}/plugins/request-user.ts`, '../modules/users/users.tables'],
    [`${api}/db/seed-vouchers.ts`, '../modules/vouchers/vouchers.tables'],
    [
      `${api}/modules/collections/collections.repository.ts`,
      '../catalogue/skill-courses/skill-courses.tables',
    ],
    [`${api}/modules/cart/cart.service.ts`, '../catalogue/live-classes'],
  ])('refuses %s → %s', (importer, specifier) => {
    expect(boundaryViolation(importer, specifier)).toMatch(/through its index\.ts/);
  });
});
