import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { apiModuleOf, apiPath, isTestCode, posix } from './api-scope';
import { findingsReporter, knownViolations, type KnownViolations } from './known-violations';

/**
 * DESIGN.md §3 rule 1: a module owns its tables; other code reads and writes them through the module's services.
 * A module may export a table so that other modules' `*.tables.ts` can declare foreign keys to it, and that is the
 * only place where another module's table may be imported. Anywhere else in `apps/api/src` (a service, a
 * repository, a workflow, a plugin) importing a table of another module is refused, whether through the module's
 * `index.ts` re-export or straight from its `*.tables.ts`. `db/` (seeds) and test code are exempt.
 *
 * A name is a table when the module's `index.ts` re-exports it from a `*.tables` file (read from disk, so a renamed
 * alias is still caught), or, failing that, when it ends in `Table` (the convention of those re-exports).
 */
export const RULE = 'scola-api/foreign-tables';

const tableExportCache = new Map<string, Set<string>>();

function namesOf(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).pop() ?? part);
}

/** Tables declared in a `*.tables.ts` file (`export const x = pgTable(…)`). */
function tablesDeclaredIn(file: string): string[] {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable\b/g)].map(
    (m) => m[1] ?? '',
  );
}

/** The names a module's `index.ts` re-exports from its `*.tables` files. */
export function tableExportsOf(moduleDir: string): Set<string> {
  const cached = tableExportCache.get(moduleDir);
  if (cached) return cached;
  const names = new Set<string>();
  const index = path.join(moduleDir, 'index.ts');
  if (existsSync(index)) {
    const text = readFileSync(index, 'utf8');
    for (const match of text.matchAll(/export\s+\{([^}]*)\}\s*from\s*['"]([^'"]+\.tables)['"]/g)) {
      for (const name of namesOf(match[1] ?? '')) names.add(name);
    }
    for (const match of text.matchAll(/export\s+\*\s+from\s*['"]([^'"]+\.tables)['"]/g)) {
      for (const name of tablesDeclaredIn(path.resolve(moduleDir, `${match[1] ?? ''}.ts`))) names.add(name);
    }
  }
  tableExportCache.set(moduleDir, names);
  return names;
}

/** Whether `file` may import other modules' tables: `*.tables.ts`, `db/`, test code, or outside the API. */
export function mayImportTables(file: string): boolean {
  const inApi = apiPath(file);
  if (inApi === undefined || isTestCode(file)) return true;
  return inApi.endsWith('.tables.ts') || inApi.startsWith('db/');
}

type MaybeTyped = { importKind?: 'type' | 'value'; exportKind?: 'type' | 'value' };

export function foreignTablesRule(known: KnownViolations = knownViolations()): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: "Another module's tables only in *.tables.ts, for foreign keys (ADR 0018)." },
      schema: [],
    },
    create(context) {
      if (mayImportTables(context.filename)) return {};
      const importer = apiPath(context.filename) ?? '';
      const findings = findingsReporter(context, RULE, known);

      /** The other module a relative specifier points into, with whether it names a `*.tables` file. */
      function foreignModule(specifier: string) {
        if (!specifier.startsWith('.')) return undefined;
        const target = posix(path.resolve(path.dirname(context.filename), specifier));
        const inApi = apiPath(target);
        const match = inApi === undefined ? null : /^modules\/([^/]+)(\/.*)?$/.exec(inApi);
        if (!match || match[1] === apiModuleOf(importer)) return undefined;
        const name = match[1] ?? '';
        const moduleDir = target.slice(0, target.length - (match[2] ?? '').length);
        return { name, moduleDir, tablesFile: /\.tables(?:\.ts)?$/.test(match[2] ?? '') };
      }

      function check(node: Rule.Node, specifier: unknown, names: { name: string; typeOnly: boolean }[]) {
        if (typeof specifier !== 'string') return;
        const target = foreignModule(specifier);
        if (!target) return;
        const tables = tableExportsOf(target.moduleDir);
        for (const { name, typeOnly } of names) {
          if (typeOnly || !(target.tablesFile || tables.has(name) || /Table$/.test(name))) continue;
          findings.add({
            node,
            subject: name,
            message: `"${name}" is a table of module "${target.name}": only *.tables.ts may import it (foreign keys); query it through that module.`,
          });
        }
      }

      const imported = (node: ESTree.ImportDeclaration) =>
        node.specifiers.flatMap((specifier) =>
          specifier.type === 'ImportSpecifier'
            ? [
                {
                  name:
                    specifier.imported.type === 'Identifier'
                      ? specifier.imported.name
                      : String(specifier.imported.value),
                  typeOnly:
                    (node as MaybeTyped).importKind === 'type' ||
                    (specifier as MaybeTyped).importKind === 'type',
                },
              ]
            : [],
        );

      return {
        ImportDeclaration: (node) => check(node, node.source.value, imported(node)),
        ExportNamedDeclaration(node) {
          if (!node.source) return;
          const typeOnly = (node as MaybeTyped).exportKind === 'type';
          check(
            node,
            node.source.value,
            node.specifiers.map((specifier) => ({
              name:
                specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value),
              typeOnly: typeOnly || (specifier as MaybeTyped).exportKind === 'type',
            })),
          );
        },
        'Program:exit': () => findings.flush(),
      };
    },
  };
}

export default foreignTablesRule();
