import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per thing (issue 17) in what the API sends and stores for people to read: error messages, mails, demo
 * catalogue texts. Every string literal of the API's and the contracts' source (tests left out) is scanned; the
 * code identifier `bimble` (a live-class kind, slugs) is not a text.
 */
const roots = [import.meta.dirname, join(import.meta.dirname, '../../../packages/contracts/src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literals of a source file ('…', "…" and template literals, one line each for quotes). */
function literalsOf(source: string): string[] {
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((match) =>
    match[0].slice(1, -1),
  );
}

/** A literal that is an identifier, a slug or a path (`bimble`, `bimble-jlpt-n4`, `/tutor/kelas/bimble`). */
const isIdentifier = (literal: string) => /^[a-z0-9_/:.-]*$/.test(literal);

/** The literal without quoted identifiers inside it (SQL such as `kind in ('group', 'bimble')`). */
const withoutQuotedIdentifiers = (literal: string) => literal.replace(/'[a-z0-9_-]*'/g, '');

const literals = roots.flatMap((root) =>
  sourceFiles(root).flatMap((file) =>
    literalsOf(readFileSync(file, 'utf8')).map((text) => ({ file: relative(root, file), text })),
  ),
);

const offending = (pattern: RegExp) =>
  literals
    .filter(({ text }) => !isIdentifier(text) && pattern.test(withoutQuotedIdentifiers(text)))
    .map(({ file, text }) => `${file}: ${text}`);

describe('consistent copy in the API (one name per thing)', () => {
  it('scans the sources', () => {
    expect(literals.length).toBeGreaterThan(1000);
    expect(literals.some(({ text }) => text.startsWith('Bimbel Privat'))).toBe(true);
  });

  it('says "Bimbel", never "Bimble", in texts', () => {
    expect(offending(/\bbimble\b/i)).toEqual([]);
  });

  it('says "ruang belajar", never "study room", in texts', () => {
    // Words apart only: the spec's paths (`/study-room`) and code names (`studyRoom.live`, `studyRooms.id`) are not
    // texts.
    expect(offending(/\bstudy\s+rooms?\b/i)).toEqual([]);
  });

  it('labels the senior-high level "SMA" (not "SMA/SMK")', () => {
    expect(offending(/SMA\s*\/\s*SMK/i)).toEqual([]);
  });
});
