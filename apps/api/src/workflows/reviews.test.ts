import {
  type ErrorBody,
  liveClassResponseSchema,
  myReviewStateResponseSchema,
  ownReviewResponseSchema,
  reviewListSchema,
  tutorReviewListSchema,
  tutorReviewResponseSchema,
} from '@scola/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../test/catalogue';
import { type Person, person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';

const UNKNOWN_ID = '5a8e2c1b-3d4f-4a6b-9c8d-7e6f5a4b3c2d';

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ErrorBody>().error.code).toBe(code);
}

describe.each(testDatabases())('reviews written by owners and answered by tutors (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  /** Owns tutor A's items; a student who owns nothing; one who owns the started class only. */
  const students = {} as Record<'owner' | 'stranger' | 'racer', Person>;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  const write = (
    jenis: string,
    id: string,
    token: string,
    payload: object = { rating: 5, comment: 'Mantap' },
  ) => send('POST', `/api/ulasan/${jenis}/${id}`, token, payload);
  const stateOf = async (jenis: string, id: string, token: string) => {
    const response = await send('GET', `/api/ulasan/saya/${jenis}/${id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return myReviewStateResponseSchema.parse(response.json()).data;
  };
  const tutorReviews = async (token: string, query = '') => {
    const response = await send('GET', `/api/tutor/ulasan${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return tutorReviewListSchema.parse(response.json());
  };

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    students.owner = await person(ctx, ['student']);
    students.stranger = await person(ctx, ['student']);
    students.racer = await person(ctx, ['student']);
    const { ids } = kit;
    await kit.grant(students.owner.id, [
      { itemType: 'kelas', itemId: ids.started },
      { itemType: 'kelas', itemId: ids.upcoming },
      { itemType: 'materi', itemId: ids.material },
      { itemType: 'lifeskill', itemId: ids.course },
    ]);
    await kit.grant(students.racer.id, [{ itemType: 'kelas', itemId: ids.started }]);
  });

  it('tells a student whether they may review an item, and why not', async () => {
    const { ids } = kit;
    expect(await stateOf('kelas', ids.started, students.stranger.token)).toEqual({
      canWrite: false,
      refusal: 'NOT_OWNED',
      review: null,
    });
    expect(await stateOf('kelas', ids.upcoming, students.owner.token)).toMatchObject({
      canWrite: false,
      refusal: 'REVIEW_CLASS_NOT_STARTED',
    });
    expect(await stateOf('kelas', ids.started, students.owner.token)).toEqual({
      canWrite: true,
      refusal: null,
      review: null,
    });
    expectError(await send('GET', `/api/ulasan/saya/kelas/${ids.started}`), 401, 'UNAUTHENTICATED');
    expectError(
      await send('GET', `/api/ulasan/saya/kelas/${UNKNOWN_ID}`, students.owner.token),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses visitors, non-owners, a class before its first session ended, unknown items and bad input', async () => {
    const { ids } = kit;
    expectError(
      await send('POST', `/api/ulasan/kelas/${ids.started}`, undefined, { rating: 5 }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await write('kelas', ids.started, students.stranger.token), 403, 'NOT_OWNED');
    expectError(await write('materi', ids.material, students.stranger.token), 403, 'NOT_OWNED');
    expectError(await write('kelas', ids.upcoming, students.owner.token), 409, 'REVIEW_CLASS_NOT_STARTED');
    expectError(await write('kelas', UNKNOWN_ID, students.owner.token), 404, 'NOT_FOUND');
    expectError(await write('tutor', kit.tutorA.id, students.owner.token), 400, 'VALIDATION_FAILED');
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 4, comment: 'x'.repeat(2001) },
      { rating: 4, extra: 1 },
    ]) {
      expectError(await write('kelas', ids.started, students.owner.token, payload), 400, 'VALIDATION_FAILED');
    }
    expect(await countRows(ctx.database, 'reviews')).toBe(0);
  });

  it('writes one review with a cleaned plain-text comment, updates the rating, and refuses a second', async () => {
    const { ids } = kit;
    const response = await write('kelas', ids.started, students.owner.token, {
      rating: 4,
      comment: '  Penjelasan \u202Ejelas\u202C <b>sekali</b>\u0007\r\n\r\n\r\n\r\nTerima kasih!  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const review = ownReviewResponseSchema.parse(response.json()).data;
    expect(review).toMatchObject({
      rating: 4,
      comment: 'Penjelasan jelas <b>sekali</b>\n\nTerima kasih!',
      reply: null,
    });

    const list = reviewListSchema.parse(
      (await getFrom(ctx, `/api/ulasan?targetType=kelas&targetId=${ids.started}`)).json(),
    );
    expect(list.data.map((item) => item.comment)).toEqual([review.comment]);
    expect(list.meta).toMatchObject({ average: 4, count: 1 });
    const detail = liveClassResponseSchema.parse(
      (await getFrom(ctx, `/api/kelas/${ids.started}`)).json(),
    ).data;
    expect(detail.rating).toEqual({ average: 4, count: 1 });

    expectError(await write('kelas', ids.started, students.owner.token), 409, 'REVIEW_ALREADY_WRITTEN');
    expect(await stateOf('kelas', ids.started, students.owner.token)).toMatchObject({
      canWrite: true,
      review,
    });
  });

  it('edits the own review (rating follows) and refuses to edit a review never written', async () => {
    const { ids } = kit;
    const edited = await send('PUT', `/api/ulasan/kelas/${ids.started}`, students.owner.token, {
      rating: 2,
      comment: 'Ternyata terlalu cepat.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ownReviewResponseSchema.parse(edited.json()).data).toMatchObject({
      rating: 2,
      comment: 'Ternyata terlalu cepat.',
    });
    const detail = liveClassResponseSchema.parse(
      (await getFrom(ctx, `/api/kelas/${ids.started}`)).json(),
    ).data;
    expect(detail.rating).toEqual({ average: 2, count: 1 });
    expectError(
      await send('PUT', `/api/ulasan/lifeskill/${ids.course}`, students.owner.token, { rating: 3 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await send('PUT', `/api/ulasan/kelas/${ids.started}`, students.stranger.token, { rating: 3 }),
      403,
      'NOT_OWNED',
    );
  });

  it('keeps one review per student and item when the same student writes concurrently', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        write('kelas', kit.ids.started, students.racer.token, { rating: 5, comment: `#${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json<ErrorBody>().error.code).toBe('REVIEW_ALREADY_WRITTEN');
    }
    const list = reviewListSchema.parse(
      (await getFrom(ctx, `/api/ulasan?targetType=kelas&targetId=${kit.ids.started}`)).json(),
    );
    expect(list.meta).toMatchObject({ count: 2, average: 3.5 });
  });

  it('lists the tutor’s reviews with filters and the average, and none of another tutor’s', async () => {
    const { ids } = kit;
    expect(
      (await write('materi', ids.material, students.owner.token, { rating: 5, comment: 'Ringkas' }))
        .statusCode,
    ).toBe(201);
    expect((await write('lifeskill', ids.course, students.owner.token, { rating: 3 })).statusCode).toBe(201);

    const all = await tutorReviews(kit.tutorA.token);
    expect(all.meta).toMatchObject({ total: 4, count: 4, average: 3.75 });
    expect(all.data.map((review) => review.target.title)).toEqual([
      'Menulis Esai',
      'Ringkasan Aljabar',
      'Aljabar Linear Dasar',
      'Aljabar Linear Dasar',
    ]);
    expect(all.data[0]).toMatchObject({
      target: { type: 'lifeskill', id: ids.course },
      comment: '',
      reply: null,
    });

    const classes = await tutorReviews(kit.tutorA.token, `?jenis=kelas&item=${ids.started}`);
    expect(classes.meta).toMatchObject({ total: 2, count: 2, average: 3.5 });
    const fives = await tutorReviews(kit.tutorA.token, '?rating=5');
    expect(fives.data.map((review) => review.rating)).toEqual([5, 5]);
    expect(fives.meta).toMatchObject({ total: 2, count: 4, average: 3.75 });
    const paged = await tutorReviews(kit.tutorA.token, '?pageSize=3&page=2');
    expect(paged.data).toHaveLength(1);

    expect((await tutorReviews(kit.tutorB.token)).meta).toMatchObject({ total: 0, count: 0, average: null });
    expect(await tutorReviews(kit.tutorB.token, `?jenis=kelas&item=${ids.started}`)).toMatchObject({
      data: [],
    });
  });

  it('lets the tutor reply once (a second reply edits it) and shows the reply under the review', async () => {
    const target = (await tutorReviews(kit.tutorA.token, '?jenis=materi')).data[0];
    const url = `/api/tutor/ulasan/${target?.id}/balasan`;
    expectError(await send('PUT', url, undefined, { text: 'Halo' }), 401, 'UNAUTHENTICATED');
    expectError(await send('PUT', url, students.owner.token, { text: 'Halo' }), 403, 'FORBIDDEN');
    expectError(await send('PUT', url, kit.admin.token, { text: 'Halo' }), 403, 'FORBIDDEN');
    expectError(await send('PUT', url, kit.tutorB.token, { text: 'Halo' }), 404, 'NOT_FOUND');
    expectError(await send('PUT', url, kit.tutorA.token, { text: ' \u200B\n ' }), 400, 'VALIDATION_FAILED');

    const first = await send('PUT', url, kit.tutorA.token, {
      text: 'Terima kasih, semoga bermanfaat!\u202E',
    });
    expect(first.statusCode, first.body).toBe(200);
    const replied = tutorReviewResponseSchema.parse(first.json()).data;
    expect(replied.reply?.text).toBe('Terima kasih, semoga bermanfaat!');
    expect(replied.updatedAt).toBe(target?.updatedAt);

    const second = tutorReviewResponseSchema.parse(
      (await send('PUT', url, kit.tutorA.token, { text: 'Terima kasih banyak!' })).json(),
    ).data;
    expect(second.reply).toEqual({ text: 'Terima kasih banyak!', createdAt: replied.reply?.createdAt });

    const shown = reviewListSchema.parse(
      (await getFrom(ctx, `/api/ulasan?targetType=materi&targetId=${kit.ids.material}`)).json(),
    );
    expect(shown.data[0]?.reply?.text).toBe('Terima kasih banyak!');
    const mine = await stateOf('materi', kit.ids.material, students.owner.token);
    expect(mine.review?.reply?.text).toBe('Terima kasih banyak!');
    expect((await tutorReviews(kit.tutorA.token, '?belumDibalas=true')).meta.total).toBe(3);
  });
});
