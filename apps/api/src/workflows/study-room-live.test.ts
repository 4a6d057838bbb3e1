import { studyRoomDetailResponseSchema, studyRoomMeetingResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import {
  addParticipant,
  buildStudyRoomWorld,
  callAs,
  errorOf,
  insertStudyRoom,
  MINUTE,
  type StudyRoomWorld,
} from '../test/study-room-kit';
import { testDatabases } from '../test/test-app';
import { remindStartingStudyRooms } from './study-room-reminders';

const HOUR = 60 * MINUTE;
/** A timestamp column as the drivers answer it (a `Date` or a string), in ISO form. */
const isoOf = (value: unknown) =>
  value instanceof Date || typeof value === 'string' ? new Date(value).toISOString() : null;

describe.each(testDatabases())('study rooms: meeting, live now and reminders (%s)', (kind) => {
  const start = new Date(Date.UTC(2030, 4, 7, 3, 0));
  let now = new Date(start.getTime() - 20 * MINUTE);
  const ctx = useCatalogueApp(kind, { clock: () => now });
  let w: StudyRoomWorld;
  let roomId = '';
  let noLink = '';
  const enter = (id: string, userId?: string) => callAs(ctx, 'POST', `/api/study-room/${id}/gabung`, userId);
  const begin = (id: string, userId?: string) =>
    callAs(ctx, 'POST', `/api/tutor/study-room/${id}/mulai`, userId);
  const attendance = async (userId: string) => {
    const [row] = await queryRows(
      ctx.database,
      sql`select first_attended_at, last_attended_at, attend_count from study_room_participants
          where room_id = ${roomId} and user_id = ${userId}`,
    );
    return {
      first: isoOf(row?.first_attended_at),
      last: isoOf(row?.last_attended_at),
      count: Number(row?.attend_count),
    };
  };
  const notified = (kind: string, id: string) =>
    queryRows(
      ctx.database,
      sql`select user_id, params, dedupe_key from notifications where kind = ${kind}
          and params->>'roomId' = ${id} order by user_id`,
    );
  const windowError = {
    code: 'SESSION_NOT_OPEN',
    details: {
      opensAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
      closesAt: new Date(start.getTime() + HOUR).toISOString(),
    },
  };

  beforeAll(async () => {
    w = await buildStudyRoomWorld(ctx);
    roomId = await insertStudyRoom(ctx, {
      tutorId: w.tutorA.id,
      subjectId: w.subjects.maths.id,
      title: 'Latihan Soal Integral',
      startsAt: start,
    });
    noLink = await insertStudyRoom(ctx, {
      tutorId: w.tutorB.id,
      subjectId: w.subjects.physics.id,
      startsAt: start,
      meetingUrl: null,
    });
    await addParticipant(ctx, roomId, w.student.id);
    await addParticipant(ctx, roomId, w.otherStudent.id, { removed: true });
    await addParticipant(ctx, noLink, w.student.id);
  });
  beforeEach(() => {
    now = new Date(start.getTime() - 20 * MINUTE);
  });

  it('lets only the tutor and active participants enter, inside the window, with a link', async () => {
    expect((await enter(roomId)).statusCode).toBe(401);
    for (const [userId, code] of [
      [w.tutorB.id, 'STUDY_ROOM_NOT_PARTICIPANT'],
      [w.admin.id, 'STUDY_ROOM_NOT_PARTICIPANT'],
      [w.otherStudent.id, 'STUDY_ROOM_REMOVED'],
    ] as const) {
      const response = await enter(roomId, userId);
      expect(response.statusCode, userId).toBe(403);
      expect(errorOf(response).code).toBe(code);
    }
    for (const userId of [w.student.id, w.tutorA.id]) {
      const early = await enter(roomId, userId);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toMatchObject(windowError);
    }
    now = new Date(start.getTime() - 10 * MINUTE);
    const missing = await enter(noLink, w.student.id);
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing).code).toBe('SESSION_NO_MEETING_LINK');
    now = new Date(start.getTime() + HOUR);
    expect(errorOf(await enter(roomId, w.student.id))).toMatchObject(windowError);
    expect(await attendance(w.student.id)).toEqual({ first: null, last: null, count: 0 });
  });

  it('records each entry of a participant (first time kept) and answers the link; the tutor enters too', async () => {
    const firstAt = new Date(start.getTime() - 5 * MINUTE);
    now = firstAt;
    const first = await enter(roomId, w.student.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(studyRoomMeetingResponseSchema.parse(first.json()).data).toEqual({
      url: 'https://meet.example/ruang',
    });
    now = new Date(start.getTime() + 20 * MINUTE);
    expect((await enter(roomId, w.student.id)).statusCode).toBe(200);
    expect(await attendance(w.student.id)).toEqual({
      first: firstAt.toISOString(),
      last: now.toISOString(),
      count: 2,
    });
    const tutor = await enter(roomId, w.tutorA.id);
    expect(tutor.statusCode, tutor.body).toBe(200);
    expect(studyRoomMeetingResponseSchema.parse(tutor.json()).data.url).toBe('https://meet.example/ruang');
  });

  it('lets only the room’s tutor start it, in the window, telling active participants once', async () => {
    expect((await begin(roomId)).statusCode).toBe(401);
    const student = await begin(roomId, w.student.id);
    expect(student.statusCode).toBe(403);
    expect(errorOf(student).code).toBe('FORBIDDEN');
    const other = await begin(roomId, w.tutorB.id);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('STUDY_ROOM_NOT_FOUND');
    const early = await begin(roomId, w.tutorA.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject(windowError);
    expect(await notified('studyRoom.live', roomId)).toEqual([]);

    const startedAt = new Date(start.getTime() - 2 * MINUTE);
    now = startedAt;
    const started = await begin(roomId, w.tutorA.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(studyRoomDetailResponseSchema.parse(started.json()).data).toMatchObject({
      state: 'live',
      liveStartedAt: startedAt.toISOString(),
      viewer: { role: 'tutor' },
    });
    now = new Date(start.getTime() + 5 * MINUTE);
    const again = await begin(roomId, w.tutorA.id);
    expect(studyRoomDetailResponseSchema.parse(again.json()).data.liveStartedAt).toBe(
      startedAt.toISOString(),
    );
    expect(await notified('studyRoom.live', roomId)).toEqual([
      {
        user_id: w.student.id,
        params: { roomId, roomTitle: 'Latihan Soal Integral', startsAt: start.toISOString() },
        dedupe_key: `studyRoom.live:${roomId}`,
      },
    ]);
  });

  it('reminds the tutor and active participants an hour and ten minutes before, once each', async () => {
    const later = new Date(start.getTime() + 3 * HOUR);
    const reminded = await insertStudyRoom(ctx, {
      tutorId: w.tutorA.id,
      subjectId: w.subjects.maths.id,
      title: 'Vektor Bersama',
      startsAt: later,
    });
    await addParticipant(ctx, reminded, w.student.id);
    await addParticipant(ctx, reminded, w.otherStudent.id, { removed: true });
    await insertStudyRoom(ctx, {
      tutorId: w.tutorB.id,
      subjectId: w.subjects.maths.id,
      startsAt: new Date(later.getTime() + 5 * MINUTE),
      cancelled: true,
    });
    const reminders = async () =>
      (await notified('studyRoom.reminder', reminded)).map((row) => [
        row.user_id,
        (row.params as { minutesBefore: number; asTutor: boolean }).minutesBefore,
        (row.params as { asTutor: boolean }).asTutor,
      ]);
    now = new Date(later.getTime() - 2 * HOUR);
    expect(await remindStartingStudyRooms(ctx.app)).toBe(0);
    now = new Date(later.getTime() - 50 * MINUTE);
    expect(await remindStartingStudyRooms(ctx.app)).toBe(2);
    await remindStartingStudyRooms(ctx.app);
    const early = [
      [w.tutorA.id, 60, true],
      [w.student.id, 60, false],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(await reminders()).toEqual(early);
    now = new Date(later.getTime() - 8 * MINUTE);
    await remindStartingStudyRooms(ctx.app);
    await remindStartingStudyRooms(ctx.app);
    const all = await reminders();
    expect(all).toHaveLength(4);
    expect(
      all
        .filter((row) => row[1] === 10)
        .map((row) => row[0])
        .sort(),
    ).toEqual([w.tutorA.id, w.student.id].sort());
    // Reminders are e-mailed at once like class sessions' (ADR 0044), each leading to its reader's page.
    await ctx.app.jobs.whenIdle();
    const mails = async (userId: string) =>
      queryRows(
        ctx.database,
        sql`select o.subject, o.text from outbox o join users u on u.email = o."to"
            where u.id = ${userId} and o.subject like 'Pengingat: Vektor Bersama%' order by o.subject`,
      );
    const toStudent = await mails(w.student.id);
    expect(toStudent.map((mail) => mail.subject)).toEqual([
      'Pengingat: Vektor Bersama dimulai dalam 10 menit',
      'Pengingat: Vektor Bersama dimulai dalam 60 menit',
    ]);
    expect(String(toStudent[0]?.text)).toContain(`/#/study-room/${reminded}`);
    expect(String((await mails(w.tutorA.id))[0]?.text)).toContain('/#/tutor/study-room');
    expect(await mails(w.otherStudent.id)).toEqual([]);
  });
});
