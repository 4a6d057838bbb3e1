import {
  downloadLinkResponseSchema,
  lessonProgressResponseSchema,
  offlineFileResponseSchema,
  ownedSkillCourseResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { createAccount, errorCode, queryRows, signIn, testClock } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';

const UNKNOWN_ID = '0b5f3c3e-1d2a-4f6b-8c9d-0e1f2a3b4c5d';

/** Saving owned files for offline (size and version first) and replaying offline progress (ADR 0054). */
describe.each(testDatabases())('offline files and merged progress (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { seed: true, clock: clock.now });
  let owner = '';
  let other = '';
  let tutor = '';
  let materialId = '';
  let courseId = '';

  const request = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });
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
    owner = (await signIn(ctx.app, 'siswa@scola.id', DEMO_PASSWORD)).token;
    tutor = (await signIn(ctx.app, 'tutor@scola.id', DEMO_PASSWORD)).token;
    const account = await createAccount(ctx.database);
    other = (await signIn(ctx.app, account.email, account.password)).token;
    materialId = await idOf('materials', 'ringkasan-fungsi-kuadrat');
    courseId = await idOf('skill_courses', 'python-untuk-pemula');
  });

  it('tells the owner the size and version of a material’s PDF; others are refused', async () => {
    const url = `/api/koleksi/materi/${materialId}/offline`;
    const answer = await request('GET', url, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data: info } = offlineFileResponseSchema.parse(answer.json());
    const link = downloadLinkResponseSchema.parse(
      (await request('POST', `/api/koleksi/materi/${materialId}/unduh`, owner)).json(),
    );
    const file = await request('GET', link.data.url);
    expect(info.sizeBytes).toBe(file.rawPayload.length);
    expect(info.version).toMatch(/^[^"]+$/);
    // The same file keeps its version.
    const reread = offlineFileResponseSchema.parse((await request('GET', url, owner)).json());
    expect(reread.data.version).toBe(info.version);

    expectError(await request('GET', url, other), 403, 'NOT_OWNED');
    expectError(await request('GET', url, tutor), 403, 'NOT_OWNED');
    expectError(await request('GET', url), 401, 'UNAUTHENTICATED');
    expectError(await request('GET', `/api/koleksi/materi/${UNKNOWN_ID}/offline`, owner), 404, 'NOT_FOUND');
  });

  it('tells the owner the size of a lesson’s video; others are refused', async () => {
    const { data: course } = ownedSkillCourseResponseSchema.parse(
      (await request('GET', `/api/koleksi/lifeskill/${courseId}`, owner)).json(),
    );
    const lesson = course.lessons[0];
    if (!lesson) throw new Error('the demo course needs a lesson');
    const url = `/api/koleksi/lifeskill/${courseId}/pelajaran/${lesson.id}/offline`;
    const { data: info } = offlineFileResponseSchema.parse((await request('GET', url, owner)).json());
    const video = await request('GET', lesson.videoUrl);
    expect(info.sizeBytes).toBe(video.rawPayload.length);

    expectError(await request('GET', url, other), 403, 'NOT_OWNED');
    expectError(await request('GET', url, tutor), 403, 'NOT_OWNED');
    expectError(await request('GET', url), 401, 'UNAUTHENTICATED');
    expectError(
      await request('GET', `/api/koleksi/lifeskill/${courseId}/pelajaran/${UNKNOWN_ID}/offline`, owner),
      404,
      'NOT_FOUND',
    );
  });

  it('merges replayed offline progress: furthest position, first completion, a repeat changes nothing', async () => {
    const { data: course } = ownedSkillCourseResponseSchema.parse(
      (await request('GET', `/api/koleksi/lifeskill/${courseId}`, owner)).json(),
    );
    const lesson = course.lessons.at(-1);
    if (!lesson || lesson.durationSeconds < 4) throw new Error('the demo lesson needs 4 seconds');
    const url = `/api/koleksi/lifeskill/${courseId}/pelajaran/${lesson.id}/progres`;
    const put = async (body: object) =>
      lessonProgressResponseSchema.parse((await request('PUT', url, owner, body)).json()).data;

    expect(await put({ positionSeconds: 2 })).toMatchObject({ positionSeconds: 2, completed: false });
    // An older position replayed from the outbox does not move the student back.
    expect(await put({ positionSeconds: 1, merge: true })).toMatchObject({ positionSeconds: 2 });
    expect(await put({ positionSeconds: 3, merge: true })).toMatchObject({ positionSeconds: 3 });
    const done = await put({ positionSeconds: 3, completed: true, merge: true });
    expect(done.completed).toBe(true);
    clock.advance(60_000);
    // The same event sent again (a retry after a lost answer) keeps the first completion time.
    const again = await put({ positionSeconds: 3, completed: true, merge: true });
    expect(again).toMatchObject({ positionSeconds: 3, completedAt: done.completedAt });
    // A replay never clears a completion; the player's own (unmerged) request still can.
    expect(await put({ positionSeconds: 1, completed: false, merge: true })).toMatchObject({
      positionSeconds: 3,
      completed: true,
    });
    expect(await put({ positionSeconds: 1, completed: false })).toMatchObject({
      positionSeconds: 1,
      completed: false,
    });
    // Someone else's replay is refused like any progress.
    expectError(await request('PUT', url, other, { positionSeconds: 1, merge: true }), 403, 'NOT_OWNED');
  });
});
