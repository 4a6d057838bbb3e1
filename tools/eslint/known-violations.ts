import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { repoRelative, repoRoot } from './api-scope';

/**
 * The baseline of the API rules (ADR 0018): violations that existed when a rule was introduced and are being untied
 * elsewhere. A rule skips a violation listed here; `known-violations.test.ts` fails when a listed one no longer
 * happens, so the list can only shrink.
 *
 * Format of `known-violations.txt`, one violation a line: `<file>:<line> <rule> <subject>`, where the subject names
 * what is wrong (an import, a call, a table) or is `-`. An entry matches a violation of the same file, rule and
 * subject; the line says where it was when listed (other changes to the file move it without un-listing it).
 */

export interface KnownViolation {
  file: string;
  line: number;
  rule: string;
  subject: string;
}

export const NO_SUBJECT = '-';

export const knownViolationsFile = path.join(import.meta.dirname, 'known-violations.txt');

export function parseKnownViolations(text: string): KnownViolation[] {
  const entries: KnownViolation[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const match = /^(\S+):(\d+)\s+(\S+)\s+(\S+)$/.exec(line);
    if (!match)
      throw new Error(`known-violations line ${index + 1}: expected "<file>:<line> <rule> <subject>"`);
    const [, file = '', at = '0', rule = '', subject = ''] = match;
    entries.push({ file, line: Number(at), rule, subject });
  });
  return entries;
}

/** Counts of known violations by file, rule and subject. */
export class KnownViolations {
  private readonly counts = new Map<string, number>();

  constructor(readonly entries: readonly KnownViolation[]) {
    for (const entry of entries) {
      const key = KnownViolations.key(entry.file, entry.rule, entry.subject);
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  static key(file: string, rule: string, subject: string) {
    return `${file}\u0000${rule}\u0000${subject}`;
  }

  /** How many violations of `rule` about `subject` are known in `file` (repository-relative path). */
  count(file: string, rule: string, subject: string): number {
    return this.counts.get(KnownViolations.key(file, rule, subject)) ?? 0;
  }

  /** Whether the `occurrence`-th (from 0, in file order) violation like `found` is a known one. */
  knows(found: KnownViolation, occurrence: number): boolean {
    return occurrence < this.count(found.file, found.rule, found.subject);
  }

  forRule(rule: string): KnownViolation[] {
    return this.entries.filter((entry) => entry.rule === rule);
  }
}

let loaded: KnownViolations | undefined;

/** The repository's baseline (read once per process). */
export function knownViolations(): KnownViolations {
  loaded ??= new KnownViolations(parseKnownViolations(readFileSync(knownViolationsFile, 'utf8')));
  return loaded;
}

export const noKnownViolations = new KnownViolations([]);

/** A violation found by a rule, reported unless the baseline knows it. */
export interface Finding {
  node: ESTree.Node;
  /** Where to point instead of the node (e.g. the first line over a limit). */
  loc?: { line: number; column: number };
  message: string;
  subject: string;
}

/**
 * Collects a rule's findings in one file and reports, at the end of the file, those beyond the baseline's count for
 * their subject (the earliest ones count as the known ones).
 */
export function findingsReporter(context: Rule.RuleContext, rule: string, known: KnownViolations) {
  const findings: Finding[] = [];
  const file = repoRelative(context.filename, repoRoot);
  return {
    add: (finding: Finding) => findings.push(finding),
    flush() {
      const used = new Map<string, number>();
      const ordered = [...findings].sort((a, b) => (a.node.range?.[0] ?? 0) - (b.node.range?.[0] ?? 0));
      for (const finding of ordered) {
        const seen = used.get(finding.subject) ?? 0;
        used.set(finding.subject, seen + 1);
        const { node, loc, message, subject } = finding;
        const line = loc?.line ?? node.loc?.start.line ?? 0;
        if (known.knows({ file, line, rule, subject }, seen)) continue;
        context.report(loc ? { node, loc, message } : { node, message });
      }
    },
  };
}
