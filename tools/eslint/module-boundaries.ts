import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * Enforces the slicing rules of DESIGN.md §3 (ADR 0006, extended by ADR 0016):
 * - API: code outside `apps/api/src/modules/<m>/` reaches module `<m>` only through its `index.ts`.
 * - Web: a file in `apps/web/src/features/<f>/` reaches another feature only through its `index.ts`, and never
 *   imports `app/` (pages and layouts compose features, not the other way round).
 * - Web: the shared code (`components/`, `lib/`) knows no feature and no page: it imports neither `features/` nor
 *   `app/` (its tests may, to exercise it with a real feature's data).
 * Relative and absolute specifiers are resolved against the importing file, so `../x/x.service` is caught.
 */

const apiModules = /(?:^|\/)apps\/api\/src\/modules\/([^/]+)(\/.*)?$/;
const webFeatures = /(?:^|\/)apps\/web\/src\/features\/([^/]+)(\/.*)?$/;
/** The top folder of a web source file: `app`, `features`, `components`, `lib`, … */
const webArea = /(?:^|\/)apps\/web\/src\/([^/]+)\//;
/** Web folders that are shared by every feature and page: they must not know features or pages. */
const sharedWebAreas: ReadonlySet<string> = new Set(['components', 'lib']);
const testFile = /\.test\.[cm]?[jt]sx?$/;
const indexRest = /^\/index(\.[cm]?[jt]sx?)?$/;

type Located = { name: string; rest: string };

function locate(filePath: string, pattern: RegExp): Located | undefined {
  const match = pattern.exec(filePath.split(path.sep).join('/'));
  return match ? { name: match[1] ?? '', rest: match[2] ?? '' } : undefined;
}

export function boundaryViolation(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  const target = path.resolve(path.dirname(importer), specifier);

  const targetModule = locate(target, apiModules);
  if (targetModule) {
    const from = locate(importer, apiModules);
    const inside = from?.name === targetModule.name;
    if (!inside && targetModule.rest !== '' && !indexRest.test(targetModule.rest)) {
      return `Import the API module "${targetModule.name}" through its index.ts, not "${specifier}".`;
    }
  }

  const targetFeature = locate(target, webFeatures);
  const fromFeature = locate(importer, webFeatures);
  if (targetFeature && fromFeature && targetFeature.name !== fromFeature.name) {
    if (targetFeature.rest !== '' && !indexRest.test(targetFeature.rest)) {
      return `Web feature "${fromFeature.name}" reaches feature "${targetFeature.name}" only through its index.ts, not "${specifier}".`;
    }
  }

  const fromArea = webAreaOf(importer);
  const targetArea = webAreaOf(target);
  if (fromArea === 'features' && targetArea === 'app') {
    return `Web feature "${fromFeature?.name ?? ''}" must not import app/ ("${specifier}"); pages compose features.`;
  }
  const sharedSource = fromArea !== undefined && sharedWebAreas.has(fromArea) && !testFile.test(importer);
  if (sharedSource && (targetArea === 'features' || targetArea === 'app')) {
    return `Shared web code (${fromArea}/) must not import ${targetArea}/ ("${specifier}"); move what both need down.`;
  }
  return undefined;
}

function webAreaOf(filePath: string): string | undefined {
  return webArea.exec(filePath.split(path.sep).join('/'))?.[1];
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep API modules, web features and web layers behind their boundaries (DESIGN.md §3).',
    },
    schema: [],
  },
  create(context) {
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const message = boundaryViolation(context.filename, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default rule;
