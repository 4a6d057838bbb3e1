import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import {
  buildStudyRoomWorld,
  errorOf,
  insertStudyRoom,
  MINUTE,
  seatsTaken,
  type StudyRoomWorld,
  tokenOf,
} from '../test/study-room-kit';
import { testDatabases } from '../test/test-app';

/**
 * The seat rule under load (ADR 0049): concurrent joins of a free room never overfill it. On PostgreSQL the joins
 * really run side by side (a pool of connections); PGlite has one connection, so it checks the same answers with
 * fewer students.
 */
describe.each(testDatabases())('study rooms: concurrent joins (%s)', (kind) => {
  const now = new Date(Date.UTC(2030, 4, 8, 3, 0));
  const ctx = useCatalogueApp(kind, { clock: () => now });
  let w: StudyRoomWorld;
  const students = kind === 'postgres' ? 20 : 8;
  const seatsLeft = kind === 'postgres' ? 5 : 3;
  const capacity = 25;

  const participants = async (roomId: string) => {
    const [row] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from study_room_participants where room_id = ${roomId}`,
    );
    return Number(row?.n);
  };

  beforeAll(async () => {
    w = await buildStudyRoomWorld(ctx);
  });

  it(`${students} students join a room with ${seatsLeft} seats left at once: exactly ${seatsLeft} get in`, async () => {
    const roomId = await insertStudyRoom(ctx, {
      tutorId: w.tutorA.id,
      subjectId: w.subjects.maths.id,
      startsAt: new Date(now.getTime() + 24 * 60 * MINUTE),
      capacity,
      seatsTaken: capacity - seatsLeft,
    });
    const tokens = await Promise.all(
      Array.from({ length: students }, async () => {
        const { user } = await createAccount(ctx.database, { scope: ['student'] });
        return tokenOf(ctx, user.id);
      }),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/study-room/${roomId}/ikut`,
          headers: { authorization: token },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(seatsLeft);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(students - seatsLeft);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(errorOf(answer).code).toBe('STUDY_ROOM_FULL');
    }
    expect(await seatsTaken(ctx, roomId)).toBe(capacity);
    expect(await participants(roomId)).toBe(seatsLeft);
    const [told] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from notifications where kind = 'studyRoom.joined' and params->>'roomId' = ${roomId}`,
    );
    expect(Number(told?.n)).toBe(seatsLeft);
  });

  it('one student joining many times at once takes one seat, even the last one', async () => {
    const roomId = await insertStudyRoom(ctx, {
      tutorId: w.tutorA.id,
      subjectId: w.subjects.maths.id,
      startsAt: new Date(now.getTime() + 48 * 60 * MINUTE),
      // One seat: the requests that waited behind the first see a full room, and must still answer the join.
      capacity: 1,
    });
    const token = await tokenOf(ctx, w.student.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/study-room/${roomId}/ikut`,
          headers: { authorization: token },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await seatsTaken(ctx, roomId)).toBe(1);
    expect(await participants(roomId)).toBe(1);
  });
});
