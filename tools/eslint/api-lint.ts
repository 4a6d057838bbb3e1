import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { dataAccessRule } from './api-data-access';
import { envAccessRule } from './api-env-access';
import { foreignTablesRule } from './api-foreign-tables';
import { maxLinesRule } from './api-max-lines';
import { repoRoot } from './api-scope';
import { type KnownViolation, KnownViolations } from './known-violations';

/** Records every finding of the rules and knows none of them, so that all are seen. */
class FindingsRecorder extends KnownViolations {
  readonly found: KnownViolation[] = [];

  constructor() {
    super([]);
  }

  override knows(found: KnownViolation): boolean {
    this.found.push(found);
    return false;
  }
}

/**
 * Every violation of the `scola-api` lint rules in `files` (repository-relative globs), ignoring the baseline.
 * Parses without type information, so it is quick enough for a test.
 */
export async function apiRuleFindings(files: string[]): Promise<KnownViolation[]> {
  const recorder = new FindingsRecorder();
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/drizzle/**'] },
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: {
          'scola-api': {
            rules: {
              'data-access': dataAccessRule(recorder),
              'foreign-tables': foreignTablesRule(recorder),
              'env-access': envAccessRule(recorder),
              'max-lines': maxLinesRule(recorder),
            },
          },
        },
        rules: {
          'scola-api/data-access': 'error',
          'scola-api/foreign-tables': 'error',
          'scola-api/env-access': 'error',
          'scola-api/max-lines': 'error',
        },
      },
    ],
  });
  await eslint.lintFiles(files);
  return recorder.found;
}
