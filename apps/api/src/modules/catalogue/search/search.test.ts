import {
  type ErrorBody,
  MAX_SEARCH_SUGGESTIONS,
  searchSuggestionsResponseSchema,
  tutorListSchema,
  validationIssueSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoClasses } from '../../../db/seed-catalogue';
import { execute } from '../../../test/auth-helpers';
import { expectBadParameter, getFrom, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { correctQuery } from './search.repository';

const published = demoClasses.filter((item) => !item.status);
/** The demo's maths classes: their subject is (Penalaran) Matematika. */
const mathsClasses = published
  .filter((item) => /(^|-)matematika-/.test(item.subject))
  .map((item) => item.slug);

/**
 * The relevance set (issue 16): queries on the demo catalogue and the items they must and must not return. `top`
 * items must come before every other result.
 */
const relevanceSet: { list: string; q: string; must: string[]; mustNot?: string[]; top?: string[] }[] = [
  {
    list: 'kelas',
    q: 'matematika',
    must: mathsClasses,
    mustNot: ['kinematika-gerak-lurus-dan-parabola'],
    top: published.filter((item) => /\bmatematika\b/i.test(item.title)).map((item) => item.slug),
  },
  { list: 'kelas', q: 'matemtika', must: mathsClasses, mustNot: ['kinematika-gerak-lurus-dan-parabola'] },
  { list: 'kelas', q: 'siumlasi', must: ['simulasi-tps-utbk-mingguan'] },
  { list: 'kelas', q: 'python', must: [], mustNot: ['geometri-smp-pythagoras-bangun-ruang'] },
  { list: 'kelas', q: 'pythagoras', must: ['geometri-smp-pythagoras-bangun-ruang'] },
  { list: 'lifeskill', q: 'python', must: ['python-untuk-pemula'] },
  {
    list: 'kelas',
    q: 'kimai',
    must: ['stoikiometri-tanpa-pusing'],
    mustNot: ['genetika-dan-pewarisan-sifat'],
  },
  { list: 'kelas', q: 'fisika sma', must: ['kinematika-gerak-lurus-dan-parabola'], mustNot: mathsClasses },
];

describe.each(testDatabases())('catalogue search on the demo catalogue (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const get = (url: string) => getFrom(ctx, url);
  const slugs = async (list: string, q: string) => {
    const response = await get(`/api/${list}?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { slug: string }[] }>().data.map((item) => item.slug);
  };
  const suggest = async (q: string) => {
    const response = await get(`/api/cari/saran?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchSuggestionsResponseSchema.parse(response.json()).data;
  };

  it.each(relevanceSet)(
    '$list?q=$q returns what a learner expects',
    async ({ list, q, must, mustNot, top }) => {
      const found = await slugs(list, q);
      expect(found).toEqual(expect.arrayContaining(must));
      for (const slug of mustNot ?? []) expect(found).not.toContain(slug);
      if (top) expect(found.slice(0, top.length).sort()).toEqual([...top].sort());
    },
  );

  it('has the demo maths classes under test (the relevance set would pass vacuously otherwise)', () => {
    expect(mathsClasses.length).toBeGreaterThanOrEqual(10);
  });

  it('finds a tutor by an expertise they list, and by their name with a typo', async () => {
    const python = tutorListSchema.parse((await get('/api/tutor?q=Python')).json());
    expect(python.data.map((tutor) => tutor.name)).toEqual(['Dimas Arya Wicaksono']);
    const typo = tutorListSchema.parse((await get('/api/tutor?q=dimas%20wicaksno')).json());
    expect(typo.data[0]?.name).toBe('Dimas Arya Wicaksono');
  });

  it('allows one typo from 5 letters, two from 9, a transposition counting as one', async () => {
    // 5 letters, transposed: kimia.
    expect((await slugs('kelas', 'kimai')).length).toBeGreaterThan(0);
    // 4 letters (not the last word, so not a prefix): no typo allowed.
    expect(await slugs('kelas', 'kmia sma')).toEqual([]);
    expect((await slugs('kelas', 'kimia sma')).length).toBeGreaterThan(0);
    // 10 letters, two typos (transposition and substitution) still find matematika; 8 letters with two do not.
    expect(await slugs('kelas', 'matemtaiko')).toEqual(expect.arrayContaining(mathsClasses));
    expect(await slugs('kelas', 'siumlais')).toEqual([]);
    // 8 letters with one typo do.
    expect(await slugs('kelas', 'simulais')).toContain('simulasi-tps-utbk-mingguan');
  });

  it('completes the last word as it is typed, not the others', async () => {
    const typed = await slugs('kelas', 'matem');
    expect(typed).toEqual(expect.arrayContaining(mathsClasses));
    expect(await slugs('kelas', 'stoikio')).toEqual(['stoikiometri-tanpa-pusing']);
    expect(await slugs('kelas', 'stoikio kimia')).toEqual([]);
  });

  it('ranks a word as typed above a typo, and the title above other fields', async () => {
    const [exact, typo] = ['sejarah-menuju-proklamasi-1945', 'stoikiometri-tanpa-pusing'];
    await execute(
      ctx.database,
      sql`update live_classes set title = 'Kelas Geokimia Dasar' where slug = ${exact}`,
    );
    await execute(
      ctx.database,
      sql`update live_classes set title = 'Kelas Geokimai Lanjut' where slug = ${typo}`,
    );
    const found = await slugs('kelas', 'geokimia');
    expect(found).toEqual([exact, typo]);
    // `kimia` is the subject of many classes, but in the title of few: those come first.
    const chemistry = await slugs('kelas', 'kimia');
    const inTitle = published.filter((item) => /\bkimia\b/i.test(item.title)).map((item) => item.slug);
    expect(chemistry.slice(0, inTitle.length).sort()).toEqual(inTitle.sort());
    expect(chemistry.length).toBeGreaterThan(inTitle.length);
  });

  it('reflects a rename, an unpublication and a tutor rename at once', async () => {
    const slug = 'bahasa-arab-dasar-percakapan';
    expect(await slugs('kelas', 'kaligrafi')).toEqual([]);
    await execute(ctx.database, sql`update live_classes set title = 'Kaligrafi Arab' where slug = ${slug}`);
    expect(await slugs('kelas', 'kaligrafi')).toEqual([slug]);
    expect((await suggest('kaligra')).suggestions.map((s) => s.label)).toContain('Kaligrafi Arab');

    await execute(ctx.database, sql`update live_classes set status = 'draft' where slug = ${slug}`);
    expect(await slugs('kelas', 'kaligrafi')).toEqual([]);
    expect((await suggest('kaligra')).suggestions).toEqual([]);
    await execute(ctx.database, sql`update live_classes set status = 'published' where slug = ${slug}`);
    expect(await slugs('kelas', 'kaligrafi')).toEqual([slug]);

    const tutorId = sql`(select tutor_id from live_classes where slug = ${slug})`;
    await execute(
      ctx.database,
      sql`update tutor_profiles set display_name = 'Zulkarnain Hamzah' where user_id = ${tutorId}`,
    );
    expect(await slugs('kelas', 'zulkarnain')).toContain(slug);
    const tutors = tutorListSchema.parse((await get('/api/tutor?q=zulkarnain')).json());
    expect(tutors.data.map((tutor) => tutor.name)).toEqual(['Zulkarnain Hamzah']);
  });

  describe('suggestions (/api/cari/saran)', () => {
    it('suggests titles, tutors and subjects, at most 8, to a visitor', async () => {
      const { suggestions, didYouMean } = await suggest('matematika');
      expect(suggestions.length).toBe(MAX_SEARCH_SUGGESTIONS);
      expect(didYouMean).toBeNull();
      // Subjects first (named with their level, detail = their number of classes), then titles with the word.
      const subjects = suggestions.filter((s) => s.kind === 'subject');
      expect(subjects.map((s) => s.label)).toEqual(
        expect.arrayContaining(['Matematika SMA', 'Matematika SD']),
      );
      expect(subjects.find((s) => s.label === 'Matematika SMA')).toMatchObject({ id: 'matematika-sma' });
      for (const subject of subjects) expect(Number(subject.detail)).toBeGreaterThan(0);
      expect(suggestions.slice(0, subjects.length)).toEqual(subjects);
      expect(suggestions.slice(subjects.length).every((s) => /matematika/i.test(s.label))).toBe(true);

      const tutor = (await suggest('budi sant')).suggestions[0];
      expect(tutor).toMatchObject({ kind: 'tutor', label: 'Budi Santoso' });

      const course = (await suggest('pyth')).suggestions;
      expect(course.map((s) => s.label)).toEqual(
        expect.arrayContaining(['Python untuk Pemula', 'Geometri SMP: Teorema Pythagoras dan Bangun Ruang']),
      );
    });

    it('answers "did you mean" when nothing matches, and nothing when even that finds nothing', async () => {
      expect(await suggest('bioolgii')).toEqual({ suggestions: [], didYouMean: 'biologi' });
      expect(await suggest('bioolgii sel')).toEqual({ suggestions: [], didYouMean: 'biologi sel' });
      expect(await suggest('zzqxwv')).toEqual({ suggestions: [], didYouMean: null });
      expect(await correctQuery(ctx.database.db, 'biologi')).toBeNull();
    });

    it('refuses a missing, blank or overlong query with a readable message', async () => {
      for (const url of [
        '/api/cari/saran',
        '/api/cari/saran?q=%20%20',
        `/api/cari/saran?q=${'a'.repeat(101)}`,
      ]) {
        expectBadParameter(await get(url), 'q');
      }
      const details = z
        .array(validationIssueSchema)
        .parse((await get('/api/cari/saran')).json<ErrorBody>().error.details);
      expect(details[0]?.message).toMatch(/Tulis kata yang dicari/);
    });
  });
});
