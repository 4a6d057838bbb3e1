import { describe, expect, it } from 'vitest';
import { inspireTextOf, searchInspire } from '../../src/features/content/search.ts';
import { readContentFolder } from '../content-db.ts';
import { compileContent, type ContentFile } from './compile.ts';
import { markdownToHtml } from './markdown.ts';

const legal = (name: string, language: string): ContentFile => ({
  path: `legal/${name}.${language}.md`,
  source: `---\ntitle: ${name} ${language}\nsummary: About ${name}\nupdated: 2026-11-21\n---\nIntro.\n\n## First part\n\nText.\n`,
});

const article = (
  slug: string,
  language: string,
  fields: string,
  body = 'Belajar itu menyenangkan.',
): ContentFile => ({
  path: `inspire/${slug}.${language}.md`,
  source: `---\n${fields}\n---\n${body}\n`,
});

const idFields = (title: string, date = '2026-10-01', extra = '') =>
  `title: ${title}\nsummary: Ringkasan ${title}\ndate: ${date}\nauthor: Tim Scola\ncategory: tips\ntags: [belajar, UTBK]${extra}`;

const base = [legal('privacy', 'id'), legal('privacy', 'en'), legal('terms', 'id'), legal('terms', 'en')];

describe('compileContent', () => {
  it('compiles the repository content folder', () => {
    const { db, fileName } = compileContent(readContentFolder(`${import.meta.dirname}/../../content`));
    expect(fileName).toMatch(/^content-[0-9a-f]{12}\.json$/);
    expect(db.inspire.length).toBeGreaterThanOrEqual(8);
    for (const entry of db.inspire) expect(entry.texts.en, entry.slug).toBeDefined();
    expect(db.legal.privacy.id.headings.length).toBeGreaterThan(5);
    expect(db.legal.terms.en?.title).toBe('Terms of Use');
  });

  it('names the file when its front matter is broken or incomplete', () => {
    const broken = { path: 'inspire/rusak.id.md', source: '---\ntitle: [unclosed\n---\nText' };
    expect(() => compileContent([...base, broken])).toThrow(
      /^inspire\/rusak\.id\.md: front matter is not valid YAML/,
    );
    const noFrontMatter = { path: 'inspire/polos.id.md', source: 'Just text' };
    expect(() => compileContent([...base, noFrontMatter])).toThrow(
      /^inspire\/polos\.id\.md: front matter missing/,
    );
    const noAuthor = article(
      'tanpa-penulis',
      'id',
      'title: T\nsummary: S\ndate: 2026-10-01\ncategory: tips\ntags: []',
    );
    expect(() => compileContent([...base, noAuthor])).toThrow(/^inspire\/tanpa-penulis\.id\.md: .*"author"/);
    const badCategory = article('x', 'id', idFields('X').replace('category: tips', 'category: berita'));
    expect(() => compileContent([...base, badCategory])).toThrow(/^inspire\/x\.id\.md: .*"category"/);
    const onlyEnglish = article('english', 'en', 'title: E\nsummary: S');
    expect(() => compileContent([...base, onlyEnglish])).toThrow(/^inspire\/english\.id\.md: missing/);
    expect(() => compileContent([...base, { path: 'notes.md', source: '' }])).toThrow(
      /^notes\.md: unexpected file/,
    );
  });

  it('changes the hash when the content changes, and only then', () => {
    const one = article('a', 'id', idFields('Satu'));
    const first = compileContent([...base, one]);
    expect(compileContent([one, ...base].reverse()).fileName).toBe(first.fileName);
    const edited = { ...one, source: one.source.replace('menyenangkan', 'seru') };
    expect(compileContent([...base, edited]).fileName).not.toBe(first.fileName);
  });

  it('sorts articles newest first and computes the reading time', () => {
    const long = Array.from({ length: 450 }, () => 'kata').join(' ');
    const { db } = compileContent([
      ...base,
      article('lama', 'id', idFields('Lama', '2026-01-05')),
      article('baru', 'id', idFields('Baru', '2026-09-05'), long),
    ]);
    expect(db.inspire.map((entry) => entry.slug)).toEqual(['baru', 'lama']);
    expect(db.inspire[0]?.texts.id.readingMinutes).toBe(3);
    expect(db.inspire[1]?.texts.id.readingMinutes).toBe(1);
  });

  it('falls back to Indonesian for an article without a translation', () => {
    const { db } = compileContent([
      ...base,
      article('dua', 'id', idFields('Dua bahasa')),
      article('dua', 'en', 'title: Two languages\nsummary: English summary'),
      article('satu', 'id', idFields('Satu bahasa')),
    ]);
    const [two, one] = [
      db.inspire.find((a) => a.slug === 'dua')!,
      db.inspire.find((a) => a.slug === 'satu')!,
    ];
    expect(inspireTextOf(two, 'en').title).toBe('Two languages');
    expect(inspireTextOf(two, 'en').tags).toEqual(['belajar', 'UTBK']);
    expect(inspireTextOf(one, 'en').title).toBe('Satu bahasa');
    expect(inspireTextOf(two, 'id').title).toBe('Dua bahasa');
  });

  it('indexes title, summary, tags and body, accents folded, for search as you type', () => {
    const { db } = compileContent([
      ...base,
      article('kafe', 'id', idFields('Belajar di Café'), 'Suasana **tenang** membantu fokus.'),
      article('jadwal', 'id', idFields('Jadwal harian', '2026-10-02'), 'Pomodoro dua puluh lima menit.'),
    ]);
    const slugs = (text: string, category?: 'tips' | 'cerita') =>
      searchInspire(db.inspire, 'id', { text, category }).map((entry) => entry.slug);
    expect(slugs('cafe')).toEqual(['kafe']);
    expect(slugs('TENANG fok')).toEqual(['kafe']);
    expect(slugs('pomodoro')).toEqual(['jadwal']);
    expect(slugs('utbk')).toEqual(['jadwal', 'kafe']);
    expect(slugs('jadwal cafe')).toEqual([]);
    expect(slugs('', 'cerita')).toEqual([]);
    expect(slugs('')).toEqual(['jadwal', 'kafe']);
  });
});

describe('markdownToHtml', () => {
  it('writes only its own tags: what the author types is escaped', () => {
    const { html } = markdownToHtml('Hi <script>alert(1)</script> & **bold** *em* `x`');
    expect(html).toBe(
      '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; <strong>bold</strong> <em>em</em> <code>x</code></p>',
    );
  });

  it('writes headings with ids, lists, quotes and safe links', () => {
    const result = markdownToHtml(
      '## Hak Anda\n\n- satu\n- dua\n  lanjutan\n\n1. a\n2. b\n\n> kutipan\n\n[Kelas](/kelas) [Web](https://scola.id)',
    );
    expect(result.headings).toEqual([{ id: 'hak-anda', text: 'Hak Anda' }]);
    expect(result.html).toContain('<h2 id="hak-anda">Hak Anda</h2>');
    expect(result.html).toContain('<ul><li>satu</li><li>dua lanjutan</li></ul>');
    expect(result.html).toContain('<ol><li>a</li><li>b</li></ol>');
    expect(result.html).toContain('<blockquote><p>kutipan</p></blockquote>');
    expect(result.html).toContain('<a href="#/kelas">Kelas</a>');
    expect(result.html).toContain(
      '<a href="https://scola.id" target="_blank" rel="noopener noreferrer">Web</a>',
    );
    expect(() => markdownToHtml('[x](javascript:alert(1))')).toThrow(/link target not allowed/);
    expect(() => markdownToHtml('# Title')).toThrow(/only ## and ###/);
  });
});
