import type { ValidationIssue } from '@scola/contracts';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** Deepest JSON nesting any request may carry; our widest schema nests 4 levels. */
export const MAX_INPUT_DEPTH = 32;

/** U+0000 (PostgreSQL text cannot store it) or a UTF-16 surrogate without its partner (not Unicode). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isForbiddenText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

type Location = ValidationIssue['location'];

interface Problem {
  path: string;
  code: 'invalid_character' | 'too_deep';
}

/** The first string (key or value) with a forbidden character, or the first node nested too deeply. */
export function findTextProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): Problem | undefined {
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      if (isForbiddenText(node)) return { path, code: 'invalid_character' };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return { path, code: 'too_deep' };
    if (Buffer.isBuffer(node)) continue;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isForbiddenText(key)) return { path: childPath, code: 'invalid_character' };
      stack.push({ node: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

const messages: Record<Problem['code'], string> = {
  invalid_character: 'Teks berisi karakter yang tidak diizinkan.',
  too_deep: 'Data bersarang terlalu dalam.',
};

/**
 * One check for every route, with or without a schema: text anywhere in the path parameters, the query or the
 * body must be valid Unicode without NUL, and bodies may not nest deeper than `MAX_INPUT_DEPTH`. Runs before
 * validation so no handler, query or log ever sees such input.
 */
export const textInputPlugin = fp(
  (app, _options, done) => {
    app.addHook('preValidation', (request, _reply, next) => {
      const parts: [Location, unknown][] = [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ];
      for (const [location, value] of parts) {
        const problem = findTextProblem(value);
        if (problem) {
          const issue: ValidationIssue = {
            location,
            path: problem.path,
            code: problem.code,
            message: messages[problem.code],
          };
          next(new AppError('VALIDATION_FAILED', messages[problem.code], [issue]));
          return;
        }
      }
      next();
    });
    done();
  },
  { name: 'scola-text-input' },
);
