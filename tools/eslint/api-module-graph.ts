import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { posix, repoRelative, repoRoot } from './api-scope';

/**
 * The import graph of the API's parts (ADR 0018), for the rule "no import cycles between API modules". A node is
 * one part of `apps/api/src`:
 * - `modules/<m>` for each module, `workflows`, `plugins`, `config`, `lib`, and `app` (the top-level files);
 * - `db` for the database core (client, migrations, notifications) and `db/seeds` for the seeds, factories and
 *   demo files that live in `db/` but stand on top of the modules (they fill the modules' tables through their
 *   services). Folding both into one node would make every module "cycle" through the seeds.
 * Test code is left out. Every import counts, type-only ones too: a type is still a dependency of the design.
 */
export const CYCLE_RULE = 'scola-api/module-cycles';

export interface ImportEdge {
  from: string;
  to: string;
  /** Importing file, repository-relative. */
  file: string;
  line: number;
  specifier: string;
}

export function nodeOf(pathInApi: string): string | undefined {
  const parts = pathInApi.split('/');
  const [first = '', second] = parts;
  if (first === 'test' || /\.test\.ts$/.test(pathInApi)) return undefined;
  if (first === 'modules' && second !== undefined) return `modules/${second}`;
  if (first === 'db') return /^db\/(?:seed|factories\.ts$|demo-)/.test(pathInApi) ? 'db/seeds' : 'db';
  return parts.length === 1 ? 'app' : first;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative specifiers a file imports, re-exports or loads dynamically, with their lines. */
export function importsOf(fileName: string, text: string): { specifier: string; line: number }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; line: number }[] = [];
  const add = (literal: ts.Expression | undefined, at: ts.Node) => {
    if (literal && ts.isStringLiteralLike(literal) && literal.text.startsWith('.')) {
      found.push({
        specifier: literal.text,
        line: file.getLineAndCharacterOfPosition(at.getStart()).line + 1,
      });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, node);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The edges between different parts of the API found under `apiSrc` (default: this repository's). */
export function apiImportEdges(apiSrc = path.join(repoRoot, 'apps/api/src')): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(apiSrc)) {
    const from = nodeOf(posix(path.relative(apiSrc, file)));
    if (from === undefined) continue;
    for (const { specifier, line } of importsOf(file, readFileSync(file, 'utf8'))) {
      const target = posix(path.relative(apiSrc, path.resolve(path.dirname(file), specifier)));
      const to = target.startsWith('..') ? undefined : nodeOf(target);
      if (to === undefined || to === from) continue;
      edges.push({ from, to, file: repoRelative(file), line, specifier });
    }
  }
  return edges;
}

/** Strongly connected parts of more than one node (each holds at least one cycle), by Tarjan's algorithm. */
export function stronglyConnected(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
    if (!next.has(edge.to)) next.set(edge.to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The edges whose two ends lie in one strongly connected part: each import that closes a cycle. */
export function edgesInCycles(edges: readonly ImportEdge[]): ImportEdge[] {
  const componentOf = new Map<string, number>();
  stronglyConnected(edges).forEach((component, i) => component.forEach((node) => componentOf.set(node, i)));
  return edges.filter(
    (edge) => componentOf.has(edge.from) && componentOf.get(edge.from) === componentOf.get(edge.to),
  );
}

/**
 * One cycle through `component`, printed hop by hop with the import that makes each hop, e.g.
 * `modules/cart → modules/collections (apps/api/src/modules/cart/cart.service.ts:6 '../collections') → …`.
 */
export function describeCycle(component: readonly string[], edges: readonly ImportEdge[]): string {
  const inside = new Set(component);
  const start = component[0] ?? '';
  const via = new Map<string, ImportEdge>();
  const queue = [start];
  // Breadth-first from `start` until an edge leads back to it: the shortest cycle through `start`.
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const edge of edges) {
      if (edge.from !== node || !inside.has(edge.to)) continue;
      if (edge.to === start) {
        const hops = [edge];
        for (let at = node; at !== start;) {
          const previous = via.get(at);
          if (!previous) break;
          hops.unshift(previous);
          at = previous.from;
        }
        return [start, ...hops.map((hop) => `→ ${hop.to} (${hop.file}:${hop.line} '${hop.specifier}')`)].join(
          ' ',
        );
      }
      if (!via.has(edge.to) && edge.to !== start) {
        via.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return component.join(' ↔ ');
}
