import type { ESLint } from 'eslint';
import dataAccess from './api-data-access';
import envAccess from './api-env-access';
import foreignTables from './api-foreign-tables';
import maxLines from './api-max-lines';

/**
 * The `scola-api` lint rules (ADR 0018). They honour the baseline in `known-violations.txt`; the import-cycle check
 * of the API modules is a test (`api-module-graph.test.ts`), since it needs the whole import graph.
 */
export const apiRules = {
  rules: {
    'data-access': dataAccess,
    'foreign-tables': foreignTables,
    'env-access': envAccess,
    'max-lines': maxLines,
  },
} satisfies ESLint.Plugin;

export const apiRuleLevels = {
  'scola-api/data-access': 'error',
  'scola-api/foreign-tables': 'error',
  'scola-api/env-access': 'error',
  'scola-api/max-lines': 'error',
} as const;
