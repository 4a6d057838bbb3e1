import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { lineCount, lineLimited, MAX_LINES, maxLinesRule } from './api-max-lines';
import { repoRoot } from './api-scope';
import { KnownViolations, noKnownViolations } from './known-violations';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const lines = (n: number) =>
  `${Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n')}\n`;

describe('lineCount', () => {
  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\n\nb\n')).toBe(3);
    expect(lineCount('a\r\nb')).toBe(2);
  });
});

describe('lineLimited', () => {
  it.each([
    ['/repo/apps/api/src/config/env.ts', true],
    ['/repo/apps/web/src/auth/session.ts', true],
    ['/repo/packages/contracts/src/orders.ts', true],
    ['/repo/tools/eslint/api-scope.ts', true],
    ['/repo/bench/catalogue.ts', true],
    ['/repo/apps/api/src/db/seed-catalogue/classes.ts', false],
    ['/repo/apps/api/src/db/seed.ts', false],
    ['/repo/apps/api/src/db/demo-pdf.ts', false],
    ['/repo/apps/api/src/modules/cart/cart.test.ts', false],
    ['/repo/apps/web/e2e/buying.spec.ts', false],
    ['/repo/apps/api/src/test/midtrans-standin.ts', false],
  ])('%s → %s', (file, limited) => expect(lineLimited(file)).toBe(limited));
});

describe('scola-api/max-lines', () => {
  it(`refuses a source file over ${MAX_LINES} lines`, () => {
    tester.run('max-lines', maxLinesRule(noKnownViolations), {
      valid: [
        { code: lines(MAX_LINES), filename: '/repo/apps/api/src/modules/cart/cart.service.ts' },
        { code: lines(900), filename: '/repo/apps/api/src/db/seed-catalogue/classes.ts' },
        { code: lines(500), filename: '/repo/apps/api/src/modules/cart/cart.test.ts' },
      ],
      invalid: [
        {
          code: lines(MAX_LINES + 1),
          filename: '/repo/apps/api/src/modules/cart/cart.service.ts',
          errors: [{ message: /301 lines, more than 300/, line: MAX_LINES + 1 }],
        },
        { code: lines(400), filename: '/repo/apps/web/src/auth/session.ts', errors: 1 },
      ],
    });
  });

  it('skips a file the baseline lists', () => {
    const file = 'apps/api/src/config/env.ts';
    const known = new KnownViolations([{ file, line: 301, rule: 'scola-api/max-lines', subject: '-' }]);
    tester.run('max-lines', maxLinesRule(known), {
      valid: [{ code: lines(400), filename: path.join(repoRoot, file) }],
      invalid: [{ code: lines(400), filename: path.join(repoRoot, 'apps/api/src/server.ts'), errors: 1 }],
    });
  });
});
