import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { envAccessRule, mayReadEnv } from './api-env-access';
import { noKnownViolations } from './known-violations';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = envAccessRule(noKnownViolations);

describe('mayReadEnv', () => {
  it.each([
    ['/repo/apps/api/src/config/env.ts', true],
    ['/repo/apps/api/src/test/test-app.ts', true],
    ['/repo/apps/api/src/server.test.ts', true],
    ['/repo/apps/web/e2e/buying.spec.ts', true],
    ['/repo/apps/web/vite.config.ts', true],
    ['/repo/playwright.config.ts', true],
    ['/repo/bench/catalogue.ts', true],
    ['/repo/apps/api/src/server.ts', false],
    ['/repo/apps/api/src/modules/mail/mail.service.ts', false],
    ['/repo/apps/api/src/config/other.ts', false],
    ['/repo/apps/web/src/lib/api.ts', false],
    ['/repo/packages/contracts/src/index.ts', false],
  ])('%s → %s', (file, allowed) => expect(mayReadEnv(file)).toBe(allowed));
});

describe('scola-api/env-access', () => {
  it('refuses process.env outside config/env.ts', () => {
    tester.run('env-access', rule, {
      valid: [
        { code: 'const env = process.env;', filename: '/repo/apps/api/src/config/env.ts' },
        {
          code: 'const url = process.env.TEST_DATABASE_URL;',
          filename: '/repo/apps/api/src/test/test-app.ts',
        },
        {
          code: 'const port = config.env.PORT; process.exitCode = 1;',
          filename: '/repo/apps/api/src/server.ts',
        },
      ],
      invalid: [
        {
          code: 'const level = process.env.LOG_LEVEL;',
          filename: '/repo/apps/api/src/plugins/logging.ts',
          errors: [{ message: /config\/env\.ts/ }],
        },
        { code: "const url = process['env'].X;", filename: '/repo/apps/api/src/server.ts', errors: 1 },
        {
          code: 'const { env } = process;',
          filename: '/repo/apps/api/src/modules/mail/mail.service.ts',
          errors: 1,
        },
        { code: 'const x = globalThis.process.env.X;', filename: '/repo/apps/web/src/lib/api.ts', errors: 1 },
      ],
    });
  });
});
