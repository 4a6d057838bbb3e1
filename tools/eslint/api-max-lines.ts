import type { Rule } from 'eslint';
import { isProductSource, isSeedOrData, isTestCode, posix } from './api-scope';
import { findingsReporter, knownViolations, type KnownViolations, NO_SUBJECT } from './known-violations';

/**
 * DESIGN.md §3 rule 7: no source file over 300 lines; a longer file is doing more than one job. Counts every line
 * (as `wc -l` does), blank lines and comments included. Applies to product source, `tools/` and `bench/`; test code
 * and the API's seed and demo data are exempt.
 */
export const RULE = 'scola-api/max-lines';
export const MAX_LINES = 300;

export function lineLimited(file: string): boolean {
  const p = posix(file);
  const covered = isProductSource(p) || /(?:^|\/)(?:tools|bench)\//.test(p);
  return covered && !isTestCode(p) && !isSeedOrData(p);
}

/** Lines of a text as `wc -l` counts them (a final newline ends the last line, it does not start another). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return /(?:\r\n|\r|\n)$/.test(text) ? breaks : breaks + 1;
}

export function maxLinesRule(known: KnownViolations = knownViolations()): Rule.RuleModule {
  return {
    meta: {
      type: 'suggestion',
      docs: { description: `No source file over ${MAX_LINES} lines (DESIGN.md §3, ADR 0018).` },
      schema: [],
    },
    create(context) {
      if (!lineLimited(context.filename)) return {};
      const findings = findingsReporter(context, RULE, known);
      return {
        Program(node) {
          const lines = lineCount(context.sourceCode.text);
          if (lines <= MAX_LINES) return;
          findings.add({
            node,
            loc: { line: MAX_LINES + 1, column: 0 },
            subject: NO_SUBJECT,
            message: `File has ${lines} lines, more than ${MAX_LINES}: split it by responsibility.`,
          });
        },
        'Program:exit': () => findings.flush(),
      };
    },
  };
}

export default maxLinesRule();
