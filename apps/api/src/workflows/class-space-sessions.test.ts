import {
  classRoom,
  classSpaceSessionsResponseSchema,
  errorBodySchema,
  sessionJoinResponseSchema,
  upcomingSessionsResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execute, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { closeAll, connectReady, listenOnLoopback, nextEvent, watchRoom } from '../test/realtime-client';
import { buildScheduleWorld, type ScheduleWorld, wibDay } from '../test/schedule-kit';
import { testDatabases } from '../test/test-app';
import { usersServiceFor } from '../modules/users';
import { person, type Person } from '../test/tutor-records-kit';

const MINUTE = 60_000;

describe.each(testDatabases())('class space live sessions (%s)', (kind) => {
  let now = new Date();
  const ctx = useCatalogueApp(kind, { clock: () => now });
  let world: ScheduleWorld;
  let admin: Person;
  /** `grup-1` (group class, tomorrow 08:00 WIB, 60 minutes, with a meeting link) and the bimbel slots. */
  const start = wibDay(0, 8);
  let groupSession: string;

  /** A token issued at the test clock's now (the clock jumps further than an access token lives). */
  const tokenOf = async (userId: string) => {
    const user = await usersServiceFor(ctx.database.db).findById(userId);
    if (!user) throw new Error(`no user ${userId}`);
    return (await ctx.app.sessions.start(user, {})).token;
  };
  const call = async (method: 'GET' | 'POST', url: string, userId?: string) =>
    ctx.app.inject({ method, url, headers: userId ? { authorization: await tokenOf(userId) } : {} });
  const list = (classId: string, userId?: string) => call('GET', `/api/ruang-kelas/${classId}/sesi`, userId);
  const act = (action: 'mulai' | 'gabung', classId: string, sessionId: string, userId?: string) =>
    call('POST', `/api/ruang-kelas/${classId}/sesi/${sessionId}/${action}`, userId);
  const codeOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).error.code;
  const attendance = (sessionId: string) =>
    queryRows(
      ctx.database,
      sql`select user_id, join_count, first_joined_at, last_joined_at from session_attendance
          where session_id = ${sessionId}`,
    );
  const liveNotifications = (sessionId: string) =>
    queryRows(
      ctx.database,
      sql`select user_id from notifications where kind = 'session.live' and params->>'sessionId' = ${sessionId}`,
    );

  beforeAll(async () => {
    world = await buildScheduleWorld(ctx);
    admin = await person(ctx, ['admin']);
    groupSession = world.sessions.get('grup-1') ?? '';
    await execute(
      ctx.database,
      sql`update class_sessions set meeting_url = 'https://meet.example/grup' where id = ${groupSession}`,
    );
  });
  beforeEach(() => {
    now = new Date(start.getTime() - 20 * MINUTE);
  });
  afterEach(() => closeAll());

  it('lists the sessions to members only, with the window and without the meeting link', async () => {
    const { groupClass } = world.ids;
    for (const token of [world.ids.student, world.ids.tutorA, admin.id]) {
      const response = await list(groupClass, token);
      expect(response.statusCode, response.body).toBe(200);
      const sessions = classSpaceSessionsResponseSchema.parse(response.json()).data;
      expect(sessions.map((session) => session.title)).toEqual(['grup-0', 'grup-1']);
      expect(sessions[0]).toMatchObject({ state: 'ended', joinOpen: false });
      expect(sessions[1]).toMatchObject({
        state: 'upcoming',
        joinOpen: false,
        joinOpensAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
        hasMeetingLink: true,
      });
      expect(response.body).not.toContain('meet.example');
    }
    for (const token of [world.ids.otherStudent, world.ids.tutorB]) {
      const response = await list(groupClass, token);
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('CLASS_SPACE_NOT_MEMBER');
    }
    expect((await list(groupClass)).statusCode).toBe(401);
  });

  it('refuses starting and joining outside the window, with when it opens', async () => {
    const { groupClass } = world.ids;
    for (const [action, token] of [
      ['mulai', world.ids.tutorA],
      ['gabung', world.ids.student],
    ] as const) {
      const response = await act(action, groupClass, groupSession, token);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        error: {
          code: 'SESSION_NOT_OPEN',
          details: {
            opensAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
            closesAt: new Date(start.getTime() + 60 * MINUTE).toISOString(),
          },
        },
      });
    }
    expect(await attendance(groupSession)).toEqual([]);
    now = new Date(start.getTime() + 60 * MINUTE);
    expect(codeOf(await act('gabung', groupClass, groupSession, world.ids.student))).toBe('SESSION_NOT_OPEN');
  });

  it('lets only the tutor or an admin start, once: the students are notified once and the room hears it', async () => {
    const { groupClass } = world.ids;
    now = new Date(start.getTime() - 10 * MINUTE);
    for (const [token, status, code] of [
      [world.ids.student, 403, 'FORBIDDEN'],
      [world.ids.otherStudent, 403, 'CLASS_SPACE_NOT_MEMBER'],
      [world.ids.tutorB, 403, 'CLASS_SPACE_NOT_MEMBER'],
      [undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const response = await act('mulai', groupClass, groupSession, token);
      expect(response.statusCode).toBe(status);
      expect(codeOf(response)).toBe(code);
    }
    const baseUrl = await listenOnLoopback(ctx.app);
    const watcher = await connectReady(baseUrl, await tokenOf(world.ids.student));
    expect(await watchRoom(watcher.socket, classRoom(groupClass))).toMatchObject({ ok: true });
    const heard = nextEvent(watcher.socket, 'class.changed');

    const first = await act('mulai', groupClass, groupSession, world.ids.tutorA);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { state: 'live', liveStartedAt: now.toISOString() } });
    expect(await heard).toMatchObject({ classId: groupClass, area: 'sessions', id: groupSession });

    now = new Date(now.getTime() + MINUTE);
    const again = await act('mulai', groupClass, groupSession, admin.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: { liveStartedAt: new Date(now.getTime() - MINUTE).toISOString() },
    });
    expect(await liveNotifications(groupSession)).toEqual([{ user_id: world.ids.student }]);

    const seen = classSpaceSessionsResponseSchema.parse((await list(groupClass, world.ids.student)).json());
    expect(seen.data[1]).toMatchObject({ state: 'live', joinOpen: true });
  });

  it('records a student’s joins once per session with a count, and answers the meeting link', async () => {
    const { groupClass } = world.ids;
    now = new Date(start.getTime() - 5 * MINUTE);
    const first = await act('gabung', groupClass, groupSession, world.ids.student);
    expect(first.statusCode, first.body).toBe(200);
    expect(sessionJoinResponseSchema.parse(first.json()).data).toMatchObject({
      url: 'https://meet.example/grup',
      session: { attendedAt: now.toISOString() },
    });
    const firstAt = now;
    now = new Date(start.getTime() + 30 * MINUTE);
    // Joins at once (a double click, two tabs) each count and never make a second row.
    const joins = await Promise.all(
      Array.from({ length: 8 }, () => act('gabung', groupClass, groupSession, world.ids.student)),
    );
    expect(joins.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const rows = await attendance(groupSession);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: world.ids.student, join_count: 9 });
    expect(new Date(String(rows[0]?.first_joined_at)).toISOString()).toBe(firstAt.toISOString());
    expect(new Date(String(rows[0]?.last_joined_at)).toISOString()).toBe(now.toISOString());

    // The tutor joins too (not counted as attendance); an admin watches but does not join; outsiders are refused.
    const tutor = await act('gabung', groupClass, groupSession, world.ids.tutorA);
    expect(tutor.statusCode).toBe(200);
    expect(await attendance(groupSession)).toHaveLength(1);
    expect(codeOf(await act('gabung', groupClass, groupSession, admin.id))).toBe('FORBIDDEN');
    for (const token of [world.ids.otherStudent, world.ids.tutorB]) {
      expect(codeOf(await act('gabung', groupClass, groupSession, token))).toBe('CLASS_SPACE_NOT_MEMBER');
    }
    expect((await act('gabung', groupClass, groupSession)).statusCode).toBe(401);

    // The tutor sees it in the list, the students' records and the class history.
    const tutorList = classSpaceSessionsResponseSchema.parse(
      (await list(groupClass, world.ids.tutorA)).json(),
    );
    expect(tutorList.data[1]).toMatchObject({ attendeeCount: 1, attendedAt: null });
    const students = await call('GET', `/api/tutor/kelas/${groupClass}/siswa`, world.ids.tutorA);
    expect(students.json()).toMatchObject({ data: [{ id: world.ids.student, sessionsAttended: 1 }] });
    const history = await call('GET', `/api/tutor/kelas-riwayat/${groupClass}`, world.ids.tutorA);
    expect(history.json()).toMatchObject({
      data: {
        sessions: [
          { title: 'grup-0', attendeeCount: 0 },
          { title: 'grup-1', attendeeCount: 1 },
        ],
      },
    });
  });

  it('shows a bimbel student their own slots only and refuses another student’s slot', async () => {
    const { bimbleClass } = world.ids;
    const own = world.sessions.get('bimble-student') ?? '';
    const other = world.sessions.get('bimble-other') ?? '';
    const response = await list(bimbleClass, world.ids.student);
    expect(classSpaceSessionsResponseSchema.parse(response.json()).data.map((row) => row.id)).toEqual([own]);
    const tutorView = classSpaceSessionsResponseSchema.parse(
      (await list(bimbleClass, world.ids.tutorA)).json(),
    );
    expect(tutorView.data.map((row) => row.title)).toEqual(['bimble-student', 'bimble-other']);

    now = new Date(wibDay(1, 11).getTime() - 5 * MINUTE);
    const refused = await act('gabung', bimbleClass, other, world.ids.student);
    expect(refused.statusCode).toBe(404);
    expect(await attendance(other)).toEqual([]);
    const started = await act('mulai', bimbleClass, other, world.ids.tutorA);
    expect(started.statusCode, started.body).toBe(200);
    expect(await liveNotifications(other)).toEqual([{ user_id: world.ids.otherStudent }]);
    const joined = await act('gabung', bimbleClass, other, world.ids.otherStudent);
    expect(joined.json()).toMatchObject({ data: { url: 'https://meet.example/privat' } });
  });

  it('gives the meeting link on the student home only within the window', async () => {
    const home = async () => {
      const response = await call('GET', '/api/koleksi/sesi', world.ids.student);
      return upcomingSessionsResponseSchema
        .parse(response.json())
        .data.find((row) => row.id === groupSession);
    };
    now = new Date(start.getTime() - 20 * MINUTE);
    expect(await home()).toMatchObject({
      meetingUrl: null,
      joinOpensAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
    });
    now = new Date(start.getTime() - 10 * MINUTE);
    expect(await home()).toMatchObject({ meetingUrl: 'https://meet.example/grup' });
  });
});
