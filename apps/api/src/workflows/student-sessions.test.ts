import { upcomingSessionsResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import { at, type Person, person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('a student’s next sessions (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;
  let other: Person;

  const get = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/koleksi/sesi',
      headers: token ? { authorization: token } : {},
    });
  const sessionsOf = async (token: string) => {
    const response = await get(token);
    expect(response.statusCode, response.body).toBe(200);
    return upcomingSessionsResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    student = await person(ctx, ['student']);
    other = await person(ctx, ['student']);
    await kit.grant(student.id, [
      { itemType: 'kelas', itemId: kit.ids.upcoming },
      { itemType: 'kelas', itemId: kit.ids.started },
      { itemType: 'kelas', itemId: kit.ids.finished },
    ]);
    await kit.grant(other.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
  });

  it('refuses visitors', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('lists the sessions of the owned classes that have not ended, soonest first, the meeting link only within the join window', async () => {
    const sessions = await sessionsOf(student.token);
    expect(sessions.map((session) => [session.classId, session.startsAt])).toEqual([
      [kit.ids.upcoming, at(1, 8).toISOString()],
      [kit.ids.started, at(7, 8).toISOString()],
      [kit.ids.upcoming, at(8, 8).toISOString()],
    ]);
    // Tomorrow's session opens for joining 15 minutes before it starts; until then its link stays on the server.
    expect(sessions[0]).toMatchObject({
      meetingUrl: null,
      joinOpensAt: new Date(at(1, 8).getTime() - 15 * 60_000).toISOString(),
      classKind: 'group',
    });
  });

  it('never shows another student’s classes, and nothing to an account that owns nothing', async () => {
    const ids = new Set((await sessionsOf(other.token)).map((session) => session.classId));
    expect(ids.has(kit.ids.upcoming)).toBe(false);
    expect(ids.has(kit.ids.started)).toBe(false);
    expect(await sessionsOf(kit.tutorA.token)).toEqual([]);
  });
});
