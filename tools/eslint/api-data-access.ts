import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { apiPath, isTestCode } from './api-scope';
import { findingsReporter, knownViolations, type KnownViolations } from './known-violations';

/**
 * DESIGN.md §3 rule 1: a module's repository is the only code that queries its tables. In `apps/api/src`, Drizzle
 * (any value imported from `drizzle-orm`, such as `sql`, `eq` or `and`) and the query calls of a database handle
 * (`db.select(…)`, `tx.execute(…)`, `db.transaction(…)`, …) belong in `*.repository.ts` files only; `*.tables.ts`
 * (schema), `db/` (client, migrations, seeds) and test code are exempt. Type-only imports (`import type { SQL }`)
 * are allowed everywhere: they run no query.
 *
 * A database handle is recognised by its name, `db`, `tx`, `trx`, `database`, `dbOrTx`, or any `….db`
 * (`app.db.db`): the codebase's convention, and enough to catch a query written outside a repository by habit.
 */
export const RULE = 'scola-api/data-access';

const queryMethods = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'with',
  '$with',
  '$count',
  'refreshMaterializedView',
]);
const handleNames = /^(?:db|tx|trx|database|dbOrTx)$/;

/** Whether `file` may query: repositories, table definitions, `db/` and test code (or a file outside the API). */
export function mayQuery(file: string): boolean {
  const inApi = apiPath(file);
  if (inApi === undefined || isTestCode(file)) return true;
  return /\.(?:repository|tables)\.ts$/.test(inApi) || inApi.startsWith('db/');
}

const isDrizzle = (source: unknown) =>
  typeof source === 'string' && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'));

/** The handle's name when `node` is a database handle (`db`, `tx`, `app.db.db`, …). */
function handleName(node: ESTree.Node): string | undefined {
  if (node.type === 'Identifier' && handleNames.test(node.name)) return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    if (node.property.name === 'db') return 'db';
  }
  return undefined;
}

type MaybeTyped = { importKind?: 'type' | 'value'; exportKind?: 'type' | 'value' };

/** An import that brings no value in: `import type …`, or only `type` specifiers. */
function typeOnly(node: ESTree.ImportDeclaration): boolean {
  if ((node as MaybeTyped).importKind === 'type') return true;
  return (
    node.specifiers.length > 0 &&
    node.specifiers.every(
      (specifier) => specifier.type === 'ImportSpecifier' && (specifier as MaybeTyped).importKind === 'type',
    )
  );
}

export function dataAccessRule(known: KnownViolations = knownViolations()): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Drizzle and database queries only in *.repository.ts (DESIGN.md §3, ADR 0018).' },
      schema: [],
    },
    create(context) {
      if (mayQuery(context.filename)) return {};
      const findings = findingsReporter(context, RULE, known);
      const importFinding = (node: Rule.Node, source: string) =>
        findings.add({
          node,
          subject: source,
          message: `Drizzle ("${source}") belongs in a *.repository.ts file: move the query there and call it.`,
        });
      return {
        ImportDeclaration(node) {
          if (isDrizzle(node.source.value) && !typeOnly(node)) importFinding(node, String(node.source.value));
        },
        ExportNamedDeclaration(node) {
          if (node.source && isDrizzle(node.source.value) && (node as MaybeTyped).exportKind !== 'type')
            importFinding(node, String(node.source.value));
        },
        ExportAllDeclaration(node) {
          if (isDrizzle(node.source.value) && (node as MaybeTyped).exportKind !== 'type')
            importFinding(node, String(node.source.value));
        },
        ImportExpression(node) {
          if (node.source.type === 'Literal' && isDrizzle(node.source.value))
            importFinding(node, String(node.source.value));
        },
        MemberExpression(node) {
          if (node.computed || node.property.type !== 'Identifier') return;
          const method = node.property.name;
          const name = handleName(node.object);
          if (name === undefined) return;
          // `db.query.<table>.findMany()` (relational queries) or a query builder call such as `db.select(…)`.
          const called = node.parent.type === 'CallExpression' && node.parent.callee === node;
          if (method === 'query' || (called && queryMethods.has(method))) {
            findings.add({
              node,
              subject: `${name}.${method}`,
              message: `Query "${name}.${method}" outside a repository: move it into the module's *.repository.ts.`,
            });
          }
        },
        'Program:exit': () => findings.flush(),
      };
    },
  };
}

export default dataAccessRule();
