import {
  ownedLiveClassResponseSchema,
  sessionConflictSchema,
  tutorSessionListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import {
  at,
  created,
  dateOf,
  expectRefusal,
  link,
  type Person,
  sessionApi,
  setUpSchedules,
} from '../test/tutor-sessions-kit';

describe.each(testDatabases())('tutor class sessions (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const api = sessionApi(ctx);
  let s: Awaited<ReturnType<typeof setUpSchedules>>;
  const listOf = async (classId: string, who: Person, query = '') => {
    const response = await api.list(classId, who.token, query);
    expect(response.statusCode, response.body).toBe(200);
    return tutorSessionListSchema.parse(response.json());
  };
  const mailsTo = async (email: string) =>
    (
      await queryRows(
        ctx.database,
        sql`select subject, text from outbox where "to" = ${email} order by created_at`,
      )
    ).map((row) => ({ subject: String(row.subject), text: String(row.text) }));

  beforeAll(async () => {
    s = await setUpSchedules(ctx);
  });

  it('lets only the class’s tutor and admins in: visitors 401, students 403, another tutor 404', async () => {
    const session = created(await api.single(s.classes.x, s.tutorA.token, at(0, 2)))[0];
    const id = session?.id ?? '';
    const calls = (token: string) => [
      api.list(s.classes.x, token),
      api.single(s.classes.x, token, at(0, 5)),
      api.update(id, token, { title: 'Diubah' }),
      api.cancel(id, token),
    ];
    for (const response of await Promise.all(calls(''))) expectRefusal(response, 401, 'UNAUTHENTICATED');
    for (const response of await Promise.all(calls(s.student.token)))
      expectRefusal(response, 403, 'FORBIDDEN');
    for (const response of await Promise.all(calls(s.tutorB.token)))
      expectRefusal(response, 404, 'NOT_FOUND');
    // The admin reads and changes any tutor's schedule.
    expect((await listOf(s.classes.x, s.admin)).data.map((row) => row.id)).toContain(id);
    const renamed = await api.update(id, s.admin.token, { title: 'Pembukaan' });
    expect(renamed.json()).toMatchObject({ data: { title: 'Pembukaan', meetingUrl: link } });
    const cancelled = await api.cancel(id, s.admin.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses a start in the past, a bad link and a session of another tutor’s class', async () => {
    expectRefusal(
      await api.single(s.classes.x, s.tutorA.token, new Date(Date.now() - 60_000)),
      422,
      'SESSION_IN_PAST',
    );
    const badLink = await api.create(s.classes.x, s.tutorA.token, {
      kind: 'single',
      startsAt: at(0, 6).toISOString(),
      durationMinutes: 60,
      meetingUrl: 'javascript:alert(1)',
    });
    const error = expectRefusal(badLink, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([expect.objectContaining({ path: 'meetingUrl' })]);
    expectRefusal(await api.single(s.classes.z, s.tutorA.token, at(0, 6)), 404, 'NOT_FOUND');
  });

  it('refuses an overlap with the tutor’s session of another class, naming it; back to back is allowed', async () => {
    created(await api.single(s.classes.y, s.tutorA.token, at(1, 10), 90, 'Segitiga'));
    const clash = expectRefusal(
      await api.single(s.classes.x, s.tutorA.token, at(1, 11), 60),
      409,
      'SESSION_OVERLAP',
    );
    expect(sessionConflictSchema.parse(clash.details)).toMatchObject({
      classId: s.classes.y,
      classTitle: 'Geometri Kelas Y',
      title: 'Segitiga',
      startsAt: at(1, 10).toISOString(),
      endsAt: at(1, 11, 30).toISOString(),
    });
    // Ends when the other starts, starts when it ends: both fine. Another tutor at the same time: fine.
    created(await api.single(s.classes.x, s.tutorA.token, at(1, 9), 60));
    created(await api.single(s.classes.x, s.tutorA.token, at(1, 11, 30), 60));
    created(await api.single(s.classes.z, s.tutorB.token, at(1, 10), 90));
  });

  it('expands a weekly series in the tutor’s zone, numbers sessions by start, and refuses a colliding series whole', async () => {
    const series = {
      kind: 'weekly',
      firstStart: `${dateOf(14)}T19:00`,
      weekdays: [1, 3],
      until: dateOf(27),
      durationMinutes: 90,
      meetingUrl: link,
    };
    const sessions = created(await api.create(s.classes.x, s.tutorA.token, series));
    // Mondays and Wednesdays of two weeks, 19:00 WITA = 11:00 UTC.
    expect(sessions.map((row) => row.startsAt)).toEqual(
      [14, 16, 21, 23].map((day) => at(day, 11).toISOString()),
    );
    const upcoming = await listOf(s.classes.x, s.tutorA, '?waktu=mendatang&pageSize=100');
    expect(upcoming.meta.class).toMatchObject({
      id: s.classes.x,
      title: 'Aljabar Kelas X',
      timeZone: 'Asia/Makassar',
    });
    expect(upcoming.data.map((row) => row.position)).toEqual(upcoming.data.map((_, index) => index + 1));

    const before = await countRows(ctx.database, 'class_sessions');
    created(await api.single(s.classes.y, s.tutorA.token, at(35, 11, 30), 30, 'Remedial'));
    const colliding = { ...series, firstStart: `${dateOf(28)}T19:00`, until: dateOf(41) };
    const refused = expectRefusal(
      await api.create(s.classes.x, s.tutorA.token, colliding),
      409,
      'SESSION_OVERLAP',
    );
    expect(refused.details).toMatchObject({ classTitle: 'Geometri Kelas Y', title: 'Remedial' });
    expect(await countRows(ctx.database, 'class_sessions')).toBe(before + 1);

    const empty = await api.create(s.classes.x, s.tutorA.token, { ...series, until: dateOf(13) });
    expect(expectRefusal(empty, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ path: 'until' }),
    ]);
  });

  it('reschedules with a reason, renumbers, and mails the class’s students after commit', async () => {
    const [first, second] = created(
      await api.create(s.classes.x, s.tutorA.token, {
        kind: 'weekly',
        firstStart: `${dateOf(56)}T08:00`,
        weekdays: [1],
        until: dateOf(63),
        durationMinutes: 60,
        meetingUrl: link,
        title: 'Latihan',
      }),
    );
    expect(first && second).toBeTruthy();
    const needsReason = await api.update(first?.id ?? '', s.tutorA.token, {
      startsAt: at(64, 0).toISOString(),
    });
    expect(expectRefusal(needsReason, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ path: 'reason' }),
    ]);
    const moved = await api.update(first?.id ?? '', s.tutorA.token, {
      startsAt: at(64, 0).toISOString(),
      reason: 'Bentrok dengan ujian sekolah.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<{ data: { position: number } }>().data;
    expect(after.position).toBe(second?.position ?? 0);
    const all = await listOf(s.classes.x, s.tutorA, '?waktu=mendatang&pageSize=100');
    expect(all.data.find((row) => row.id === second?.id)?.position).toBe((second?.position ?? 0) - 1);

    expectRefusal(
      await api.update(first?.id ?? '', s.tutorA.token, {
        startsAt: at(1, 10).toISOString(),
        reason: 'Coba bentrok.',
      }),
      409,
      'SESSION_OVERLAP',
    );

    await ctx.app.jobs.whenIdle();
    const mails = await mailsTo(s.student.email);
    const mail = mails.find((entry) => entry.subject === 'Jadwal sesi diubah: Aljabar Kelas X');
    expect(mail?.text).toContain('Bentrok dengan ujian sekolah.');
    expect(mail?.text).toContain('Jadwal baru:');
    expect(mail?.text).toContain('WIB');
    expect(await mailsTo(s.tutorB.email)).toEqual([]);
  });

  it('cancels once with a reason: history shows it, the public page hides it, the students see it with its link', async () => {
    const [session] = created(
      await api.single(s.classes.x, s.tutorA.token, at(70, 3), 60, 'Persiapan ujian'),
    );
    const cancelled = await api.cancel(session?.id ?? '', s.tutorA.token, 'Libur nasional.');
    expect(cancelled.json()).toMatchObject({
      data: { status: 'cancelled', position: null, cancelReason: 'Libur nasional.' },
    });
    expectRefusal(await api.cancel(session?.id ?? '', s.tutorA.token), 409, 'SESSION_CANCELLED');
    expectRefusal(
      await api.update(session?.id ?? '', s.tutorA.token, { title: 'x' }),
      409,
      'SESSION_CANCELLED',
    );

    const history = await listOf(s.classes.x, s.tutorA, '?waktu=riwayat');
    expect(history.data.map((row) => row.id)).toContain(session?.id);
    const upcoming = await listOf(s.classes.x, s.tutorA, '?waktu=mendatang&pageSize=100');
    expect(upcoming.data.map((row) => row.id)).not.toContain(session?.id);
    // The slot is free again.
    created(await api.single(s.classes.y, s.tutorA.token, at(70, 3), 60));

    const publicPage = await getFrom(ctx, `/api/kelas/${s.classes.x}`);
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).not.toContain(session?.id ?? '-');
    expect(publicPage.body).not.toContain('meet.jit.si');

    const owned = await ctx.app.inject({
      url: `/api/koleksi/kelas/${s.classes.x}`,
      headers: { authorization: s.student.token },
    });
    const detail = ownedLiveClassResponseSchema.parse(owned.json()).data;
    expect(detail.sessions.find((row) => row.id === session?.id)).toMatchObject({
      status: 'cancelled',
      position: null,
      cancelReason: 'Libur nasional.',
    });
    // Days ahead, no join window is open: the link stays in the class space's join route (ADR 0043).
    expect(detail.sessions.every((row) => row.meetingUrl === null)).toBe(true);

    await ctx.app.jobs.whenIdle();
    const mail = (await mailsTo(s.student.email)).find((entry) => entry.text.includes('Persiapan ujian'));
    expect(mail?.subject).toBe('Sesi dibatalkan: Aljabar Kelas X');
    expect(mail?.text).toContain('Alasan: Libur nasional.');
  });
});
