import {
  type ErrorBody,
  SEARCH_GROUP_SIZE,
  type SearchGroupsResponse,
  searchGroupsResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { execute, signIn } from '../test/auth-helpers';
import { countQueries, expectBadParameter, getFrom, useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

/** A word of the demo catalogue found in several kinds (class, material and course titles, tutors' headlines). */
const WORD = 'menulis';

/** Each group and the list route it stands for. */
const lists = {
  classes: '/api/kelas',
  packages: '/api/kelas-paket',
  materials: '/api/materi',
  courses: '/api/lifeskill',
  tutors: '/api/tutor',
} as const;

describe.each(testDatabases())('grouped search GET /api/cari (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const search = async (q: string, headers: Record<string, string> = {}) => {
    const response = await getFrom(ctx, `/api/cari?q=${encodeURIComponent(q)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return searchGroupsResponseSchema.parse(response.json()).data;
  };
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  it('answers a visitor with the first items of every kind and totals equal to each list’s own', async () => {
    const answer = await search(WORD);
    expect(answer.q).toBe(WORD);
    expect(answer.didYouMean).toBeNull();
    const found = Object.keys(lists).filter((name) => answer[name as keyof typeof lists].total > 0);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const [name, path] of Object.entries(lists)) {
      const group = answer[name as keyof typeof lists];
      const response = await getFrom(ctx, `${path}?q=${WORD}&pageSize=${SEARCH_GROUP_SIZE}&sort=relevance`);
      const list = response.json<{ data: { id: string }[]; meta: { total: number } }>();
      expect(group.total, name).toBe(list.meta.total);
      expect(ids(group.items), name).toEqual(ids(list.data));
      expect(group.items.length).toBe(Math.min(group.total, SEARCH_GROUP_SIZE));
    }
  });

  it('gives a signed-in student the same answer as a visitor', async () => {
    const { token } = await signIn(ctx.app, 'siswa@scola.id', DEMO_PASSWORD);
    expect(await search(WORD, { authorization: token })).toEqual(await search(WORD));
  });

  it('answers empty groups with zero totals when nothing matches, without a correction it cannot find', async () => {
    const answer = await search('qxzvwk');
    for (const name of Object.keys(lists)) {
      expect(answer[name as keyof typeof lists]).toEqual({ items: [], total: 0 });
    }
    expect(answer.didYouMean).toBeNull();
  });

  it('offers the corrected spelling when a typo finds nothing, and that spelling finds something', async () => {
    const typo = await search('bioolgii');
    expect(Object.keys(lists).every((name) => typo[name as keyof typeof lists].total === 0)).toBe(true);
    expect(typo.didYouMean).toBe('biologi');
    const corrected = await search('biologi');
    expect(corrected.didYouMean).toBeNull();
    expect(corrected.classes.total + corrected.materials.total).toBeGreaterThan(0);
  });

  it('refuses a missing, blank or too long q and unknown parameters with 400', async () => {
    for (const url of ['/api/cari', '/api/cari?q=', '/api/cari?q=%20%20', `/api/cari?q=${'a'.repeat(101)}`]) {
      expectBadParameter(await getFrom(ctx, url), 'q');
    }
    const blank = await getFrom(ctx, '/api/cari?q=');
    expect(blank.json<ErrorBody>().error.details).toEqual([
      expect.objectContaining({ path: 'q', message: 'Tulis kata yang dicari.' }),
    ]);
    expectBadParameter(await getFrom(ctx, `/api/cari?q=${WORD}&page=2`), 'page');
  });

  it('answers a repeated search from the cache and shows a changed title at once', async () => {
    const url = `/api/cari?q=${WORD}`;
    const first = (await getFrom(ctx, url)).json<SearchGroupsResponse>().data;
    expect(await countQueries(ctx, () => getFrom(ctx, url))).toBe(0);
    const target = first.classes.items[0];
    expect(target).toBeDefined();
    await execute(
      ctx.database,
      sql`update live_classes set title = 'Kelas Berganti Judul' where id = ${target!.id}`,
    );
    const after = await search(WORD);
    expect(after.classes.total).toBe(first.classes.total - 1);
    expect(ids(after.classes.items)).not.toContain(target!.id);
  });
});
