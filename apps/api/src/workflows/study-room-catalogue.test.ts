import {
  studyRoomDetailResponseSchema,
  studyRoomListSchema,
  studyRoomSubjectCountsResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { countQueries, useCatalogueApp } from '../test/catalogue';
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

const HOUR = 60 * MINUTE;

describe.each(testDatabases())('study rooms: catalogue and detail (%s)', (kind) => {
  const now = new Date(Date.UTC(2030, 4, 6, 3, 0));
  const ctx = useCatalogueApp(kind, { clock: () => now });
  let w: StudyRoomWorld;
  const ids: Record<string, string> = {};
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  const list = async (query = '') => {
    const response = await callAs(ctx, 'GET', `/api/study-room${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return studyRoomListSchema.parse(response.json());
  };
  const titles = async (query = '') => (await list(query)).data.map((card) => card.title);
  const detail = async (id: string, userId?: string) => {
    const response = await callAs(ctx, 'GET', `/api/study-room/${id}`, userId);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, room: studyRoomDetailResponseSchema.parse(response.json()).data };
  };

  beforeAll(async () => {
    w = await buildStudyRoomWorld(ctx);
    const { maths, physics } = w.subjects;
    const room = (title: string, values: Partial<Parameters<typeof insertStudyRoom>[1]>) =>
      insertStudyRoom(ctx, { tutorId: w.tutorA.id, subjectId: maths.id, startsAt: at(24), title, ...values });
    ids.integral = await room('Latihan Soal Integral', { startsAt: at(5), capacity: 3 });
    ids.vectors = await room('Vektor Bersama', { startsAt: at(2), price: 25_000, seatsTaken: 1 });
    ids.newton = await room('Hukum Newton', {
      startsAt: at(30),
      subjectId: physics.id,
      tutorId: w.tutorB.id,
    });
    ids.live = await room('Limit Fungsi', { startsAt: at(-0.5), liveStartedAt: at(-0.4) });
    ids.ended = await room('Sudah Lewat', { startsAt: at(-3) });
    ids.cancelled = await room('Batal Saja', { startsAt: at(8), cancelled: true });
    ids.hidden = await room('Ruang Tutor Diskors', { tutorId: w.suspendedTutor.id, startsAt: at(9) });
    await queryRows(
      ctx.database,
      sql`insert into study_room_files (room_id, uploader_id, name, storage_key, byte_size, content_type)
          values (${ids.integral}, ${w.tutorA.id}, 'Soal Integral.pdf', ${`study-rooms/${ids.integral}/soal.pdf`},
            2048, 'application/pdf') returning id`,
    );
    await addParticipant(ctx, ids.integral, w.student.id, { muted: true });
    await addParticipant(ctx, ids.integral, w.otherStudent.id, { removed: true });
  });

  it('lists rooms not ended nor cancelled of public tutors, live ones too, by start', async () => {
    const page = await list();
    expect(page.data.map((card) => card.title)).toEqual([
      'Limit Fungsi',
      'Vektor Bersama',
      'Latihan Soal Integral',
      'Hukum Newton',
    ]);
    expect(page.meta).toEqual({ page: 1, pageSize: 20, total: 4 });
    const [live, vectors, integral] = page.data;
    expect(live).toMatchObject({ state: 'live', joinOpen: true });
    expect(vectors).toMatchObject({ state: 'upcoming', joinOpen: false, price: 25_000, seatsTaken: 1 });
    expect(integral).toMatchObject({
      subject: {
        id: w.subjects.maths.id,
        slug: w.subjects.maths.slug,
        name: 'Matematika Ruang',
        level: 'SMA',
      },
      tutor: { id: w.tutorA.id, name: w.tutorA.name, avatarUrl: 'https://cdn.example/sinta.jpg' },
      grade: 12,
      capacity: 3,
      seatsTaken: 1,
      durationMinutes: 60,
      startsAt: at(5).toISOString(),
      endsAt: at(6).toISOString(),
      joinOpensAt: new Date(at(5).getTime() - 15 * MINUTE).toISOString(),
      seriesId: null,
    });
    expect(JSON.stringify(page)).not.toContain('meet.example');
  });

  it('searches title, subject and tutor name without regard to case, and filters by price and subject', async () => {
    expect(await titles('?q=INTEGRAL')).toEqual(['Latihan Soal Integral']);
    expect(await titles('?q=fisika')).toEqual(['Hukum Newton']);
    expect(await titles('?q=joko')).toEqual(['Hukum Newton']);
    expect(await titles('?q=100%25')).toEqual([]);
    expect(await titles('?q=diskors')).toEqual([]);
    expect(await titles('?price=paid')).toEqual(['Vektor Bersama']);
    expect(await titles('?price=free&q=sinta')).toEqual(['Limit Fungsi', 'Latihan Soal Integral']);
    expect(await titles(`?subject=${w.subjects.physics.slug}`)).toEqual(['Hukum Newton']);
    expect(await list('?subject=tidak-ada')).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    const second = await list('?pageSize=3&page=2');
    expect(second.data.map((card) => card.title)).toEqual(['Hukum Newton']);
    expect(second.meta.total).toBe(4);
    const bad = await callAs(ctx, 'GET', '/api/study-room?price=mahal');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
  });

  it('costs the same number of queries for one card as for many', async () => {
    const one = await countQueries(ctx, () => list('?pageSize=1'));
    const many = await countQueries(ctx, () => list());
    const searched = await countQueries(ctx, () => list(`?subject=${w.subjects.maths.slug}&q=a`));
    expect(many).toBe(one);
    expect(searched).toBeLessThanOrEqual(one + 1);
  });

  it('counts upcoming rooms per subject, by level', async () => {
    const response = await callAs(ctx, 'GET', '/api/study-room/subjects');
    expect(response.statusCode, response.body).toBe(200);
    const counts = studyRoomSubjectCountsResponseSchema.parse(response.json()).data;
    expect(counts.map((item) => [item.subject.name, item.upcomingCount])).toEqual([
      ['Fisika Ruang', 1],
      ['Matematika Ruang', 3],
    ]);
  });

  it('shows a room to a visitor without file links nor the meeting link', async () => {
    const { room, body } = await detail(ids.integral ?? '');
    expect(room.viewer).toEqual({ role: 'visitor', muted: false, removed: false });
    expect(room).toMatchObject({ hasMeetingLink: true, liveStartedAt: null, cancelReason: null });
    expect(room.description).toMatchObject({ type: 'doc' });
    expect(room.files).toEqual([
      expect.objectContaining({ name: 'Soal Integral.pdf', byteSize: 2048, url: null }),
    ]);
    expect(body).not.toContain('meet.example');
  });

  it('gives file links to the tutor, participants and admins only, and says how each stands', async () => {
    const integral = ids.integral ?? '';
    const expectations = [
      [w.tutorA.id, { role: 'tutor', muted: false, removed: false }, true],
      [w.student.id, { role: 'participant', muted: true, removed: false }, true],
      [w.admin.id, { role: 'admin', muted: false, removed: false }, true],
      [w.otherStudent.id, { role: 'student', muted: false, removed: true }, false],
      [w.tutorB.id, { role: 'student', muted: false, removed: false }, false],
    ] as const;
    for (const [userId, viewer, withLink] of expectations) {
      const { room, body } = await detail(integral, userId);
      expect(room.viewer, userId).toEqual(viewer);
      const url = room.files[0]?.url ?? null;
      if (withLink) expect(url).toMatch(/^\/api\/berkas\/privat\/study-rooms\/.+\?token=/);
      else expect(url).toBeNull();
      expect(body).not.toContain('meet.example');
    }
  });

  it('still shows cancelled and past rooms; unknown ids are 404, malformed ones 400, bad tokens 401', async () => {
    const { room } = await detail(ids.cancelled ?? '');
    expect(room).toMatchObject({ state: 'cancelled', cancelReason: 'Tutor sakit', joinOpen: false });
    expect((await detail(ids.ended ?? '')).room.state).toBe('ended');
    const missing = await callAs(ctx, 'GET', '/api/study-room/6f1c3c1e-8a2b-4f5e-9b1d-2c3e4f5a6b7c');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('STUDY_ROOM_NOT_FOUND');
    expect((await callAs(ctx, 'GET', '/api/study-room/bukan-id')).statusCode).toBe(400);
    const badToken = await ctx.app.inject({
      method: 'GET',
      url: `/api/study-room/${ids.integral}`,
      headers: { authorization: 'Bearer rusak' },
    });
    expect(badToken.statusCode).toBe(401);
  });
});
