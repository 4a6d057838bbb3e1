import { joinStudyRoomResponseSchema, studyRoomListSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import {
  addParticipant,
  buildStudyRoomWorld,
  callAs,
  errorOf,
  insertStudyRoom,
  MINUTE,
  seatsTaken,
  type StudyRoomWorld,
} from '../test/study-room-kit';
import { testDatabases } from '../test/test-app';

const HOUR = 60 * MINUTE;

describe.each(testDatabases())('study rooms: joining a free room and the student’s rooms (%s)', (kind) => {
  const now = new Date(Date.UTC(2030, 4, 6, 3, 0));
  const ctx = useCatalogueApp(kind, { clock: () => now });
  let w: StudyRoomWorld;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const join = (roomId: string, userId?: string) =>
    callAs(ctx, 'POST', `/api/study-room/${roomId}/ikut`, userId);
  const room = (values: Partial<Parameters<typeof insertStudyRoom>[1]> = {}) =>
    insertStudyRoom(ctx, {
      tutorId: w.tutorA.id,
      subjectId: w.subjects.maths.id,
      startsAt: at(24),
      ...values,
    });
  const joinedNotifications = (roomId: string) =>
    queryRows(
      ctx.database,
      sql`select user_id, params from notifications where kind = 'studyRoom.joined'
          and params->>'roomId' = ${roomId}`,
    );
  const mine = async (userId: string, when: 'upcoming' | 'past') => {
    const response = await callAs(ctx, 'GET', `/api/koleksi/ruang-belajar?when=${when}`, userId);
    expect(response.statusCode, response.body).toBe(200);
    return studyRoomListSchema.parse(response.json());
  };

  beforeAll(async () => {
    w = await buildStudyRoomWorld(ctx);
  });

  it('joins a free room once: one seat, the participant view, the tutor told once', async () => {
    const roomId = await room({ title: 'Latihan Soal Integral', startsAt: at(5) });
    const first = await join(roomId, w.student.id);
    expect(first.statusCode, first.body).toBe(200);
    const joined = joinStudyRoomResponseSchema.parse(first.json()).data;
    expect(joined).toMatchObject({ id: roomId, seatsTaken: 1, viewer: { role: 'participant' } });
    expect(joined.files).toEqual([]);
    const again = await join(roomId, w.student.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(joinStudyRoomResponseSchema.parse(again.json()).data.viewer.role).toBe('participant');
    expect(await seatsTaken(ctx, roomId)).toBe(1);
    const told = await joinedNotifications(roomId);
    expect(told).toEqual([
      {
        user_id: w.tutorA.id,
        params: {
          roomId,
          roomTitle: 'Latihan Soal Integral',
          startsAt: at(5).toISOString(),
          studentName: w.student.name,
        },
      },
    ]);
  });

  it('refuses visitors, accounts without the student role, the tutor’s own room and unknown rooms', async () => {
    const roomId = await room({ startsAt: at(30) });
    const visitor = await join(roomId);
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
    const admin = await join(roomId, w.admin.id);
    expect(admin.statusCode).toBe(403);
    expect(errorOf(admin).code).toBe('FORBIDDEN');
    const own = await join(roomId, w.tutorA.id);
    expect(own.statusCode).toBe(409);
    expect(errorOf(own).code).toBe('STUDY_ROOM_OWN_ROOM');
    const missing = await join('6f1c3c1e-8a2b-4f5e-9b1d-2c3e4f5a6b7c', w.student.id);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('STUDY_ROOM_NOT_FOUND');
    // Another tutor with a student account may join like any student.
    expect((await join(roomId, w.tutorB.id)).statusCode).toBe(200);
    expect(await seatsTaken(ctx, roomId)).toBe(1);
  });

  it('refuses paid, full, ended, cancelled rooms and removed participants, taking no seat', async () => {
    const cases = [
      [await room({ startsAt: at(40), price: 25_000 }), 'STUDY_ROOM_PAID', 409],
      [await room({ startsAt: at(42), capacity: 2, seatsTaken: 2 }), 'STUDY_ROOM_FULL', 409],
      [await room({ startsAt: at(-2) }), 'STUDY_ROOM_ENDED', 409],
      [await room({ startsAt: at(44), cancelled: true }), 'STUDY_ROOM_CANCELLED', 409],
    ] as const;
    for (const [roomId, code, status] of cases) {
      const before = await seatsTaken(ctx, roomId);
      const response = await join(roomId, w.otherStudent.id);
      expect(response.statusCode, code).toBe(status);
      expect(errorOf(response).code).toBe(code);
      expect(await seatsTaken(ctx, roomId)).toBe(before);
    }
    const removedFrom = await room({ startsAt: at(46) });
    await addParticipant(ctx, removedFrom, w.otherStudent.id, { removed: true });
    const removed = await join(removedFrom, w.otherStudent.id);
    expect(removed.statusCode).toBe(403);
    expect(errorOf(removed).code).toBe('STUDY_ROOM_REMOVED');
    expect(await seatsTaken(ctx, removedFrom)).toBe(0);
  });

  it('lists the student’s rooms: upcoming (live too) soonest first, past (ended, cancelled) latest first', async () => {
    const { id: learner } = (await createAccount(ctx.database, { scope: ['student'] })).user;
    const make = async (title: string, values: Partial<Parameters<typeof insertStudyRoom>[1]>) => {
      const roomId = await room({ title, ...values });
      await addParticipant(ctx, roomId, learner, { removed: title === 'Dikeluarkan' });
      return roomId;
    };
    await make('Besok Pagi', { startsAt: at(20) });
    await make('Sedang Live', { startsAt: at(-0.25), liveStartedAt: at(-0.2) });
    await make('Lusa', { startsAt: at(48), tutorId: w.tutorB.id, subjectId: w.subjects.physics.id });
    await make('Kemarin', { startsAt: at(-26) });
    await make('Minggu Lalu', { startsAt: at(-170) });
    await make('Dibatalkan', { startsAt: at(60), cancelled: true });
    await make('Dikeluarkan', { startsAt: at(22) });
    const upcoming = await mine(learner, 'upcoming');
    expect(upcoming.data.map((card) => [card.title, card.state])).toEqual([
      ['Sedang Live', 'live'],
      ['Besok Pagi', 'upcoming'],
      ['Lusa', 'upcoming'],
    ]);
    expect(upcoming.data[0]?.joinOpen).toBe(true);
    expect(upcoming.meta.total).toBe(3);
    const past = await mine(learner, 'past');
    expect(past.data.map((card) => [card.title, card.state])).toEqual([
      ['Dibatalkan', 'cancelled'],
      ['Kemarin', 'ended'],
      ['Minggu Lalu', 'ended'],
    ]);
    expect((await mine(w.admin.id, 'upcoming')).data).toEqual([]);
    const visitor = await callAs(ctx, 'GET', '/api/koleksi/ruang-belajar');
    expect(visitor.statusCode).toBe(401);
    const bad = await callAs(ctx, 'GET', '/api/koleksi/ruang-belajar?when=kemarin', learner);
    expect(bad.statusCode).toBe(400);
  });
});
