import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { handTypedLinkSelectors } from './tools/eslint/hand-typed-links';
import moduleBoundaries from './tools/eslint/module-boundaries';
import { apiRuleLevels, apiRules } from './tools/eslint/api-rules';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'playwright-report/**',
      'test-results/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { scola: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'scola/module-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // API boundaries, data access, config and file size (ADR 0018); the rules scope themselves by path.
  { plugins: { 'scola-api': apiRules }, rules: apiRuleLevels },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Links come from the route table (`config/paths.ts`), never hand-typed (ADR 0016).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/config/route-table.ts', 'apps/web/src/config/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...handTypedLinkSelectors] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
