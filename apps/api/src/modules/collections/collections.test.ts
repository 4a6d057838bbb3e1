import {
  downloadLinkResponseSchema,
  followedTutorListSchema,
  followStateResponseSchema,
  lessonProgressResponseSchema,
  ownedLiveClassListSchema,
  ownedLiveClassResponseSchema,
  ownedMaterialListSchema,
  ownedSkillCourseListSchema,
  ownedSkillCourseResponseSchema,
  ownershipResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { demoOwnedItems } from '../../db/seed-collections';
import {
  countRows,
  createAccount,
  errorCode,
  execute,
  queryRows,
  signIn,
  testClock,
} from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { TEST_JWT_SECRET, testDatabases } from '../../test/test-app';
import { pageCountOf } from '../catalogue';
import { grantEntitlements, ownedItems, revokeEntitlements, signedLinksFor } from './index';

const UNKNOWN_ID = '0b5f3c3e-1d2a-4f6b-8c9d-0e1f2a3b4c5d';

describe.each(testDatabases())('collections (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { seed: true, clock: clock.now });
  /** The demo student (owns the seeded items) and another student who owns nothing. */
  let owner: { id: string; token: string };
  let other: { id: string; token: string };
  const ids = new Map<string, string>();

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorCode(response)).toBe(code);
  };
  const idOf = async (table: string, slug: string) => {
    const [row] = await queryRows(
      ctx.database,
      sql`select id from ${sql.identifier(table)} where slug = ${slug}`,
    );
    return String(row?.id);
  };

  beforeAll(async () => {
    const [student] = await queryRows(ctx.database, sql`select id from users where email = 'siswa@scola.id'`);
    owner = {
      id: String(student?.id),
      token: (await signIn(ctx.app, 'siswa@scola.id', DEMO_PASSWORD)).token,
    };
    const account = await createAccount(ctx.database);
    other = { id: account.user.id, token: (await signIn(ctx.app, account.email, account.password)).token };
    const tables = { kelas: 'live_classes', materi: 'materials', lifeskill: 'skill_courses' } as const;
    for (const item of demoOwnedItems) {
      if (item.itemType === 'kelas-paket' || item.itemType === 'study-room') continue;
      ids.set(item.slug, await idOf(tables[item.itemType], item.slug));
    }
  });

  it('lists the demo student’s classes, materials and courses, newest grant first, with pages', async () => {
    const classes = ownedLiveClassListSchema.parse(
      (await request('GET', '/api/koleksi/kelas', owner.token)).json(),
    );
    expect(classes.data.map((item) => item.slug)).toEqual([
      'fungsi-kuadrat-dan-grafiknya',
      'trigonometri-dasar-sma',
      'penalaran-matematika-utbk-oktober',
    ]);
    expect(classes.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(Date.parse(classes.data[0]?.grantedAt ?? '')).toBeGreaterThan(
      Date.parse(classes.data[1]?.grantedAt ?? ''),
    );

    const second = ownedLiveClassListSchema.parse(
      (await request('GET', '/api/koleksi/kelas?page=2&pageSize=1', owner.token)).json(),
    );
    expect(second.data.map((item) => item.slug)).toEqual(['trigonometri-dasar-sma']);
    expect(second.meta.total).toBe(3);

    const materials = ownedMaterialListSchema.parse(
      (await request('GET', '/api/koleksi/materi', owner.token)).json(),
    );
    expect(materials.data.map((item) => item.slug)).toEqual(['ringkasan-fungsi-kuadrat', 'modul-kinematika']);

    const courses = ownedSkillCourseListSchema.parse(
      (await request('GET', '/api/koleksi/lifeskill', owner.token)).json(),
    );
    expect(courses.data.map((item) => item.slug)).toEqual(['python-untuk-pemula']);
    expect(courses.data[0]?.progress).toEqual({
      completedLessons: 0,
      totalLessons: courses.data[0]?.lessonCount,
    });
    expect(courses.data[0]?.lessonCount).toBeGreaterThan(1);

    const empty = ownedMaterialListSchema.parse(
      (await request('GET', '/api/koleksi/materi', other.token)).json(),
    );
    expect(empty).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });

    expectError(await request('GET', '/api/koleksi/kelas'), 401, 'UNAUTHENTICATED');
    expectError(
      await request('GET', '/api/koleksi/kelas?pageSize=101', owner.token),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await request('GET', '/api/koleksi/kelas?sort=x', owner.token), 400, 'VALIDATION_FAILED');
  });

  it('shows an owned class with its sessions; NOT_OWNED for someone else, 404 for an unknown class', async () => {
    const id = ids.get('fungsi-kuadrat-dan-grafiknya') ?? '';
    const { data } = ownedLiveClassResponseSchema.parse(
      (await request('GET', `/api/koleksi/kelas/${id}`, owner.token)).json(),
    );
    expect(data.id).toBe(id);
    expect(data.sessions.length).toBe(data.sessionCount);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions.every((session) => !Number.isNaN(Date.parse(session.startsAt)))).toBe(true);

    expectError(await request('GET', `/api/koleksi/kelas/${id}`, other.token), 403, 'NOT_OWNED');
    expectError(await request('GET', `/api/koleksi/kelas/${UNKNOWN_ID}`, owner.token), 404, 'NOT_FOUND');
    expectError(await request('GET', '/api/koleksi/kelas/bukan-uuid', owner.token), 400, 'VALIDATION_FAILED');
  });

  it('answers which items the student owns (GET and POST), refusing malformed questions', async () => {
    const owned = ids.get('ringkasan-fungsi-kuadrat') ?? '';
    const kelas = ids.get('trigonometri-dasar-sma') ?? '';
    const items = `materi:${owned},kelas:${kelas},lifeskill:${UNKNOWN_ID},materi:${kelas}`;
    const answer = ownershipResponseSchema.parse(
      (await request('GET', `/api/koleksi/kepemilikan?items=${items}`, owner.token)).json(),
    );
    expect(answer.data.owned.sort()).toEqual([`kelas:${kelas}`, `materi:${owned}`].sort());

    const none = ownershipResponseSchema.parse(
      (await request('GET', `/api/koleksi/kepemilikan?items=${items}`, other.token)).json(),
    );
    expect(none.data.owned).toEqual([]);

    const posted = ownershipResponseSchema.parse(
      (
        await request('POST', '/api/koleksi/kepemilikan', owner.token, {
          items: [
            { itemType: 'materi', itemId: owned.toUpperCase() },
            { itemType: 'kelas-paket', itemId: UNKNOWN_ID },
          ],
        })
      ).json(),
    );
    expect(posted.data.owned).toEqual([`materi:${owned}`]);

    expectError(
      await request('GET', '/api/koleksi/kepemilikan?items=buku:123', owner.token),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await request('GET', '/api/koleksi/kepemilikan', owner.token), 400, 'VALIDATION_FAILED');
    const tooMany = Array.from({ length: 101 }, () => `kelas:${UNKNOWN_ID}`).join(',');
    expectError(
      await request('GET', `/api/koleksi/kepemilikan?items=${tooMany}`, owner.token),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await request('POST', '/api/koleksi/kepemilikan', owner.token, { items: [], extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await request('GET', `/api/koleksi/kepemilikan?items=kelas:${kelas}`),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('grants idempotently (a package also grants its classes) and revokes what a refunded order granted', async () => {
    const db = ctx.database.db;
    const account = await createAccount(ctx.database);
    const userId = account.user.id;
    const materialId = ids.get('modul-kinematika') ?? '';
    const [pkg] = await queryRows(
      ctx.database,
      sql`select id from class_packages where slug = 'paket-sains-sma'`,
    );
    const packageId = String(pkg?.id);
    const classIds = (
      await queryRows(
        ctx.database,
        sql`select class_id from class_package_items where package_id = ${packageId}`,
      )
    ).map((row) => String(row.class_id));
    expect(classIds.length).toBeGreaterThan(1);

    const [order] = await queryRows(
      ctx.database,
      sql`insert into orders (number, user_id, status, subtotal, total, provider, expires_at, paid_at)
          values ('SCL-TEST-GRANT', ${userId}, 'paid', 1000, 1000, 'simulator', now(), now()) returning id`,
    );
    const orderId = String(order?.id);
    const items = [
      { itemType: 'kelas-paket' as const, itemId: packageId },
      { itemType: 'materi' as const, itemId: materialId },
    ];
    const countOf = async () =>
      Number(
        (
          await queryRows(
            ctx.database,
            sql`select count(*)::int as n from entitlements where user_id = ${userId}`,
          )
        )[0]?.n,
      );

    expect(await grantEntitlements(db, { userId, orderId, items })).toBe(2 + classIds.length);
    expect(await grantEntitlements(db, { userId, orderId, items })).toBe(0);
    await Promise.all([1, 2, 3].map(() => grantEntitlements(db, { userId, orderId, items })));
    expect(await countOf()).toBe(2 + classIds.length);

    const owned = await ownedItems(db, userId, [
      ...items,
      ...classIds.map((itemId) => ({ itemType: 'kelas' as const, itemId })),
      { itemType: 'lifeskill', itemId: UNKNOWN_ID },
    ]);
    expect(owned).toEqual(
      new Set([`kelas-paket:${packageId}`, `materi:${materialId}`, ...classIds.map((id) => `kelas:${id}`)]),
    );

    expect(await revokeEntitlements(db, orderId)).toBe(2 + classIds.length);
    expect(await countOf()).toBe(0);
  });

  it('downloads an owned material through a short-lived link bound to the student and the material', async () => {
    const materialA = ids.get('ringkasan-fungsi-kuadrat') ?? '';
    const materialB = ids.get('modul-kinematika') ?? '';
    const response = await request('POST', `/api/koleksi/materi/${materialA}/unduh`, owner.token);
    const { data: link } = downloadLinkResponseSchema.parse(response.json());
    expect(link.url).toMatch(new RegExp(`^/api/koleksi/materi/${materialA}/berkas\\?token=`));
    expect(Date.parse(link.expiresAt) - clock.now().getTime()).toBeGreaterThan(290_000);
    expect(Date.parse(link.expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(300_000);

    // The link works without the access token (a browser download), as an attachment of the full file.
    const file = await request('GET', link.url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="ringkasan-fungsi-kuadrat.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const [material] = await queryRows(
      ctx.database,
      sql`select page_count from materials where id = ${materialA}`,
    );
    expect(await pageCountOf(file.rawPayload)).toBe(Number(material?.page_count));

    // The same token for another material (that the student owns too) does not open it.
    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    expectError(
      await request('GET', `/api/koleksi/materi/${materialB}/berkas?token=${encodeURIComponent(token)}`),
      403,
      'DOWNLOAD_LINK_INVALID',
    );
    // Tampered, foreign-key-signed and missing tokens fail.
    const [user, expiry, mac] = token.split('.');
    const later = `${user}.${Number(expiry) + 3600}.${mac}`;
    expectError(
      await request('GET', `/api/koleksi/materi/${materialA}/berkas?token=${later}`),
      403,
      'DOWNLOAD_LINK_INVALID',
    );
    const forged = signedLinksFor('another-secret-0123456789abcdefghijkl').sign(
      'material-file',
      owner.id,
      materialA,
      new Date(clock.now().getTime() + 60_000),
    );
    expectError(
      await request('GET', `/api/koleksi/materi/${materialA}/berkas?token=${forged}`),
      403,
      'DOWNLOAD_LINK_INVALID',
    );
    expectError(
      await request('GET', `/api/koleksi/materi/${materialA}/berkas?token=x`),
      403,
      'DOWNLOAD_LINK_INVALID',
    );
    expectError(await request('GET', `/api/koleksi/materi/${materialA}/berkas`), 400, 'VALIDATION_FAILED');

    // A validly signed link for someone who does not own the material still does not open it.
    const notOwners = signedLinksFor(TEST_JWT_SECRET).sign(
      'material-file',
      other.id,
      materialA,
      new Date(clock.now().getTime() + 60_000),
    );
    expectError(
      await request('GET', `/api/koleksi/materi/${materialA}/berkas?token=${notOwners}`),
      403,
      'NOT_OWNED',
    );

    // Expired: past its lifetime on the app's clock.
    clock.advance(301_000);
    try {
      expectError(await request('GET', link.url), 403, 'DOWNLOAD_LINK_INVALID');
    } finally {
      clock.reset();
    }
    expect((await request('GET', link.url)).statusCode).toBe(200);

    // Asking for a link: someone else → NOT_OWNED, unknown → 404, no token → 401.
    expectError(
      await request('POST', `/api/koleksi/materi/${materialA}/unduh`, other.token),
      403,
      'NOT_OWNED',
    );
    expectError(
      await request('POST', `/api/koleksi/materi/${UNKNOWN_ID}/unduh`, owner.token),
      404,
      'NOT_FOUND',
    );
    expectError(await request('POST', `/api/koleksi/materi/${materialA}/unduh`), 401, 'UNAUTHENTICATED');
  });

  it('plays every lesson of an owned course to its owner only, with HTTP Range', async () => {
    const courseId = ids.get('python-untuk-pemula') ?? '';
    const { data: course } = ownedSkillCourseResponseSchema.parse(
      (await request('GET', `/api/koleksi/lifeskill/${courseId}`, owner.token)).json(),
    );
    expect(course.lessons.length).toBe(course.lessonCount);
    const locked = course.lessons.find((lesson) => !lesson.isPreview);
    const first = course.lessons[0];
    if (!locked || !first) throw new Error('the demo course needs a preview and a non-preview lesson');
    expect(course.lessons.every((lesson) => lesson.videoUrl.includes('?token='))).toBe(true);
    expect(course.lessons.every((lesson) => lesson.progress === null)).toBe(true);

    // The signed URL plays (as a <video> would: no Authorization header), with ranges.
    const whole = await request('GET', locked.videoUrl);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await request('GET', locked.videoUrl, undefined, undefined, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    // With the access token instead of a signed URL.
    const plain = `/api/koleksi/lifeskill/${courseId}/pelajaran/${locked.id}/video`;
    expect((await request('GET', plain, owner.token)).statusCode).toBe(200);

    // Someone else: NOT_OWNED with their token; the owner's lesson token does not open another lesson.
    expectError(await request('GET', plain, other.token), 403, 'NOT_OWNED');
    expectError(await request('GET', plain), 401, 'UNAUTHENTICATED');
    const token = new URL(locked.videoUrl, 'http://x').searchParams.get('token') ?? '';
    expectError(
      await request(
        'GET',
        `/api/koleksi/lifeskill/${courseId}/pelajaran/${first.id}/video?token=${encodeURIComponent(token)}`,
      ),
      403,
      first.id === locked.id ? 'NOT_OWNED' : 'DOWNLOAD_LINK_INVALID',
    );
    const othersToken = signedLinksFor(TEST_JWT_SECRET).sign(
      'lesson-video',
      other.id,
      locked.id,
      new Date(clock.now().getTime() + 60_000),
    );
    expectError(await request('GET', `${plain}?token=${othersToken}`), 403, 'NOT_OWNED');
    expectError(await request('GET', `/api/koleksi/lifeskill/${courseId}`, other.token), 403, 'NOT_OWNED');
    expectError(await request('GET', `/api/koleksi/lifeskill/${UNKNOWN_ID}`, owner.token), 404, 'NOT_FOUND');
    expectError(
      await request('GET', `/api/koleksi/lifeskill/${courseId}/pelajaran/${UNKNOWN_ID}/video`, owner.token),
      404,
      'NOT_FOUND',
    );
  });

  it('remembers lesson progress for the owner; refuses bad input and other students, storing nothing', async () => {
    const courseId = ids.get('python-untuk-pemula') ?? '';
    const { data: course } = ownedSkillCourseResponseSchema.parse(
      (await request('GET', `/api/koleksi/lifeskill/${courseId}`, owner.token)).json(),
    );
    const [lesson, next] = course.lessons;
    if (!lesson || !next) throw new Error('the demo course needs two lessons');
    const url = (id: string) => `/api/koleksi/lifeskill/${courseId}/pelajaran/${id}/progres`;

    const before = await countRows(ctx.database, 'lesson_progress');
    for (const body of [
      { positionSeconds: -1 },
      { positionSeconds: 1.5 },
      { positionSeconds: '10' },
      { positionSeconds: 10, completed: 'yes' },
      { positionSeconds: 10, extra: true },
      {},
    ]) {
      expectError(await request('PUT', url(lesson.id), owner.token, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await request('PUT', url(lesson.id), other.token, { positionSeconds: 10 }), 403, 'NOT_OWNED');
    expectError(
      await request('PUT', url(UNKNOWN_ID), owner.token, { positionSeconds: 10 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await request(
        'PUT',
        `/api/koleksi/lifeskill/${UNKNOWN_ID}/pelajaran/${lesson.id}/progres`,
        owner.token,
        {
          positionSeconds: 10,
        },
      ),
      404,
      'NOT_FOUND',
    );
    expectError(
      await request('PUT', url(lesson.id), undefined, { positionSeconds: 10 }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await countRows(ctx.database, 'lesson_progress')).toBe(before);

    const saved = lessonProgressResponseSchema.parse(
      (await request('PUT', url(lesson.id), owner.token, { positionSeconds: 4 })).json(),
    );
    expect(saved.data).toMatchObject({ positionSeconds: 4, completed: false, completedAt: null });
    const done = lessonProgressResponseSchema.parse(
      (
        await request('PUT', url(lesson.id), owner.token, { positionSeconds: 80_000, completed: true })
      ).json(),
    );
    // Capped at the lesson's length.
    expect(done.data.positionSeconds).toBe(Math.min(80_000, lesson.durationSeconds));
    expect(done.data.completed).toBe(true);
    // A later position keeps the completion.
    const resumed = lessonProgressResponseSchema.parse(
      (await request('PUT', url(lesson.id), owner.token, { positionSeconds: 5 })).json(),
    );
    expect(resumed.data).toMatchObject({
      positionSeconds: 5,
      completed: true,
      completedAt: done.data.completedAt,
    });
    await request('PUT', url(next.id), owner.token, { positionSeconds: 3 });

    const { data: reread } = ownedSkillCourseResponseSchema.parse(
      (await request('GET', `/api/koleksi/lifeskill/${courseId}`, owner.token)).json(),
    );
    expect(reread.lessons[0]?.progress).toMatchObject({ positionSeconds: 5, completed: true });
    expect(reread.lessons[1]?.progress).toMatchObject({ positionSeconds: 3, completed: false });
    expect(reread.progress).toEqual({ completedLessons: 1, totalLessons: course.lessons.length });
    const list = ownedSkillCourseListSchema.parse(
      (await request('GET', '/api/koleksi/lifeskill', owner.token)).json(),
    );
    expect(list.data[0]?.progress).toEqual({ completedLessons: 1, totalLessons: course.lessons.length });

    const undone = lessonProgressResponseSchema.parse(
      (await request('PUT', url(lesson.id), owner.token, { positionSeconds: 5, completed: false })).json(),
    );
    expect(undone.data).toMatchObject({ completed: false, completedAt: null });
    expect(await countRows(ctx.database, 'lesson_progress')).toBe(before + 2);
  });

  it('follows and unfollows tutors idempotently; unknown or unverified tutors are 404', async () => {
    const seeded = followedTutorListSchema.parse(
      (await request('GET', '/api/koleksi/tutor', owner.token)).json(),
    );
    expect(seeded.meta.total).toBe(2);
    expect(seeded.data[0]?.followedAt && seeded.data[1]?.followedAt).toBeTruthy();

    const [tutor] = await queryRows(
      ctx.database,
      sql`select p.user_id as id from tutor_profiles p join users u on u.id = p.user_id where u.email = 'tutor3@scola.id'`,
    );
    const tutorId = String(tutor?.id);
    const url = `/api/tutor/${tutorId}/ikuti`;
    const follows = async () =>
      Number(
        (
          await queryRows(
            ctx.database,
            sql`select count(*)::int as n from tutor_follows where user_id = ${other.id}`,
          )
        )[0]?.n,
      );
    const state = (response: LightMyRequestResponse) =>
      followStateResponseSchema.parse(response.json()).data.following;

    expect(state(await request('GET', url, other.token))).toBe(false);
    expect(state(await request('PUT', url, other.token))).toBe(true);
    expect(state(await request('PUT', url, other.token))).toBe(true);
    await Promise.all([1, 2, 3].map(() => request('PUT', url, other.token)));
    expect(await follows()).toBe(1);
    expect(state(await request('GET', url, other.token))).toBe(true);

    const list = followedTutorListSchema.parse(
      (await request('GET', '/api/koleksi/tutor', other.token)).json(),
    );
    expect(list.data.map((item) => item.id)).toEqual([tutorId]);
    expect(list.data[0]?.classCount).toBeGreaterThanOrEqual(0);

    expect(state(await request('DELETE', url, other.token))).toBe(false);
    expect(state(await request('DELETE', url, other.token))).toBe(false);
    expect(await follows()).toBe(0);

    const [unverified] = await queryRows(
      ctx.database,
      sql`select user_id as id from tutor_profiles where verified_at is null limit 1`,
    );
    expectError(
      await request('PUT', `/api/tutor/${String(unverified?.id)}/ikuti`, other.token),
      404,
      'NOT_FOUND',
    );
    expectError(await request('PUT', `/api/tutor/${UNKNOWN_ID}/ikuti`, other.token), 404, 'NOT_FOUND');
    expectError(await request('PUT', `/api/tutor/${other.id}/ikuti`, other.token), 404, 'NOT_FOUND');
    expectError(await request('PUT', url), 401, 'UNAUTHENTICATED');
    expect(await follows()).toBe(0);

    // A tutor cannot follow their own profile (a stable code, nothing stored); asking the state is fine.
    const self = (await signIn(ctx.app, 'tutor3@scola.id', DEMO_PASSWORD)).token;
    const selfFollow = await request('PUT', url, self);
    expectError(selfFollow, 409, 'FOLLOW_SELF');
    expect(selfFollow.json<{ error: { message: string } }>().error.message).toMatch(/sendiri/);
    expect(state(await request('GET', url, self))).toBe(false);
    const [own] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from tutor_follows where user_id = ${tutorId}`,
    );
    expect(Number(own?.n)).toBe(0);

    // A followed tutor who is suspended drops out of the list.
    await request('PUT', url, other.token);
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${tutorId}`);
    try {
      const hidden = followedTutorListSchema.parse(
        (await request('GET', '/api/koleksi/tutor', other.token)).json(),
      );
      expect(hidden.data).toEqual([]);
    } finally {
      await execute(ctx.database, sql`update users set suspended_at = null where id = ${tutorId}`);
    }
  });
});
