import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * Enforces the slicing rules of DESIGN.md §3:
 * - API: code outside `apps/api/src/modules/<m>/` reaches module `<m>` only through its `index.ts`.
 * - Web: a file in `apps/web/src/features/<f>/` never imports another feature.
 * Relative and absolute specifiers are resolved against the importing file, so `../x/x.service` is caught.
 */

const apiModules = /(?:^|\/)apps\/api\/src\/modules\/([^/]+)(\/.*)?$/;
const webFeatures = /(?:^|\/)apps\/web\/src\/features\/([^/]+)(\/.*)?$/;
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
    return `Web feature "${fromFeature.name}" must not import feature "${targetFeature.name}"; compose them in app/.`;
  }
  return undefined;
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep API modules and web features behind their boundaries (DESIGN.md §3).' },
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
