import { describe, expect, it } from 'vitest';
import { tutorReviewListPath } from '../api/tutor-reviews';
import { reviewFilterOf } from './tutor-reviews';

const ITEM = '3a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the filters of /tutor/ulasan', () => {
  it('read the address, ignoring values that make no sense', () => {
    expect(
      reviewFilterOf(new URLSearchParams(`jenis=kelas&item=${ITEM}&rating=5&belum=1&halaman=3`), 10),
    ).toEqual({
      page: 3,
      pageSize: 10,
      jenis: 'kelas',
      item: ITEM,
      rating: 5,
      unanswered: true,
    });
    expect(reviewFilterOf(new URLSearchParams(`jenis=kursus&item=${ITEM}&rating=6&halaman=-1`), 10)).toEqual({
      page: 1,
      pageSize: 10,
      jenis: undefined,
      item: undefined,
      rating: undefined,
      unanswered: undefined,
    });
    expect(reviewFilterOf(new URLSearchParams('jenis=materi&item=bukan-id'), 5).item).toBeUndefined();
  });

  it('ask the API for the set filters only (an item only with its kind)', () => {
    expect(tutorReviewListPath({ page: 2, pageSize: 10, jenis: 'kelas', item: ITEM, unanswered: true })).toBe(
      `/tutor/ulasan?page=2&pageSize=10&jenis=kelas&item=${ITEM}&belumDibalas=true`,
    );
    expect(tutorReviewListPath({ page: 1, pageSize: 10, item: ITEM, rating: 4 })).toBe(
      '/tutor/ulasan?page=1&pageSize=10&rating=4',
    );
  });
});
