import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRuleFindings } from './api-lint';
import { CYCLE_RULE } from './api-module-graph';
import { apiRules } from './api-rules';
import { repoRoot } from './api-scope';
import {
  KnownViolations,
  knownViolations,
  knownViolationsFile,
  parseKnownViolations,
} from './known-violations';

describe('known-violations format', () => {
  it('parses entries and skips comments and blank lines', () => {
    const entries = parseKnownViolations(
      [
        '# header',
        '',
        'apps/api/src/a.ts:12 scola-api/data-access db.select   # why',
        'apps/api/src/b.ts:301 scola-api/max-lines -',
      ].join('\n'),
    );
    expect(entries).toEqual([
      { file: 'apps/api/src/a.ts', line: 12, rule: 'scola-api/data-access', subject: 'db.select' },
      { file: 'apps/api/src/b.ts', line: 301, rule: 'scola-api/max-lines', subject: '-' },
    ]);
    expect(
      new KnownViolations(entries).count('apps/api/src/a.ts', 'scola-api/data-access', 'db.select'),
    ).toBe(1);
  });

  it('refuses a malformed line', () => {
    expect(() => parseKnownViolations('apps/api/src/a.ts scola-api/data-access')).toThrow(/line 1/);
  });

  it('lists existing files, known rules and lines within each file', () => {
    const rules = new Set([...Object.keys(apiRules.rules).map((name) => `scola-api/${name}`), CYCLE_RULE]);
    for (const entry of knownViolations().entries) {
      const file = path.join(repoRoot, entry.file);
      expect(existsSync(file), entry.file).toBe(true);
      expect(rules.has(entry.rule), entry.rule).toBe(true);
      expect(entry.line, `${entry.file}:${entry.line}`).toBeLessThanOrEqual(
        readFileSync(file, 'utf8').split('\n').length,
      );
    }
  });
});

describe('known-violations baseline', () => {
  it('every listed lint violation still happens (fixed ones must leave the list, so it only shrinks)', async () => {
    const entries = knownViolations().entries.filter((entry) => entry.rule !== CYCLE_RULE);
    const files = [...new Set(entries.map((entry) => entry.file))];
    const found = new KnownViolations(await apiRuleFindings(files));
    const stale = entries
      .filter((entry, index) => {
        const before = entries
          .slice(0, index)
          .filter(
            (e) => e.file === entry.file && e.rule === entry.rule && e.subject === entry.subject,
          ).length;
        return before >= found.count(entry.file, entry.rule, entry.subject);
      })
      .map((entry) => `${entry.file}:${entry.line} ${entry.rule} ${entry.subject}`);
    expect(stale, `no longer violations: remove them from ${path.basename(knownViolationsFile)}`).toEqual([]);
  }, 120_000);
});
