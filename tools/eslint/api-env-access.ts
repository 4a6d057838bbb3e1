import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { apiPath, isProductSource, isTestCode } from './api-scope';
import { findingsReporter, knownViolations, type KnownViolations } from './known-violations';

/**
 * DESIGN.md §3 rule 6: one `config/env.ts` reads the environment, validates it and fails fast naming every bad
 * variable; everything else receives the typed config. So in product source (`apps/<app>/src`, `packages/<p>/src`)
 * `process.env` is refused except in `apps/api/src/config/env.ts`. Tests and tooling (bench, scripts, Playwright
 * and Vite configs, e2e) may read it.
 */
export const RULE = 'scola-api/env-access';

/** Whether `file` may read `process.env`. */
export function mayReadEnv(file: string): boolean {
  return !isProductSource(file) || isTestCode(file) || apiPath(file) === 'config/env.ts';
}

const isProcess = (node: ESTree.Node) =>
  (node.type === 'Identifier' && node.name === 'process') ||
  (node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'globalThis' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'process');

const isEnvKey = (key: ESTree.Node, computed: boolean) =>
  (!computed && key.type === 'Identifier' && key.name === 'env') ||
  (key.type === 'Literal' && key.value === 'env');

export function envAccessRule(known: KnownViolations = knownViolations()): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'process.env only in apps/api/src/config/env.ts (DESIGN.md §3, ADR 0018).' },
      schema: [],
    },
    create(context) {
      if (mayReadEnv(context.filename)) return {};
      const findings = findingsReporter(context, RULE, known);
      const found = (node: Rule.Node) =>
        findings.add({
          node,
          subject: 'process.env',
          message:
            'Read configuration through the validated config (apps/api/src/config/env.ts), not process.env.',
        });
      return {
        MemberExpression(node) {
          if (isProcess(node.object) && isEnvKey(node.property, node.computed)) found(node);
        },
        // `const { env } = process`
        VariableDeclarator(node) {
          if (!node.init || !isProcess(node.init) || node.id.type !== 'ObjectPattern') return;
          const takesEnv = node.id.properties.some(
            (property) => property.type === 'Property' && isEnvKey(property.key, property.computed),
          );
          if (takesEnv) found(node);
        },
        'Program:exit': () => findings.flush(),
      };
    },
  };
}

export default envAccessRule();
