import { schoolLevels } from '@scola/contracts';
import { describe, expect, it } from 'vitest';

/**
 * One name per thing (issue 17): the texts people read say "Bimbel", "ruang belajar" and one label per school
 * level, whichever page or namespace they come from. Every locale file is scanned (new ones included, through the
 * glob), so a page added later cannot bring the old variants back. Code identifiers (`bimble`, `/study-room`) are
 * keys and URLs, not texts, and are not scanned.
 */
const idFiles = import.meta.glob<{ default: unknown }>('./locales/id/*.json', { eager: true });
const enFiles = import.meta.glob<{ default: unknown }>('./locales/en/*.json', { eager: true });
/** The content database's Markdown (ADR 0052): articles and legal texts are texts people read too. */
const contentFiles = import.meta.glob<string>('../../content/**/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const contentOf = (language: 'id' | 'en') =>
  Object.fromEntries(
    Object.entries(contentFiles)
      .filter(([file]) => file.endsWith(`.${language}.md`))
      // A link's target is an address, not text (`[ruang belajar](/study-room)`).
      .map(([file, text]) => [file.replace('../../', ''), { default: text.replace(/\]\([^)]*\)/g, ']') }]),
  );

interface Text {
  file: string;
  path: string;
  text: string;
}

/** Every string of a resource tree, with where it is. */
function textsOf(files: Record<string, { default: unknown }>): Text[] {
  const out: Text[] = [];
  const walk = (file: string, node: unknown, path: string) => {
    if (typeof node === 'string') out.push({ file, path, text: node });
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(file, value, path ? `${path}.${key}` : key);
  };
  for (const [file, module] of Object.entries(files))
    walk(file.replace('./locales/', ''), module.default, '');
  return out;
}

/** Every object of a resource tree (with where it is). */
function objectsOf(files: Record<string, { default: unknown }>) {
  const out: Array<{ where: string; value: Record<string, unknown> }> = [];
  const walk = (where: string, node: unknown) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    out.push({ where, value: node as Record<string, unknown> });
    for (const [key, value] of Object.entries(node)) walk(`${where}.${key}`, value);
  };
  for (const [file, module] of Object.entries(files)) walk(file.replace('./locales/', ''), module.default);
  return out;
}

const offending = (texts: Text[], pattern: RegExp) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ file, path, text }) => `${file} ${path}: ${text}`);

const idTexts = textsOf({ ...idFiles, ...contentOf('id') });
const enTexts = textsOf({ ...enFiles, ...contentOf('en') });

describe('consistent copy (one name per thing)', () => {
  it('scans every locale file', () => {
    expect(Object.keys(idFiles).length).toBeGreaterThan(30);
    expect(Object.keys(enFiles)).toHaveLength(Object.keys(idFiles).length);
    expect(Object.keys(contentOf('id')).length).toBeGreaterThanOrEqual(10);
  });

  it('Indonesian texts say "Bimbel", never "Bimble"', () => {
    expect(offending(idTexts, /\bbimble\b/i)).toEqual([]);
  });

  it('Indonesian texts say "ruang belajar", never "study room"', () => {
    expect(offending(idTexts, /\bstudy[\s-]?rooms?\b/i)).toEqual([]);
  });

  it('Indonesian texts label the senior-high level "SMA" (not "SMA/SMK")', () => {
    expect(offending(idTexts, /SMA\s*\/\s*SMK/i)).toEqual([]);
  });

  it('English texts say "study room" and spell the Indonesian word "bimbel"', () => {
    expect(offending(enTexts, /\bstudy spaces?\b/i)).toEqual([]);
    expect(offending(enTexts, /\bbimble\b/i)).toEqual([]);
  });

  it('names private tutoring the same way wherever it is labelled', () => {
    for (const texts of [idTexts, enTexts]) {
      const labels = texts
        .filter(({ path }) => ['kind.bimble', 'kinds.bimble', 'tutorBimble'].includes(path))
        .map(({ text }) => text);
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(new Set(labels).size).toBe(1);
    }
    expect(idTexts.find(({ path }) => path === 'kind.bimble')?.text).toBe('Bimbel');
    expect(enTexts.find(({ path }) => path === 'kind.bimble')?.text).toBe('Private tutoring (bimbel)');
  });

  it('has one label per school level: any table of level labels is the catalogue one', () => {
    for (const files of [idFiles, enFiles]) {
      const tables = objectsOf(files).filter(({ value }) =>
        schoolLevels.every((level) => typeof value[level] === 'string'),
      );
      expect(tables.map(({ where }) => where)).toEqual([expect.stringMatching(/catalogue\.json\.level$/)]);
    }
  });
});
