import path from 'node:path';

/**
 * Where a file sits, for the API rules (ADR 0018). Paths are matched on their `apps/…`, `packages/…` or `tools/…`
 * tail, so the rules work the same on real files and on the virtual `/repo/…` files of the rule tests.
 */

/** The repository root (this file is `tools/eslint/api-scope.ts`). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `file` with forward slashes. */
export const posix = (file: string) => file.split(path.sep).join('/');

/** `file` relative to the repository root, forward slashes (absolute when it lies outside). */
export function repoRelative(file: string, root = repoRoot): string {
  const relative = path.relative(root, file);
  return posix(relative.startsWith('..') || path.isAbsolute(relative) ? file : relative);
}

const apiSource = /(?:^|\/)apps\/api\/src\/(.+)$/;

/** The path of `file` below `apps/api/src/` (`modules/cart/cart.service.ts`), or undefined outside it. */
export function apiPath(file: string): string | undefined {
  return apiSource.exec(posix(file))?.[1];
}

/** The API module a path below `apps/api/src/` belongs to (`cart` for `modules/cart/…`). */
export function apiModuleOf(pathInApi: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(pathInApi)?.[1];
}

/** Test code: test files, browser journeys and the test helpers of each app. */
export function isTestCode(file: string): boolean {
  const p = posix(file);
  return (
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) ||
    /(?:^|\/)e2e\//.test(p) ||
    /(?:^|\/)apps\/[^/]+\/src\/(?:test|testing)\//.test(p) ||
    /(?:^|\/)apps\/web\/src\/auth\/testing\//.test(p)
  );
}

/** Product source: `apps/<app>/src/**` and `packages/<package>/src/**`. */
export function isProductSource(file: string): boolean {
  return /(?:^|\/)(?:apps|packages)\/[^/]+\/src\//.test(posix(file));
}

/** Demo and seed data of the API (`db/seed*`, `db/demo-*`): long by nature, and not product logic. */
export function isSeedOrData(file: string): boolean {
  const inApi = apiPath(file);
  return (
    (inApi !== undefined && /^db\/(?:seed[^/]*(?:\/|$)|demo-)/.test(inApi)) ||
    /\.data\.[cm]?[jt]sx?$/.test(posix(file))
  );
}
