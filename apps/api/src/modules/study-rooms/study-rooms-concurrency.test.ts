import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { meetingUrl, setUpStudyRooms, type StudyRoomsSetup, studyRoomApi } from '../../test/study-rooms-kit';
import { testDatabases } from '../../test/test-app';
import { at } from '../../test/tutor-sessions-kit';

describe.each(testDatabases())('tutor study rooms under concurrent requests (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const api = studyRoomApi(ctx);
  let s: StudyRoomsSetup;
  let masterId = '';

  beforeAll(async () => {
    s = await setUpStudyRooms(ctx);
    const master = await api.createMaster(s.tutorA.token, s.subjectId);
    masterId = master.json<{ data: { id: string } }>().data.id;
  });

  it('20 overlapping rooms asked at once: exactly one is created, the rest SESSION_OVERLAP', async () => {
    const answers = await Promise.all(
      // Starts spread over 10:00–10:38, each an hour long: every pair overlaps.
      Array.from({ length: 20 }, (_, index) => api.single(s.tutorA.token, masterId, at(3, 10, index * 2))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('SESSION_OVERLAP');
    }
    const stored = await queryRows(
      ctx.database,
      sql`select id from study_rooms where tutor_id = ${s.tutorA.id} and status <> 'cancelled'`,
    );
    expect(stored).toHaveLength(1);
  });

  it('10 rooms and 10 class sessions racing for one hour: one wins, no overlap survives', async () => {
    const session = (index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/tutor/kelas/${s.classId}/sesi`,
        payload: {
          kind: 'single',
          startsAt: at(5, 10, index * 3 + 1).toISOString(),
          durationMinutes: 60,
          meetingUrl,
        },
        headers: { authorization: s.tutorA.token },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? api.single(s.tutorA.token, masterId, at(5, 10, index * 3)) : session(index),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const [counts] = await queryRows(
      ctx.database,
      sql`select
        (select count(*)::int from study_rooms where tutor_id = ${s.tutorA.id} and status <> 'cancelled'
          and starts_at >= ${at(5, 0).toISOString()} and starts_at < ${at(6, 0).toISOString()}) as rooms,
        (select count(*)::int from class_sessions where tutor_id = ${s.tutorA.id} and status <> 'cancelled'
          and starts_at >= ${at(5, 0).toISOString()} and starts_at < ${at(6, 0).toISOString()}) as sessions`,
    );
    expect(Number(counts?.rooms) + Number(counts?.sessions)).toBe(1);
  });
});
