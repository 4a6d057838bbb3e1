import { describe, expect, it } from 'vitest';
import { classPackageListQuerySchema } from './class-packages';
import { liveClassListQuerySchema } from './live-classes';
import { reviewListQuerySchema } from './reviews';

describe('catalogue query schemas', () => {
  it('coerce query strings and treat a blank search as none', () => {
    expect(
      liveClassListQuerySchema.parse({
        q: '  ',
        hargaMin: '0',
        hargaMaks: '150000',
        ratingMin: '4.5',
        page: '2',
      }),
    ).toEqual({ page: 2, pageSize: 20, hargaMin: 0, hargaMaks: 150_000, ratingMin: 4.5 });
    expect(liveClassListQuerySchema.parse({ q: ' matematika ', pelajaran: 'matematika-sma' })).toMatchObject({
      q: 'matematika',
      pelajaran: 'matematika-sma',
    });
  });

  it.each([
    [{ hargaMin: '200000', hargaMaks: '100000' }, 'hargaMaks'],
    [{ jenjang: 'SMK' }, 'jenjang'],
    [{ sort: 'termurah' }, 'sort'],
    [{ pelajaran: 'Bukan Slug' }, 'pelajaran'],
    [{ urut: 'harga' }, ''],
    [{ pageSize: '101' }, 'pageSize'],
  ])('refuses %o, naming %s', (query, path) => {
    const result = liveClassListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('accept only the sorts that make sense for each list', () => {
    expect(classPackageListQuerySchema.safeParse({ sort: 'rating' }).success).toBe(false);
    expect(classPackageListQuerySchema.safeParse({ sort: 'price_desc' }).success).toBe(true);
  });

  it('need a target for reviews', () => {
    expect(reviewListQuerySchema.safeParse({ targetType: 'kelas' }).success).toBe(false);
    expect(
      reviewListQuerySchema.parse({ targetType: 'tutor', targetId: '5a8e2c1b-3d4f-4a6b-9c8d-7e6f5a4b3c2d' }),
    ).toMatchObject({ page: 1, pageSize: 20, targetType: 'tutor' });
  });
});
